"use client";

import { useFormatter, useNow } from "next-intl";
import { useCallback } from "react";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

/**
 * A message's time as the chat shows it, in the person's zone: HH:mm today, else the day and HH:mm
 * (`short`: the day alone, for the conversation list).
 */
export function useChatTime(): (iso: string, short?: boolean) => string {
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  return useCallback(
    (iso: string, short = false) => {
      const at = new Date(iso);
      const day = (date: Date) =>
        format.dateTime(date, { year: "numeric", month: "numeric", day: "numeric" });
      const time = format.dateTime(at, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
      if (day(at) === day(now)) return plainSpaces(time);
      const date = format.dateTime(at, { month: "short", day: "numeric" });
      return plainSpaces(short ? date : `${date}, ${time}`);
    },
    [format, now],
  );
}
