"use client";

import { useEffect, useRef } from "react";
import type { AiCalendarInfo } from "@/modules/ai-calendar/shared/types";
import type { CalendarView } from "@/modules/ai-calendar/shared/views";

/** The dialog a URL names: …/events/create or …/events/{eventId}/edit. */
export type DialogRoute = { kind: "create" } | { kind: "edit"; eventId: string };

/** The page's path: under its project (the spec's), or a workspace's own module's. */
export function calendarPath(info: Pick<AiCalendarInfo, "id" | "project">): string {
  return info.project ? `/project/${info.project.id}/ai-calendar` : `/workspace-modules/${info.id}`;
}

/**
 * Keeps the URL true to what the page shows, without a round trip (the History API, which Next's
 * router follows): ?view=&date= as the view moves, the spec's …/events/create and …/events/{id}/edit
 * while the dialog is open (a project's module; a workspace's own keeps its one path).
 */
export function useCalendarUrl(
  info: Pick<AiCalendarInfo, "id" | "project">,
  view: CalendarView,
  day: string,
) {
  const base = calendarPath(info);
  const dialogPath = useRef<string | null>(null);
  const query = () => {
    const params = new URLSearchParams();
    if (info.project) params.set("moduleId", info.id);
    if (view !== "week") params.set("view", view);
    params.set("date", day);
    return params.toString();
  };
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(null, "", `${dialogPath.current ?? base}?${query()}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query reads view and day
  }, [view, day, base]);
  return {
    openDialog(route: DialogRoute) {
      if (!info.project) return;
      dialogPath.current =
        route.kind === "create" ? `${base}/events/create` : `${base}/events/${route.eventId}/edit`;
      window.history.pushState(null, "", `${dialogPath.current}?${query()}`);
    },
    closeDialog() {
      if (dialogPath.current === null && !window.location.pathname.startsWith(`${base}/events/`)) return;
      dialogPath.current = null;
      window.history.replaceState(null, "", `${base}?${query()}`);
    },
  };
}
