import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { jsonText, type JsonText } from "@/lib/server/api/json-text";
import { moduleAnswerCache } from "@/lib/server/cache/module-answers";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { expand } from "@/lib/calendar/recurrence";
import { OCCURRENCES_MAX, type EventRange } from "@/modules/ai-calendar/shared/types";
import type { RangeQuery } from "@/modules/ai-calendar/schemas/events";
import {
  exceptionStarts,
  itemAnswer,
  itemSelect,
  shownRow,
  type ItemRow,
} from "@/modules/ai-calendar/server/event-rows";
import { busyTitle, seriesTimes } from "@/modules/ai-calendar/server/find-event";
import { calendarScope } from "@/modules/ai-calendar/server/scope";

/** Whether [start, end) overlaps [from, to) (an event of no length: starts in it). */
function overlaps(start: number, end: number, from: number, to: number): boolean {
  return end > start ? start < to && end > from : start >= from && start < to;
}

type ShownItem = ReturnType<typeof shownRow<ItemRow>>;

/**
 * The rows of the modules whose span overlaps [from, to) — single events, series, and the exceptions
 * that move or cancel their occurrences —, as `userId` reads them: one indexed read for them all.
 */
export function rowsInRange(
  moduleIds: readonly string[],
  userId: string,
  range: { from: number; to: number },
) {
  return getDb().calendarEvent.findMany({
    where: {
      moduleId: moduleIds.length === 1 ? moduleIds[0] : { in: [...moduleIds] },
      spanEnd: { gt: new Date(range.from) },
      spanStart: { lt: new Date(range.to) },
    },
    select: itemSelect(userId),
  });
}

/**
 * The occurrences of one module's `rows` that overlap [from, to), by start (all-day ones first on a
 * day): each series expanded for the range with its exceptions' occurrences left out, the exceptions
 * shown at their own times. At most `limit`.
 */
export function occurrencesOf(
  rows: readonly ItemRow[],
  range: { from: number; to: number },
  limit = OCCURRENCES_MAX,
): { shown: ShownItem[]; truncated: boolean } {
  const excluded = exceptionStarts(rows);
  const rules = new Map(rows.flatMap((row) => (row.rule !== null ? [[row.id, row.rule] as const] : [])));
  const shown: ShownItem[] = [];
  for (const row of rows) {
    if (row.rule !== null) {
      for (const occurrence of expand(seriesTimes(row, excluded.get(row.id)), range, limit + 1))
        shown.push({
          row,
          start: occurrence.start,
          end: occurrence.end,
          seriesId: row.id,
          originalStart: occurrence.originalStart,
          rule: row.rule,
        });
    } else if (!row.cancelled && overlaps(row.start.getTime(), row.end.getTime(), range.from, range.to)) {
      shown.push(
        shownRow(row, row.recurringEventId === null ? null : (rules.get(row.recurringEventId) ?? null)),
      );
    }
  }
  shown.sort(
    (a, b) =>
      a.start - b.start ||
      Number(b.row.allDay) - Number(a.row.allDay) ||
      a.end - b.end ||
      (a.row.id < b.row.id ? -1 : 1),
  );
  return { shown: shown.slice(0, limit), truncated: shown.length > limit };
}

/** The range as the views list it, for a scope the gate has found (the API's and the page's first read). */
export async function rangeIn(scope: ModuleScope, query: RangeQuery, locale: Locale): Promise<EventRange> {
  const range = { from: Date.parse(query.from), to: Date.parse(query.to) };
  const { shown, truncated } = occurrencesOf(
    await rowsInRange([scope.moduleId], scope.membership.userId, range),
    range,
  );
  const busy = busyTitle(locale);
  return { data: shown.map((item) => itemAnswer(scope, item, busy)), truncated };
}

/**
 * Each node keeps the JSON of the ranges its viewers read (lib/server/cache/module-answers.ts): an
 * answer is given from memory while no change of the module's events (`ai-calendar.events`, emitted
 * by every write in its transaction) has committed since it was read, on any node, for 30 s at most.
 * It depends on the viewer (busy-only events, own events' rights), their rights and language.
 */
const RANGE_TTL_MS = 30_000;
const ranges = () =>
  moduleAnswerCache("calendar-ranges", {
    event: "ai-calendar.events",
    ttlMs: RANGE_TTL_MS,
    maxChars: 64 * 1024 * 1024,
    maxEntries: 2_000,
  });

/** GET /dashboard/{dashboardId}/ai-calendar/events?from&to: what the views show of the range. */
export async function listEvents(
  actor: Actor,
  moduleId: string,
  query: RangeQuery,
  locale: Locale = "en",
): Promise<JsonText<EventRange>> {
  const scope = await calendarScope(actor, moduleId, locale);
  const { access } = scope;
  const key = [
    scope.moduleId,
    scope.membership.userId,
    `${Number(access.add)}${Number(access.edit)}`,
    locale,
    Date.parse(query.from),
    Date.parse(query.to),
  ].join("|");
  const cache = ranges();
  const stored = await cache.fresh(scope.moduleId, key);
  if (stored !== null) return jsonText(stored);
  const generation = cache.generation(scope.moduleId);
  const text = JSON.stringify(await rangeIn(scope, query, locale));
  cache.store(scope.moduleId, key, generation, text);
  return jsonText(text);
}
