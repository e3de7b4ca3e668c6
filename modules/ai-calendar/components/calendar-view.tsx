"use client";

import { Alert, Button, Grid, Group, Stack, Title } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { useServerSeed } from "@/lib/client/query/use-server-seed";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useTimeZone } from "@/lib/client/time-zone";
import { addDays, localDay, wallClock } from "@/lib/time/zoned";
import { calendarApi, calendarQueries, useCalendarLive } from "@/modules/ai-calendar/client/api";
import {
  blankDraft,
  nextHourDraft,
  quickAddDraft,
  type EventDraft,
} from "@/modules/ai-calendar/shared/new-draft";
import type { CalendarItem, EditScope } from "@/modules/ai-calendar/shared/types";
import {
  fromWall,
  stepDay,
  toWall,
  upcomingRange,
  viewRange,
  wallDay,
  wholeDays,
  type CalendarView as View,
} from "@/modules/ai-calendar/shared/views";
import type { CalendarPageData } from "@/modules/ai-calendar/server/page";
import dynamic from "next/dynamic";
import classes from "./calendar.module.css";
import { CalendarMenu } from "./calendar-files";
import { CalendarGrid } from "./calendar-grid";
import { LayersMenu, useCalendarLayers } from "./calendar-layers";
import { CalendarHeader } from "./calendar-header";
import type { DialogState } from "./event-dialog";
import { UpcomingPanel } from "./upcoming-panel";
import { useCalendarUrl, type DialogRoute } from "./use-calendar-url";

