"use client";

import "@mantine/schedule/styles.css";
import { Center, Loader } from "@mantine/core";
import { AgendaView, DayView, MonthView, WeekView, type ScheduleEventData } from "@mantine/schedule";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import type { CalendarItem } from "@/modules/ai-calendar/shared/types";
import { useHydrated } from "@/lib/client/use-hydrated";
import { toWall, viewDays, type CalendarView } from "@/modules/ai-calendar/shared/views";
import type { LayerItem } from "./calendar-layers";

/** What the grid tells its view: a click on an event, a move or resize, a new range dragged or clicked. */
export interface GridHandlers {
  onOpen: (event: CalendarItem) => void;
  onMove: (event: CalendarItem, start: string, end: string) => void;
  onCreate: (start: string, end: string, allDay: boolean) => void;
}

interface CalendarGridProps extends GridHandlers {
  view: CalendarView;
  /** The date the view shows (YYYY-MM-DD) and the zone its times are in. */
  day: string;
  zone: string;
  events: readonly CalendarItem[];
  /** The shown layers' items (task due dates, other calendars): drawn lighter, opened where they live. */
  layerItems: readonly LayerItem[];
  /** The viewer may add events (drag an empty range, click a slot). */
  canAdd: boolean;
}

/** A layer's item at an instant (a task due at a time) is drawn this long. */
const POINT_MS = 30 * 60_000;
const BUSINESS_HOURS: [string, string] = ["09:00:00", "17:00:00"];
/** Occurrences the server draws in the page's first HTML; more are drawn by the browser. */
const SERVER_RENDER_MAX = 400;

/**
 * The day, week, month and agenda views (@mantine/schedule, MIT, Mantine's own): events on the
 * viewer's wall clock, overlapping ones side by side, working hours shaded, all-day events in their
 * row, the week from Monday; drag to move, drag an edge to resize, drag an empty range (or click a
 * slot) to create; arrow keys move between slots and events. The header is the page's own.
 */
export function CalendarGrid({
  view,
  day,
  zone,
  events,
  layerItems,
  canAdd,
  onOpen,
  onMove,
  onCreate,
}: CalendarGridProps) {
  const t = useTranslations("aiCalendar");
  const locale = useLocale();
  const hydrated = useHydrated();
  const router = useRouter();
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const layerById = useMemo(() => new Map(layerItems.map((item) => [item.key, item])), [layerItems]);
  const data = useMemo<ScheduleEventData[]>(
    () => [
      ...events.map((event): ScheduleEventData => ({
        id: event.id,
        title: event.title,
        start: toWall(Date.parse(event.startDate), zone, event.allDay),
        end: toWall(Date.parse(event.endDate), zone, event.allDay),
        color: event.color,
        variant: "filled",
      })),
      ...layerItems.map((item): ScheduleEventData => {
        const start = Date.parse(item.startDate);
        const end = Math.max(Date.parse(item.endDate), item.allDay ? start : start + POINT_MS);
        return {
          id: item.key,
          title: item.done
            ? t("layers.done", { title: item.title })
            : item.upcoming
              ? t("layers.upcoming", { title: item.title })
              : item.title,
          start: toWall(start, zone, item.allDay),
          end: toWall(end, zone, item.allDay),
          color: item.color,
          variant: "light",
        };
      }),
    ],
    [events, layerItems, zone, t],
  );
  const labels = {
    today: t("today"),
    previous: t("previous"),
    next: t("next"),
    day: t("views.day"),
    week: t("views.week"),
    month: t("views.month"),
    agenda: t("views.agenda"),
    noEvents: t("noEventsInRange"),
    timeSlot: t("timeSlot"),
    allDay: t("dialog.allDay"),
    more: t("more"),
    moreLabel: (count: number) => t("moreCount", { count }),
  };
  const common = {
    events: data,
    locale,
    labels,
    withHeader: false,
    onEventClick: (item: ScheduleEventData) => {
      const event = byId.get(String(item.id));
      if (event) return onOpen(event);
      const layered = layerById.get(String(item.id));
      if (layered) router.push(layered.href);
    },
  } as const;
  /** A drop or a resize: the event's new wall times. */
  const moved = ({
    eventId,
    newStart,
    newEnd,
  }: {
    eventId: string | number;
    newStart: string;
    newEnd: string;
  }) => {
    const event = byId.get(String(eventId));
    if (event) onMove(event, newStart, newEnd);
  };
  const canChange = (item: ScheduleEventData) => byId.get(String(item.id))?.canEdit === true;
  const editable = {
    withEventsDragAndDrop: true,
    canDragEvent: canChange,
    onEventDrop: moved,
  };
  const timed = {
    ...common,
    ...editable,
    date: day,
    highlightBusinessHours: true,
    businessHours: BUSINESS_HOURS,
    startScrollTime: "08:00:00",
    // The time now differs between the server's HTML and the browser's: drawn once hydrated.
    withCurrentTimeIndicator: hydrated,
    scrollAreaProps: { mah: "max(420px, calc(100dvh - 260px))" },
    getCurrentTime: () => toWall(Date.now(), zone),
    withEventResize: true,
    canResizeEvent: canChange,
    onEventResize: moved,
    withDragSlotSelect: canAdd,
    onSlotDragEnd: (start: string, end: string) => onCreate(start, end, false),
    onTimeSlotClick: canAdd
      ? ({ slotStart, slotEnd }: { slotStart: string; slotEnd: string }) =>
          onCreate(slotStart, slotEnd, false)
      : undefined,
    onAllDaySlotClick: canAdd
      ? (date: string) => onCreate(`${date} 00:00:00`, `${date} 00:00:00`, true)
      : undefined,
  };
  // The month grid places every event of every week, a cost that grows with the square of a week's
  // events (1.7 s for 2,000 in a month; 90 ms for 300): above SERVER_RENDER_MAX the browser draws it,
  // so the page's first HTML is not held for seconds.
  if (data.length > SERVER_RENDER_MAX && !hydrated)
    return (
      <Center mih={320} data-testid="calendar-grid-pending">
        <Loader aria-label={t("loading")} />
      </Center>
    );
  if (view === "day") return <DayView {...timed} data-ready={hydrated || undefined} />;
  if (view === "week") return <WeekView {...timed} firstDayOfWeek={1} data-ready={hydrated || undefined} />;
  if (view === "agenda") {
    const { first, end } = viewDays("agenda", day);
    const { withHeader: _header, ...agenda } = common;
    return <AgendaView {...agenda} rangeStart={`${first} 00:00:00`} rangeEnd={`${end} 00:00:00`} />;
  }
  return (
    <MonthView
      {...common}
      {...editable}
      date={day}
      firstDayOfWeek={1}
      withDragSlotSelect={canAdd}
      onSlotDragEnd={(start: string, end: string) => onCreate(start, end, true)}
      onDayClick={
        canAdd ? (date: string) => onCreate(`${date} 00:00:00`, `${date} 00:00:00`, true) : undefined
      }
    />
  );
}
