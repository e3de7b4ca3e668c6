"use client";

import "@mantine/dates/styles.css";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** A goal's time period: a range of two calendar days (`YYYY-MM-DD`), clearable. */
export function PeriodInput(props: {
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  label?: string;
  error?: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useTranslations("goals.form");
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={props.label ?? t("period")}
        placeholder={t("periodPlaceholder")}
        value={props.value}
        onChange={(value) => props.onChange([value[0], value[1]])}
        valueFormat="D MMM YYYY"
        allowSingleDateInRange
        clearable
        clearButtonProps={{ "aria-label": t("clearPeriod") }}
        error={props.error}
        disabled={props.disabled}
        popoverProps={{ withinPortal: true }}
        data-testid={props.testId}
      />
    </DatesProvider>
  );
}