export interface CalendarViewProps extends CalendarPageData {
  /** The dialog the URL opens (…/events/create, …/events/{eventId}/edit). */
  dialog: DialogRoute | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** The dialog (its pickers, the repetition's rules, the editor) loads when first opened, not with the page. */
const EventDialog = dynamic(() => import("./event-dialog").then((loaded) => loaded.EventDialog), {
  ssr: false,
});
/** The question for a moved occurrence of a series, loaded when first asked. */
const ScopeModal = dynamic(() => import("./scope-modal").then((loaded) => loaded.ScopeModal), {
  ssr: false,
});
/** Find a time (its people picker) loads when first opened. */
const FindTimeModal = dynamic(() => import("./find-time-modal").then((loaded) => loaded.FindTimeModal), {
  ssr: false,
});
/** The time now, read in event handlers and key presses only (never while rendering). */
const clockNow = () => Date.now();

/**
 * The calendar page: the header (today, previous and next, the period, the views, quick add, New
 * event), the day, week, month or agenda view of the viewer's zone, and the upcoming panel; the event
 * dialog over it. Its first data came with the page (server/page.ts); later ranges are read as the
 * view moves, and again when the module's room says events changed.
 */
export function CalendarView({
  info,
  me,
  savedZone,
  toldZone,
  search,
  first,
  renderedAt,
  dialog,
}: CalendarViewProps) {
  const t = useTranslations("aiCalendar");
  const locale = useLocale();
  const moduleId = info.id;
  const zone = useTimeZone(savedZone, toldZone) ?? first?.zone ?? "UTC";
  const [view, setView] = useState<View>(search.view);
  const [day, setDay] = useState<string>(search.date ?? first?.day ?? localDay(renderedAt, zone));
  const url = useCalendarUrl(info, view, day);
  // A new event's draft while its dialog is open; …/events/create on a first load: the next hour.
  const [draft, setDraft] = useState<EventDraft | null>(() =>
    dialog?.kind === "create" && info.access.add ? nextHourDraft(zone, renderedAt) : null,
  );
  const [route, setRoute] = useState<DialogRoute | null>(dialog);
  const [finding, setFinding] = useState(false);
  const [moving, setMoving] = useState<{ event: CalendarItem; start: string; end: string } | null>(null);
  useCalendarLive(moduleId);

  const range = viewRange(view, day, zone);
  const seeded = useServerSeed(first && first.zone === zone ? first : null);
  const spec = calendarQueries.range(moduleId, iso(range.from), iso(range.to));
  const initialRange = seeded && seeded.day === day && view === search.view ? seeded.range : undefined;
  const shown = useQuery(spec, { keepPrevious: true, initialData: initialRange });
  const layers = useCalendarLayers(moduleId, info.project !== null, {
    from: iso(range.from),
    to: iso(range.to),
  });
  const soon = upcomingRange(renderedAt);
  const upcoming = useQuery(calendarQueries.range(moduleId, soon.from, soon.to), {
    initialData: seeded?.upcoming,
  });
  // An event's dialog reads the whole event (GET …/events/{id}); the views list only what they draw.
  const opened = useQuery(route?.kind === "edit" ? calendarQueries.event(moduleId, route.eventId) : null);

  const refresh = useCallback(() => invalidateQueries({ tag: moduleTag(moduleId) }), [moduleId]);
  const openRoute = (next: DialogRoute) => {
    setRoute(next);
    url.openDialog(next);
  };
  const openCreate = (next: EventDraft) => {
    setDraft(next);
    openRoute({ kind: "create" });
  };
  const openEvent = (item: CalendarItem) => {
    setDraft(null);
    openRoute({ kind: "edit", eventId: item.id });
  };
  const closeDialog = () => {
    setDraft(null);
    setRoute(null);
    url.closeDialog();
  };
  const create = (start: string, end: string, allDay: boolean) =>
    info.access.add &&
    openCreate(
      allDay
        ? blankDraft(zone, `${wallDay(start)} 00:00:00`, `${wallDay(end)} 00:00:00`, true)
        : blankDraft(zone, start, end),
    );
  const newEvent = () => info.access.add && openCreate(nextHourDraft(zone, clockNow()));

  const move = async (event: CalendarItem, start: string, end: string, scope?: EditScope) => {
    if (event.seriesId !== null && !scope) return setMoving({ event, start, end });
    // An all-day event keeps its number of days wherever it is dropped.
    const days = wholeDays(Date.parse(event.startDate), Date.parse(event.endDate));
    const body = event.allDay
      ? { startDate: wallDay(start), endDate: addDays(wallDay(start), days), allDay: true }
      : { startDate: iso(fromWall(start, zone)), endDate: iso(fromWall(end, zone)) };
    try {
      await calendarApi.update(moduleId, event.id, { ...body, scope });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("moveError")) });
    }
    await refresh();
  };

  const go = (next: { view?: View; day?: string }) => {
    if (next.view) setView(next.view);
    if (next.day) setDay(next.day);
  };
  // Google Calendar's keys (not while a dialog is open; the views' own arrow keys move between slots).
  const idle = !route && !moving && !finding;
  const onKey = (key: string) => {
    if (!idle) return;
    if (key === "t") go({ day: localDay(clockNow(), zone) });
    else if (key === "j" || key === "k") go({ day: stepDay(view, day, key === "j" ? 1 : -1) });
    else if (key === "c") newEvent();
    else go({ view: ({ d: "day", w: "week", m: "month", a: "agenda" } as const)[key as "d"] });
  };
  useHotkeys(["t", "j", "k", "d", "w", "m", "a", "c"].map((key) => [key, () => onKey(key)]));

  const dialogShown: DialogState | null = draft
    ? { kind: "create", draft }
    : route?.kind === "edit" && opened.data
      ? { kind: "edit", event: opened.data }
      : null;

  const quickAdd = async (sentence: string): Promise<boolean> => {
    const { parseQuickAdd } = await import("@/modules/ai-calendar/shared/quick-add");
    const parsed = parseQuickAdd(sentence, locale === "es" ? "es" : "en", wallClock(clockNow(), zone));
    if (!parsed) return false;
    openCreate(quickAddDraft(zone, parsed));
    return true;
  };

  const events = useMemo(() => shown.data?.data ?? [], [shown.data]);
  return (
    <Stack p="lg" gap="md" data-testid="ai-calendar-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{info.name}</Title>
        <Group gap="xs">
          {info.access.add && (
            <Button variant="default" onClick={() => setFinding(true)} data-testid="find-time">
              {t("findTime.open")}
            </Button>
          )}
          {info.access.add && (
            <Button onClick={newEvent} data-testid="new-event">
              {t("newEvent")}
            </Button>
          )}
          {info.project && <LayersMenu calendarId={moduleId} state={layers} />}
          <CalendarMenu moduleId={moduleId} canAdd={info.access.add} onImported={() => void refresh()} />
        </Group>
      </Group>
      <CalendarHeader
        view={view}
        day={day}
        zone={zone}
        loading={shown.fetching}
        canAdd={info.access.add}
        onGo={go}
        onQuickAdd={quickAdd}
      />
      {shown.error && (
        <Alert color="red" role="alert" title={t("loadError")}>
          <Button size="xs" variant="light" onClick={() => void shown.refetch()}>
            {t("retry")}
          </Button>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }} className={classes.views} data-testid="calendar-grid">
          <CalendarGrid
            view={view}
            day={day}
            zone={zone}
            events={events}
            layerItems={layers.items}
            canAdd={info.access.add}
            onOpen={openEvent}
            onMove={(event, start, end) => void move(event, start, end)}
            onCreate={create}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <UpcomingPanel events={upcoming.data?.data} zone={zone} now={renderedAt} onOpen={openEvent} />
        </Grid.Col>
      </Grid>
      {(route || dialogShown) && (
        <EventDialog
          moduleId={moduleId}
          state={dialogShown}
          loading={route?.kind === "edit" && !dialogShown && opened.loading}
          missing={route?.kind === "edit" && !dialogShown && opened.error !== null}
          onClose={closeDialog}
          onDone={() => {
            closeDialog();
            void refresh();
          }}
        />
      )}
      {finding && (
        <FindTimeModal
          opened={finding}
          moduleId={moduleId}
          me={me}
          zone={zone}
          onClose={() => setFinding(false)}
          onPick={(start, end, people) => {
            setFinding(false);
            openCreate({ ...blankDraft(zone, toWall(start, zone), toWall(end, zone)), members: people });
          }}
        />
      )}
      {moving && (
        <ScopeModal
          action="move"
          onCancel={() => {
            setMoving(null);
            void refresh();
          }}
          onPick={(scope) => {
            const pending = moving;
            setMoving(null);
            if (pending) void move(pending.event, pending.start, pending.end, scope);
          }}
        />
      )}
    </Stack>
  );
}
