"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { errorMessage } from "@/lib/client/api";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
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
  type TimesheetFirstWeek,
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
 * tabs and devices arrive on the user room and are applied, and a lost connection reloads. `initial`
 * is the week the server read with the page: shown at once when it is this week in this zone, and
 * read again once the user room is heard (a change made in between would be missed).
 */
export function useTimesheetEntries(
  moduleId: string,
  zone: string | null,
  week: TimesheetWeek | null,
  list: EntryList,
  initial: TimesheetFirstWeek | null = null,
): TimesheetEntries {
  const t = useTranslations("errors");
  const { apply: applyToList } = list;
  const seed = useServerSeed(initial);
  const initialData = useMemo(
    () =>
      seed &&
      week &&
      seed.zone === zone &&
      seed.from === week.from.toISOString() &&
      seed.to === week.to.toISOString()
        ? applyWeekChanges([], { changed: seed.entries, deleted: [] }, week, moduleId)
        : undefined,
    [seed, week, zone, moduleId],
  );
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
    { initialData, staleTime: initialData ? SERVER_FRESH_MS : 0 },
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
  const seeded = initialData !== undefined;
  const onJoin = useCallback(() => {
    if (seeded) void reload();
  }, [seeded, reload]);
  useTimeEntriesEvents(onEvent, onReconnect, onJoin);

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
