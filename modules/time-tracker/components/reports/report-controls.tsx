"use client";

import { Group, Select } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { useTranslations } from "next-intl";
import {
  REPORT_PRESETS,
  type DateRange,
  type ReportPreset,
} from "@/modules/time-tracker/shared/report-range";
import {
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  type ReportGroupBy,
} from "@/modules/time-tracker/shared/report-types";
import type { RatePerson } from "./rates-dialog";

const isPreset = (value: string | null): value is ReportPreset => REPORT_PRESETS.some((p) => p === value);
const isGroup = (value: string | null): value is ReportGroupBy => REPORT_GROUPS.some((g) => g === value);

/** The report's range (a preset or custom dates), its grouping and, for admins, whose time. */
export function ReportControls(props: {
  preset: ReportPreset;
  onPreset: (preset: ReportPreset) => void;
  custom: [string | null, string | null];
  onCustom: (value: [string | null, string | null]) => void;
  range: DateRange | null;
  groupBy: ReportGroupBy;
  onGroupBy: (groupBy: ReportGroupBy) => void;
  /** Admins only: the people to filter by (null hides the filter). */
  people: RatePerson[] | null;
  member: string | null;
  onMember: (member: string | null) => void;
}) {
  const t = useTranslations("timeTracker.reports");
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="report-controls">
      <Select
        label={t("range")}
        data={REPORT_PRESETS.map((value) => ({ value, label: t(`presets.${value}`) }))}
        value={props.preset}
        onChange={(value) => isPreset(value) && props.onPreset(value)}
        allowDeselect={false}
        w={{ base: "100%", xs: 170 }}
        data-testid="report-preset"
      />
      {props.preset === "custom" && (
        <DatePickerInput
          type="range"
          label={t("dates")}
          placeholder={t("datesPlaceholder")}
          value={props.custom}
          onChange={(value) => props.onCustom(value)}
          valueFormat="D MMM YYYY"
          maxLevel="year"
          allowSingleDateInRange
          w={{ base: "100%", xs: 260 }}
          error={
            props.range === null && props.custom[0] && props.custom[1]
              ? t("rangeTooLong", { days: REPORT_MAX_DAYS })
              : undefined
          }
          data-testid="report-dates"
        />
      )}
      <Select
        label={t("groupByLabel")}
        data={REPORT_GROUPS.map((value) => ({ value, label: t(`groupBy.${value}`) }))}
        value={props.groupBy}
        onChange={(value) => isGroup(value) && props.onGroupBy(value)}
        allowDeselect={false}
        w={{ base: "100%", xs: 170 }}
        data-testid="report-group-by"
      />
      {props.people && (
        <Select
          label={t("member")}
          placeholder={t("everyone")}
          data={props.people.map((person) => ({ value: person.id, label: person.name }))}
          value={props.member}
          onChange={props.onMember}
          clearable
          searchable
          w={{ base: "100%", xs: 200 }}
          data-testid="report-member"
        />
      )}
    </Group>
  );
}
