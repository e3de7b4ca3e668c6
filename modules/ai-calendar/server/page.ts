import "server-only";
import * as z from "@/lib/zod";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { renderZone } from "@/lib/server/users/viewer-zone";
import { localDay } from "@/lib/time/zoned";
import {
  CALENDAR_VIEWS,
  upcomingRange,
  viewRange,
  type CalendarView,
} from "@/modules/ai-calendar/shared/views";
import type { AiCalendarInfo, EventRange } from "@/modules/ai-calendar/shared/types";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import { rangeIn } from "./list-events";
import { calendarScope } from "./scope";

/** The page's search params: the view and the date it shows (the module's id is the route's). */
const searchSchema = z.object({
  view: z._default(z.enum(CALENDAR_VIEWS), "week"),
  date: z.optional(z.iso.date()),
});
export interface CalendarSearch {
  view: CalendarView;
  date: string | null;
}

/** What the calendar's client view starts from (components/calendar-view.tsx). */
export interface CalendarPageData {
  info: AiCalendarInfo;
  /** The viewer (find a time starts with them). */
  me: { id: string; name: string };
  savedZone: string | null;
  toldZone: string | null;
  search: CalendarSearch;
  /** The view's first range and the upcoming panel's, read in the zone the page renders in (null: unknown here). */
  first: { zone: string; day: string; range: EventRange; upcoming: EventRange } | null;
  /** The instant the page was rendered for (today, the upcoming panel's hour). */
  renderedAt: number;
}

export type CalendarPageLoad = { kind: "search" } | { kind: "ok"; data: CalendarPageData };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The calendar page of the module `moduleId` through the gate (another workspace's module, a hidden or
 * private one: not found, the gate run once): its URL's view and date, and its first data read with
 * what the API calls — the view's range and the upcoming panel's — in the zone the viewer sees times in (their
 * saved one, else the one their browser told); with neither, the browser reads them.
 */
export async function loadCalendarPage(
  actor: Actor,
  moduleId: string,
  raw: PageSearchParams,
  locale: Locale,
  told: string | null,
): Promise<CalendarPageLoad> {
  const parsed = searchSchema.safeParse({ view: raw.view, date: raw.date });
  if (!parsed.success) return { kind: "search" };
  const search = { view: parsed.data.view, date: parsed.data.date ?? null };
  const [scope, savedZone] = await Promise.all([
    calendarScope(actor, moduleId, locale),
    getUserTimeZone(actor),
  ]);
  const info = moduleInfo(scope);
  const zone = renderZone(savedZone, told);
  const renderedAt = Date.now();
  let first: CalendarPageData["first"] = null;
  if (zone) {
    const day = search.date ?? localDay(renderedAt, zone);
    const shown = viewRange(search.view, day, zone);
    const [range, upcoming] = await Promise.all([
      rangeIn(scope, { from: iso(shown.from), to: iso(shown.to) }, locale),
      rangeIn(scope, upcomingRange(renderedAt), locale),
    ]);
    first = { zone, day, range, upcoming };
  }
  const me = { id: actor.userId, name: actor.name };
  return { kind: "ok", data: { info, me, savedZone, toldZone: told, search, first, renderedAt } };
}
