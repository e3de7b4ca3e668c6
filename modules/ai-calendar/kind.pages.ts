import "server-only";
import { defineKindPages } from "@/lib/server/modules/kind-pages";
import { aiCalendarKind } from "./kind";

/**
 * A workspace's own AI calendar module opens the calendar at /workspace-modules/{moduleId}: the page
 * the project's route renders too (components/calendar-page.tsx), loaded when the route renders it.
 */
export const aiCalendarPages = defineKindPages(aiCalendarKind, {
  workspace: () => import("./components/calendar-page").then((page) => page.CalendarPage),
});
