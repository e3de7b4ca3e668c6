"use client";

import { MultiSelect, Select, SimpleGrid } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useWorkspacePeople } from "@/components/modules/members/use-workspace-people";
import { useReportProjects } from "@/lib/client/reporting/use-report-projects";
import {
  FILTER_IDS_MAX,
  PERIODS,
  type Filters,
  type Period,
} from "@/modules/data-visualization/shared/filters";

/** Options of a multi-select: the known ones, plus any chosen id not among them (named `unknown`). */
function withChosen(options: { value: string; label: string }[], chosen: readonly string[], unknown: string) {
  const missing = chosen.filter((id) => !options.some((option) => option.value === id));
  return [...options, ...missing.map((value) => ({ value, label: unknown }))];
}

/**
 * A chart's or a visualization's filters: a period (custom: two days, both included), projects the
 * viewer sees and people of the workspace (none chosen: all). A list that cannot be read says why
 * and keeps what is chosen.
 */
export function FilterFields(props: {
  value: Filters;
  onChange: (filters: Filters) => void;
  workspaceId: string;
  disabled?: boolean;
  /** The period's message (a custom range without both days, or the server's). */
  periodError?: string | null;
  testId?: string;
}) {
  const t = useTranslations("dataVisualization.chart.filters");
  const tp = useTranslations("dataVisualization.periods");
  const { value, onChange } = props;
  const { projects, error: projectsError } = useReportProjects();
  const { people, error: peopleError } = useWorkspacePeople(props.workspaceId);
  const projectOptions = useMemo(
    () => (projects ?? []).map((project) => ({ value: project.id, label: project.name })),
    [projects],
  );
  const peopleOptions = useMemo(
    () =>
      (people ?? [])
        .map((row) => ({ value: row.member.id, label: row.member.name || row.member.email }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [people],
  );
  const set = (change: Partial<Filters>) => onChange({ ...value, ...change });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid={props.testId}>
      <Select
        label={t("period")}
        data={PERIODS.map((period) => ({ value: period, label: tp(period) }))}
        value={value.period}
        onChange={(period) =>
          period &&
          set(
            period === "custom"
              ? { period: "custom", from: value.from ?? null, to: value.to ?? null }
              : { period: period as Period, from: null, to: null },
          )
        }
        allowDeselect={false}
        disabled={props.disabled}
        error={value.period === "custom" ? undefined : props.periodError}
        comboboxProps={{ withinPortal: true }}
      />
      {value.period === "custom" ? (
        <DatePickerInput
          type="range"
          label={t("dates")}
          placeholder={t("datesPlaceholder")}
          value={[value.from ?? null, value.to ?? null]}
          onChange={([from, to]) => set({ from: from ?? null, to: to ?? null })}
          valueFormat="D MMM YYYY"
          allowSingleDateInRange
          disabled={props.disabled}
          error={props.periodError}
          popoverProps={{ withinPortal: true }}
        />
      ) : (
        <div />
      )}
      <MultiSelect
        label={t("projects")}
        placeholder={value.projectIds.length === 0 ? t("allProjects") : undefined}
        description={projectsError ? t("projectsUnavailable", { message: projectsError }) : undefined}
        data={withChosen(projectOptions, value.projectIds, t("unknownProject"))}
        value={value.projectIds}
        onChange={(projectIds) => set({ projectIds })}
        maxValues={FILTER_IDS_MAX}
        searchable
        clearable
        disabled={props.disabled}
        comboboxProps={{ withinPortal: true }}
        nothingFoundMessage={t("nothingFound")}
      />
      <MultiSelect
        label={t("people")}
        placeholder={value.personIds.length === 0 ? t("everyone") : undefined}
        description={peopleError ? t("peopleUnavailable", { message: peopleError }) : undefined}
        data={withChosen(peopleOptions, value.personIds, t("unknownPerson"))}
        value={value.personIds}
        onChange={(personIds) => set({ personIds })}
        maxValues={FILTER_IDS_MAX}
        searchable
        clearable
        disabled={props.disabled}
        comboboxProps={{ withinPortal: true }}
        nothingFoundMessage={t("nothingFound")}
      />
    </SimpleGrid>
  );
}
