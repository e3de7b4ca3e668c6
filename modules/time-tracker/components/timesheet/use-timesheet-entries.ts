"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { timeTrackerApi, useTimeEntriesEvents, type EntryQuery } from "@/modules/time-tracker/client/api";
import {
  applyWeekChanges,
  type BulkChanges,
  type TimesheetWeek,
} from "@/modules/time-tracker/shared/timesheet";
import {
  ENTRY_PAGE_MAX,
  type TimeEntriesEvent,
  type TimeEntryItem,
} from "@/modules/time-tracker/shared/types";
import type { EntryList } from "../use-entry-list";

export interface TimesheetEntries {
  /** The week's entries; null until they have loaded. */
  entries: TimeEntryItem[] | null;
  error: string | null;
  reload: () => Promise<void>;
  /** One bulk PATCH; its answer is applied here and to the timer tab's list. Throws the API's error. */
  save: (changes: BulkChanges) => Promise<void>;
}

/**
 * The caller's entries that start in `week` (every page of them), kept live: changes made in other
 * tabs and devices arrive on the user room and are applied, and a lost connection reloads.
 */
export function useTimesheetEntries(
  moduleId: string,
  zone: string | null,
  week: TimesheetWeek | null,
  list: EntryList,
): TimesheetEntries {
  const t = useTranslations("errors");
  // Tagged with their week, so another week's entries never show while the next one loads.
  const [loaded, setLoaded] = useState<{ start: string; entries: TimeEntryItem[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const { apply: applyToList } = list;

  const reload = useCallback(async () => {
    if (!zone || !week) return;
    const mine = ++generation.current;
    setError(null);
    try {
      const found: TimeEntryItem[] = [];
      let cursor: string | null = null;
      do {
        const query: EntryQuery & { from: string; to: string } = {
          tz: zone,
          from: week.from.toISOString(),
          to: week.to.toISOString(),
          limit: ENTRY_PAGE_MAX,
          cursor,
        };
        const page = await timeTrackerApi.entries(moduleId, query);
        if (mine !== generation.current) return;
        found.push(...page.data);
        // Pages come newest first: once one reaches before the week, the rest are older still.
        const oldest = page.data.at(-1);
        cursor = oldest && Date.parse(oldest.start) >= week.from.getTime() ? page.nextCursor : null;
      } while (cursor);
      setLoaded({
        start: week.start,
        entries: applyWeekChanges([], { changed: found, deleted: [] }, week, moduleId),
      });
    } catch (caught) {
      if (mine === generation.current) setError(errorMessage(caught, t("somethingWentWrong")));
    }
  }, [moduleId, zone, week, t]);

  useEffect(() => {
    const timer = setTimeout(() => void reload(), 0);
    return () => clearTimeout(timer);
  }, [reload]);

  const apply = useCallback(
    (changed: readonly TimeEntryItem[], deleted: readonly string[]) => {
      if (!week) return;
      setLoaded((current) =>
        current?.start === week.start
          ? {
              start: current.start,
              entries: applyWeekChanges(current.entries, { changed, deleted }, week, moduleId),
            }
          : current,
      );
    },
    [week, moduleId],
  );

  const onEvent = useCallback(
    (event: TimeEntriesEvent) => {
      if (event.moduleId === moduleId) apply(event.changed, event.deleted);
    },
    [moduleId, apply],
  );
  const onReconnect = useCallback(() => void reload(), [reload]);
  useTimeEntriesEvents(onEvent, onReconnect);

  const save = useCallback(
    async (changes: BulkChanges) => {
      const result = await timeTrackerApi.bulk(moduleId, changes);
      const changed = [...result.created, ...result.updated];
      apply(changed, result.deleted);
      applyToList(changed, result.deleted);
    },
    [moduleId, apply, applyToList],
  );

  const entries = loaded && week && loaded.start === week.start ? loaded.entries : null;
  return { entries, error, reload, save };
}
