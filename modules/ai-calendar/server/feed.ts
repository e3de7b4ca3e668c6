import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { actingActor } from "@/lib/server/auth/acting-actor";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import { ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { CalendarFeed, CalendarFeedLink } from "@/modules/ai-calendar/shared/types";
import { calendarIcs, type IcsEvent } from "@/lib/server/calendar/ics";
import { calendarScope } from "@/modules/ai-calendar/server/scope";
import { eventSelect, exceptionStarts, isRestricted } from "@/modules/ai-calendar/server/event-rows";

/** The feed's path: the token, and ".ics" so that every calendar app takes it for one. */
export const FEED_PATH = "/api/v1/ai-calendar/feed";
/** A feed or an export holds the events from a year back on (and every series that reaches there). */
const PAST_DAYS = 366;
const FEED_EVENTS_MAX = 5_000;
const DAY_MS = 86_400_000;
/** How often a feed's last use is written (calendar apps poll every few minutes to hours). */
const USED_EVERY_MS = 3_600_000;

/**
 * The module's events as iCalendar carries them, as `scope`'s person may see them: series with their
 * deleted occurrences and their exceptions (by the series' UID), single events; someone else's
 * busy-only event as busy. From a year back on, at most 5,000 rows.
 */
export async function icsEvents(
  scope: ModuleScope,
  now: number,
  only?: { eventId: string },
): Promise<IcsEvent[]> {
  const rows = await getDb().calendarEvent.findMany({
    where: only
      ? { moduleId: scope.moduleId, OR: [{ id: only.eventId }, { recurringEventId: only.eventId }] }
      : { moduleId: scope.moduleId, spanEnd: { gt: new Date(now - PAST_DAYS * DAY_MS) } },
    select: { ...eventSelect, updatedAt: true },
    orderBy: { start: "asc" },
    take: FEED_EVENTS_MAX,
  });
  const me = scope.membership.userId;
  // Deleted occurrences are EXDATEs of their series; moved ones are VEVENTs with a RECURRENCE-ID.
  const excluded = exceptionStarts(rows.filter((row) => row.cancelled));
  const read = new Set(rows.map((row) => row.id));
  return rows
    .filter((row) => !row.cancelled && (row.recurringEventId === null || read.has(row.recurringEventId)))
    .map((row) => ({
      uid: row.uid,
      title: row.title,
      description: row.description,
      location: row.location ?? "",
      url: row.url,
      start: row.start,
      end: row.end,
      allDay: row.allDay,
      timeZone: row.timeZone,
      rule: row.rule,
      excluded: (excluded.get(row.id) ?? []).map((at) => new Date(at)),
      recurrenceId: row.originalStart,
      busyOnly: isRestricted(row, me),
      attendees: row.attendees.map((attendee) => ({
        email: attendee.email,
        name: attendee.user?.name ?? null,
        response: attendee.response,
      })),
      sequence: row.sequence,
      updatedAt: row.updatedAt,
    }));
}

/** GET /api/v1/ai-calendar/{moduleId}/feed: whether the caller has a subscription address, and its use. */
export async function getFeed(actor: Actor, moduleId: string, locale: Locale = "en"): Promise<CalendarFeed> {
  const scope = await calendarScope(actor, moduleId, locale);
  const feed = await getDb().calendarFeed.findUnique({
    where: { moduleId_userId: { moduleId: scope.moduleId, userId: actor.userId } },
    select: { createdAt: true, lastUsedAt: true },
  });
  return {
    active: feed !== null,
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastUsedAt: feed?.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * POST …/feed: a new private subscription address for the caller (shown once: only its token's
 * SHA-256 is kept); any earlier one stops working.
 */
export async function createFeed(
  actor: Actor,
  moduleId: string,
  locale: Locale = "en",
): Promise<CalendarFeedLink> {
  const scope = await calendarScope(actor, moduleId, locale);
  const token = newUrlToken();
  const data = { tokenHash: hashToken(token), createdAt: new Date(), lastUsedAt: null };
  const feed = await getDb().calendarFeed.upsert({
    where: { moduleId_userId: { moduleId: scope.moduleId, userId: actor.userId } },
    update: data,
    create: {
      id: newId(),
      ...ownerColumns(scope),
      userId: actor.userId,
      ...data,
    },
    select: { createdAt: true },
  });
  const url = `${appUrl()}${FEED_PATH}/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/, "webcal:"), createdAt: feed.createdAt.toISOString() };
}

/** DELETE …/feed: the caller's address stops working. */
export async function revokeFeed(
  actor: Actor,
  moduleId: string,
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await calendarScope(actor, moduleId, locale);
  await getDb().calendarFeed.deleteMany({ where: { moduleId: scope.moduleId, userId: actor.userId } });
  return { ok: true };
}

/** The person a feed belongs to, acting in the module's workspace (the gate reads their rights now). */
function feedActor(user: { id: string; email: string; name: string }, workspaceId: string): Actor {
  return actingActor(user, workspaceId, "calendar-feed");
}

/**
 * GET /api/v1/ai-calendar/feed/{token}.ics, what calendar apps poll: the module's events as its owner
 * may see them today. A revoked or unknown token, or a person who may no longer open the module, is
 * not found (the same answer for each).
 */
export async function serveFeed(rawToken: string, now = Date.now()): Promise<{ name: string; ics: string }> {
  const token = rawToken.replace(/\.ics$/i, "");
  const feed = await getDb().calendarFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      moduleId: true,
      lastUsedAt: true,
      user: { select: { id: true, email: true, name: true } },
      projectModule: { select: { project: { select: { workspaceId: true } } } },
      workspaceModule: { select: { workspaceId: true } },
    },
  });
  const workspaceId = feed?.projectModule?.project.workspaceId ?? feed?.workspaceModule?.workspaceId;
  if (!feed || !workspaceId) throw notFound("errors.calendarFeedNotFound");
  const scope = await calendarScope(feedActor(feed.user, workspaceId), feed.moduleId).catch(() => {
    throw notFound("errors.calendarFeedNotFound");
  });
  if (!feed.lastUsedAt || now - feed.lastUsedAt.getTime() > USED_EVERY_MS)
    await getDb().calendarFeed.update({ where: { id: feed.id }, data: { lastUsedAt: new Date(now) } });
  return { name: scope.name, ics: calendarIcs(scope.name, await icsEvents(scope, now), new Date(now)) };
}
