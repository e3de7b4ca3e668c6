"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorMessage } from "@/lib/client/api";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
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
  const { apply: applyToList } = list;
  // Keyed by the week, so another week's entries never show while the next one loads.
  const query = useQuery(
    zone && week
      ? customQuery(
          ["timesheet", moduleId, zone, week.from.toISOString(), week.to.toISOString()],
          async (signal) => {
            const found: TimeEntryItem[] = [];
            let cursor: string | null = null;
            do {
              const entryQuery: EntryQuery & { from: string; to: string } = {
                tz: zone,
                from: week.from.toISOString(),
                to: week.to.toISOString(),
                limit: ENTRY_PAGE_MAX,
                cursor,
              };
              const page = await timeTrackerApi.entries(moduleId, entryQuery, signal);
              found.push(...page.data);
              // Pages come newest first: once one reaches before the week, the rest are older still.
              const oldest = page.data.at(-1);
              cursor = oldest && Date.parse(oldest.start) >= week.from.getTime() ? page.nextCursor : null;
            } while (cursor);
            return applyWeekChanges([], { changed: found, deleted: [] }, week, moduleId);
          },
          [moduleTag(moduleId)],
        )
      : null,
  );
  const { refetch: reload, setData } = query;
  const error = query.error ? errorMessage(query.error, t("somethingWentWrong")) : null;

  const apply = useCallback(
    (changed: readonly TimeEntryItem[], deleted: readonly string[]) => {
      if (!week) return;
      setData((current) => current && applyWeekChanges(current, { changed, deleted }, week, moduleId));
    },
    [week, moduleId, setData],
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

  return { entries: query.data ?? null, error, reload, save };
}
