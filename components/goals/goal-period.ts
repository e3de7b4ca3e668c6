"use client";

import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import type { GoalPeriod } from "@/lib/goals/api";

/** Formats a goal's time period ("1 Jan – 31 Mar 2026") and instants in the user's language. */
export function useGoalDates() {
  const t = useTranslations("goals");
  const locale = useLocale();
  const period = useCallback(
    (value: GoalPeriod | null) => {
      if (!value) return t("noPeriod");
      const start = dayjs(value.start).locale(locale);
      const end = dayjs(value.end).locale(locale);
      const startText = start.format(start.year() === end.year() ? "D MMM" : "D MMM YYYY");
      return t("periodRange", { start: startText, end: end.format("D MMM YYYY") });
    },
    [t, locale],
  );
  const day = useCallback((iso: string) => dayjs(iso).locale(locale).format("D MMM YYYY"), [locale]);
  const dateTime = useCallback(
    (iso: string) => dayjs(iso).locale(locale).format("D MMM YYYY, HH:mm"),
    [locale],
  );
  return { period, day, dateTime };
}
