import "server-only";
import * as z from "@/lib/zod";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { renderZone } from "@/lib/server/users/viewer-zone";
import type { MeetingList } from "@/modules/meeting-room/shared/types";
import { dayRange, homeRange, shownDay } from "@/modules/meeting-room/shared/page-ranges";
import { tabOf, type RoomTab } from "@/modules/meeting-room/shared/page-url";
import { meetingsIn } from "./list-meetings";
import { meetingScope } from "./scope";

/**
 * The page's search params: active (home, calendar, chats, whiteboards; any other value is home), the calendar's date, and `at`, the occurrence a details route shows. The module's id
 * is the route's.
 */
const searchSchema = z.object({
  active: z.optional(z.unknown()),
  date: z.optional(z.iso.date()),
  at: z.optional(z.iso.datetime({ offset: true })),
});

export interface MeetingRoomSearch {
  active: RoomTab;
  date: string | null;
  at: string | null;
}

/** What the page's client view starts from (components/meeting-room-view.tsx). */
export interface MeetingRoomPageData {
  info: ModuleInfo;
  /** The viewer (shown as 'Me' among the people). */
  me: { id: string; name: string };
  savedZone: string | null;
  toldZone: string | null;
  search: MeetingRoomSearch;
  /**
   * The open tab's first data, read in the zone the page renders in (null: no zone known here, the
   * browser reads it): the home tab's two months, or the calendar tab's day.
   */
  first: { zone: string; home: MeetingList | null; day: string; dayList: MeetingList | null } | null;
  /** The instant the page was rendered for (today, the home tab's now). */
  renderedAt: number;
}

export type MeetingRoomPageLoad = { kind: "search" } | { kind: "ok"; data: MeetingRoomPageData };

/**
 * The meeting room page of the module `moduleId` through the gate (another workspace's module, a
 * hidden or private one: not found): its URL's tab, date and occurrence, the viewer's rights, and the
 * open tab's first meetings read as the API reads them (meetingsIn, the gate run once), in the zone the viewer sees times in
 * (their saved one, else the one their browser told).
 */
export async function loadMeetingRoomPage(
  actor: Actor,
  moduleId: string,
  raw: PageSearchParams,
  locale: Locale,
  told: string | null,
): Promise<MeetingRoomPageLoad> {
  const parsed = searchSchema.safeParse({ active: raw.active, date: raw.date, at: raw.at });
  if (!parsed.success) return { kind: "search" };
  const search: MeetingRoomSearch = {
    active: tabOf(parsed.data.active),
    date: parsed.data.date ?? null,
    at: parsed.data.at ?? null,
  };
  const renderedAt = Date.now();
  const [scope, savedZone] = await Promise.all([
    meetingScope(actor, moduleId, locale),
    getUserTimeZone(actor),
  ]);
  const zone = renderZone(savedZone, told);
  let first: MeetingRoomPageData["first"] = null;
  // The chats and whiteboards tabs read their lists in the browser; the other two come with the page.
  if (zone && (search.active === "home" || search.active === "calendar")) {
    const day = shownDay(search.date, renderedAt, zone);
    const calendar = search.active === "calendar";
    const range = calendar ? dayRange(day, zone) : homeRange(renderedAt);
    const list = await meetingsIn(scope, { from: Date.parse(range.from), to: Date.parse(range.to) });
    first = { zone, day, home: calendar ? null : list, dayList: calendar ? list : null };
  }
  return {
    kind: "ok",
    data: {
      info: moduleInfo(scope),
      me: { id: actor.userId, name: actor.name },
      savedZone,
      toldZone: told,
      search,
      first,
      renderedAt,
    },
  };
}
