"use client";

import { Group, Select, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  PERIOD_PRESETS,
  periodIssue,
  presetOf,
  presetPeriod,
  type PeriodPreset,
} from "@/lib/reporting/periods";
import { REPORT_PERIOD_MAX_DAYS, type ReportPeriod } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";

const isPreset = (value: string | null): value is PeriodPreset => PERIOD_PRESETS.some((p) => p === value);

type Draft = [string | null, string | null];

/**
 * A report's period: a preset (this week … last 90 days, around the viewer's today) or a custom
 * range of at most REPORT_PERIOD_MAX_DAYS days. A custom range applies once both days are picked.
 */
export function PeriodPicker(props: {
  period: ReportPeriod | null;
  today: string | null;
  onChange: (period: ReportPeriod) => void;
  format: ReportFormat;
}) {
  const t = useTranslations("reporting.period");
  const { period, today } = props;
  // Custom chosen while the period still matches a preset, and the days picked so far.
  const [custom, setCustom] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const matched = period && today ? presetOf(period, today) : null;
  const preset: PeriodPreset | null = custom ? "custom" : matched;
  const dates: Draft = draft ?? (period ? [period.from, period.to] : [null, null]);
  const issue = dates[0] && dates[1] ? periodIssue({ from: dates[0], to: dates[1] }) : null;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="report-period-picker">
      <Select
        label={t("label")}
        data={PERIOD_PRESETS.map((value) => ({ value, label: t(`presets.${value}`) }))}
        value={preset}
        placeholder={t("loading")}
        onChange={(value) => {
          if (!isPreset(value)) return;
          setDraft(null);
          if (value === "custom") {
            setCustom(true);
            return;
          }
          setCustom(false);
          if (today) props.onChange(presetPeriod(value, today));
        }}
        allowDeselect={false}
        disabled={!today}
        w={{ base: "100%", xs: 190 }}
        data-testid="report-period"
      />
      {preset === "custom" ? (
        <DatePickerInput
          type="range"
          label={t("dates")}
          placeholder={t("datesPlaceholder")}
          value={dates}
          onChange={(value) => {
            const next: Draft = [value[0] ?? null, value[1] ?? null];
            setDraft(next);
            const [from, to] = next;
            if (from && to && periodIssue({ from, to }) === null) {
              setDraft(null);
              props.onChange({ from, to });
            }
          }}
          valueFormat="D MMM YYYY"
          allowSingleDateInRange
          maxLevel="year"
          error={issue === "tooLong" ? t("tooLong", { days: REPORT_PERIOD_MAX_DAYS }) : undefined}
          w={{ base: "100%", xs: 260 }}
          data-testid="report-period-dates"
        />
      ) : (
        period && (
          <Text size="sm" c="dimmed" pb={8} data-testid="report-period-text">
            {props.format.period(period)}
          </Text>
        )
      )}
    </Group>
  );
}
