"use client";

import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { GoalPeriod } from "@/lib/goals/api";

/** An instant's text until the browser says its zone (the server's HTML, hydration). */
const PENDING = "…";

/**
 * Formats a goal's time period ("1 Jan – 31 Mar 2026") and instants in the user's language. A period
 * is calendar days, the same in every zone; an instant is written in the browser's zone, which the
 * server does not know: the page's HTML holds "…" for it until the browser has hydrated.
 */
export function useGoalDates() {
  const t = useTranslations("goals");
  const locale = useLocale();
  const hydrated = useHydrated();
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
  const day = useCallback(
    (iso: string) => (hydrated ? dayjs(iso).locale(locale).format("D MMM YYYY") : PENDING),
    [locale, hydrated],
  );
  const dateTime = useCallback(
    (iso: string) => (hydrated ? dayjs(iso).locale(locale).format("D MMM YYYY, HH:mm") : PENDING),
    [locale, hydrated],
  );
  return { period, day, dateTime };
}
