"use client";

import { Group } from "@mantine/core";
import { useTranslations } from "next-intl";
import { ScopeSelect } from "./scope-select";
import { usePeopleOptions, useProjectOptions, withChosen } from "./use-report-options";

/** My organization's member and project filters (kept in the URL by the page). */
export function ReportFilters(props: {
  memberIds: string[];
  projectIds: string[];
  onChange: (filters: { memberIds: string[]; projectIds: string[] }) => void;
}) {
  const t = useTranslations("reporting.filters");
  const people = usePeopleOptions();
  const projects = useProjectOptions();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="report-filters">
      <ScopeSelect
        label={t("members")}
        placeholder={props.memberIds.length === 0 ? t("everyone") : undefined}
        description={people.error ? t("membersUnavailable") : undefined}
        data={withChosen(people.options, props.memberIds, t("unknownMember"))}
        value={props.memberIds}
        onChange={(memberIds) => props.onChange({ memberIds, projectIds: props.projectIds })}
        disabled={people.loading || (people.error !== null && props.memberIds.length === 0)}
        maxDropdownHeight={280}
        w={{ base: "100%", sm: 280 }}
        data-testid="report-filter-members"
      />
      <ScopeSelect
        label={t("projects")}
        placeholder={props.projectIds.length === 0 ? t("allProjects") : undefined}
        description={projects.error ? t("projectsUnavailable") : undefined}
        data={withChosen(projects.options, props.projectIds, t("unknownProject"))}
        value={props.projectIds}
        onChange={(projectIds) => props.onChange({ memberIds: props.memberIds, projectIds })}
        disabled={projects.loading || (projects.error !== null && props.projectIds.length === 0)}
        maxDropdownHeight={280}
        w={{ base: "100%", sm: 280 }}
        data-testid="report-filter-projects"
      />
    </Group>
  );
}
