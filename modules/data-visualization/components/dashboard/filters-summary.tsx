"use client";

import { Text } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import { useWorkspacePeople } from "@/components/modules/members/use-workspace-people";
import { useReportProjects } from "@/lib/client/reporting/use-report-projects";
import { formatPeriod } from "@/lib/reporting/format";
import type { Filters } from "@/modules/data-visualization/shared/filters";

/** Filters written out for someone who may only read them: the period, the projects, the people. */
export function FiltersSummary({ filters, workspaceId }: { filters: Filters; workspaceId: string }) {
  const t = useTranslations("dataVisualization.chart.filters");
  const tp = useTranslations("dataVisualization.periods");
  const locale = useLocale();
  const { projects } = useReportProjects();
  const { people } = useWorkspacePeople(workspaceId);
  const period =
    filters.period === "custom" && filters.from && filters.to
      ? formatPeriod({ from: filters.from, to: filters.to }, locale)
      : tp(filters.period);
  const names = (ids: readonly string[], known: Map<string, string>, unknown: string) =>
    ids.map((id) => known.get(id) ?? unknown).join(", ");
  const projectNames = new Map((projects ?? []).map((project) => [project.id, project.name]));
  const peopleNames = new Map(
    (people ?? []).map((row) => [row.member.id, row.member.name || row.member.email]),
  );
  return (
    <Text size="sm" data-testid="filters-summary">
      {[
        period,
        filters.projectIds.length
          ? names(filters.projectIds, projectNames, t("unknownProject"))
          : t("allProjects"),
        filters.personIds.length ? names(filters.personIds, peopleNames, t("unknownPerson")) : t("everyone"),
      ].join(" · ")}
    </Text>
  );
}
