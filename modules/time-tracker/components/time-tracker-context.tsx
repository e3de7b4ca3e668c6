"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { timeTrackerApi, useTimeEntriesEvents } from "@/modules/time-tracker/client/api";
import { ServerClock, useTimeZone } from "@/modules/time-tracker/client/clock";
import type {
  RunningEntry,
  TimeEntriesEvent,
  TimeTagItem,
  TimeTrackerFirstEntries,
  TimeTrackerInfo,
  TimesheetFirstWeek,
} from "@/modules/time-tracker/shared/types";
import { useEntryActions, type EntryActions } from "./use-entry-actions";
import { useEntryList, type EntryList } from "./use-entry-list";

interface TimeTrackerContextValue {
  module: { id: string; name: string };
  project: TimeTrackerInfo["project"];
  access: TimeTrackerInfo["access"];
  /**
   * The viewer's time zone: their saved setting, else the browser's (then null until the browser has
   * rendered).
   */
  zone: string | null;
  tags: TimeTagItem[];
  addTag: (title: string) => Promise<TimeTagItem>;
  /** The caller's running timer, in this module or another. */
  running: RunningEntry | null;
  tagFilter: string | null;
  setTagFilter: (tagId: string | null) => void;
  list: EntryList;
  actions: EntryActions;
  /** The timesheet's week the server read with the page (on `?active=timesheet`), else null. */
  firstWeek: TimesheetFirstWeek | null;
}

const TimeTrackerContext = createContext<TimeTrackerContextValue | null>(null);

export function useTimeTracker(): TimeTrackerContextValue {
  const value = useContext(TimeTrackerContext);
  if (!value) throw new Error("useTimeTracker outside TimeTrackerProvider");
  return value;
}

/**
 * The time tracker page's state: the module, its tags, the caller's running timer and entries, kept
 * live by the user room (a timer started or stopped in another tab or device shows here). `savedZone`
 * is the user's time zone setting (null = automatic: the browser's), `toldZone` the zone the browser
 * told the server (the `tz` cookie: the first render's zone on "Automatic"); `firstEntries` the timer
 * tab's first page the server read in that zone, `firstWeek` the timesheet's week (when the page
 * opened on it), and `renderedAt` the instant the page was rendered for (both
 * from getTimeTrackerPage: the page shows its entries and times from the server's HTML).
 */
export function TimeTrackerProvider({
  info,
  savedZone,
  toldZone = null,
  firstEntries = null,
  firstWeek = null,
  renderedAt = null,
  children,
}: {
  info: TimeTrackerInfo;
  savedZone: string | null;
  toldZone?: string | null;
  firstEntries?: TimeTrackerFirstEntries | null;
  firstWeek?: TimesheetFirstWeek | null;
  renderedAt?: number | null;
  children: ReactNode;
}) {
  const self = useMemo(() => ({ id: info.id, name: info.name }), [info.id, info.name]);
  const zone = useTimeZone(savedZone, toldZone);
  const [tags, setTags] = useState(info.tags);
  const [running, setRunning] = useState(info.running);
  const [tagFilter, setTagFilter] = useState<string | null>(null);
  const list = useEntryList(
    info.id,
    zone,
    tagFilter,
    renderedAt === null ? undefined : { entries: firstEntries, renderedAt },
  );
  const { apply, reload } = list;
  const actions = useEntryActions({ module: self, apply, setRunning });

  const addTag = useCallback(
    async (title: string) => {
      const tag = await timeTrackerApi.createTag(info.id, title);
      setTags((current) => (current.some((known) => known.id === tag.id) ? current : [...current, tag]));
      return tag;
    },
    [info.id],
  );

  const refreshTags = useCallback(() => {
    void timeTrackerApi.tags(info.id).then(setTags, () => undefined);
  }, [info.id]);

  const onEvent = useCallback(
    (event: TimeEntriesEvent) => {
      setRunning(event.running);
      if (event.moduleId !== info.id) return;
      apply(event.changed, event.deleted);
      // A tag made in another tab: learn its name.
      const known = new Set(tags.map((tag) => tag.id));
      if (event.changed.some((entry) => entry.tags.some((id) => !known.has(id)))) refreshTags();
    },
    [info.id, apply, tags, refreshTags],
  );

  const refreshInfo = useCallback(() => {
    void timeTrackerApi.info(info.id).then(
      (fresh) => {
        setRunning(fresh.running);
        setTags(fresh.tags);
      },
      () => undefined,
    );
  }, [info.id]);
  const onReconnect = useCallback(() => {
    void reload();
    refreshInfo();
  }, [reload, refreshInfo]);
  // The running timer (and the entries, when the server rendered them) were read when the page
  // rendered: once the user room is heard, read them again (a change made elsewhere in between
  // would otherwise show only after a reload).
  const { seeded } = list;
  const onJoin = useCallback(() => {
    refreshInfo();
    if (seeded) void reload();
  }, [refreshInfo, seeded, reload]);

  useTimeEntriesEvents(onEvent, onReconnect, onJoin);

  const value = useMemo<TimeTrackerContextValue>(
    () => ({
      module: self,
      project: info.project,
      access: info.access,
      zone,
      tags,
      addTag,
      running,
      tagFilter,
      setTagFilter,
      list,
      actions,
      firstWeek,
    }),
    [self, info.project, info.access, zone, tags, addTag, running, tagFilter, list, actions, firstWeek],
  );
  return (
    <TimeTrackerContext.Provider value={value}>
      <ServerClock value={renderedAt}>{children}</ServerClock>
    </TimeTrackerContext.Provider>
  );
}
