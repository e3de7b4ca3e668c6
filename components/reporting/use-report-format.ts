"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Cell, TableColumn, TableLabel } from "@/lib/client/reporting/widget-tables";
import {
  formatCount,
  formatDay,
  formatDurationMs,
  formatPercent,
  formatPeriod,
  parseWeekKey,
  weekKeyStart,
} from "@/lib/reporting/format";

/** How the reporting pages write figures, days, weeks and table cells in the viewer's language. */
export function useReportFormat() {
  const locale = useLocale();
  const t = useTranslations("reporting");
  return useMemo(() => {
    const week = (key: string, start?: string) => {
      const parsed = parseWeekKey(key);
      if (!parsed) return key;
      const monday = start ?? weekKeyStart(key) ?? key;
      return t("format.week", {
        week: parsed.week,
        year: parsed.year,
        date: formatDay(monday, locale),
      });
    };
    const label = (value: TableLabel) => ("key" in value ? t(value.key) : value.text);
    return {
      locale,
      duration: (ms: number) => formatDurationMs(ms, locale),
      percent: (rate: number | null) => formatPercent(rate, locale),
      count: (value: number) => formatCount(value, locale),
      day: (day: string, withYear = false) => formatDay(day, locale, withYear),
      period: (period: { from: string; to: string }) => formatPeriod(period, locale),
      /** An axis label: the week's number ("W5"). */
      weekShort: (key: string) => {
        const parsed = parseWeekKey(key);
        return parsed ? t("format.weekShort", { week: parsed.week }) : key;
      },
      /** A tooltip or table label: "Week 5, 2026 (26 Jan)". */
      week,
      label,
      /** A table cell as the Table view shows it. */
      cell: (column: TableColumn, cell: Cell): string => {
        if (cell === null) return column.empty ? t(column.empty) : "–";
        switch (column.kind) {
          case "label":
            return t(String(cell));
          case "count":
            return typeof cell === "number" ? formatCount(cell, locale) : cell;
          case "duration":
            return typeof cell === "number" ? formatDurationMs(cell, locale) : cell;
          case "percent":
            return typeof cell === "number" ? formatPercent(cell, locale, 1) : cell;
          case "day":
            return formatDay(String(cell), locale, true);
          case "week":
            return week(String(cell));
          case "text":
            return String(cell);
        }
      },
    };
  }, [locale, t]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
