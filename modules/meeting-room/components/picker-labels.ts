"use client";

import type { CalendarAriaLabels } from "@mantine/dates";
import { useTranslations } from "next-intl";

/** The date pickers' arrow and level buttons' names, in the person's language. */
export function usePickerLabels(): CalendarAriaLabels {
  const t = useTranslations("meetingRoom.calendar.picker");
  return {
    monthLevelControl: t("monthLevel"),
    yearLevelControl: t("yearLevel"),
    nextMonth: t("nextMonth"),
    previousMonth: t("previousMonth"),
    nextYear: t("nextYear"),
    previousYear: t("previousYear"),
    nextDecade: t("nextDecade"),
    previousDecade: t("previousDecade"),
  };
}
