"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatDuration } from "@/modules/time-tracker/shared/durations";
import type { ReportGroup, ReportGroupBy } from "@/modules/time-tracker/shared/report-types";

const asUtcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** How the reports tab writes durations, amounts and group labels in the viewer's language. */
export function useReportFormat() {
  const locale = useLocale();
  const t = useTranslations("timeTracker.reports");
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    const short = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    const currencies = new Map<string, Intl.NumberFormat>();
    return {
      duration: (seconds: number) => formatDuration(seconds),
      hours: (seconds: number) => Math.round(seconds / 36) / 100,
      amount: (amount: number, currency: string) => {
        let format = currencies.get(currency);
        if (!format) {
          format = new Intl.NumberFormat(locale, { style: "currency", currency });
          currencies.set(currency, format);
        }
        return format.format(amount);
      },
      /** Dates and weeks from their keys (the server's labels are ISO); others as the server wrote them. */
      label: (group: Pick<ReportGroup, "key" | "label">, groupBy: ReportGroupBy) => {
        if (groupBy === "day" && group.key) return day.format(asUtcDate(group.key));
        if (groupBy === "week" && group.key) return t("weekOf", { date: short.format(asUtcDate(group.key)) });
        return group.label;
      },
    };
  }, [locale, t]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
