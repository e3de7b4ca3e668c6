// An entry's start, end and duration edited in place, and the PATCH bodies they become, checked with
// updateEntrySchema (the end after the start, 24 hours at most) so the row shows the server's
// messages. Times are local `HH:mm` in the viewer's zone; the end keeps its day relative to the start
// (an entry past midnight stays so). Pure.
import * as z from "@/lib/zod";
import type { UpdateEntryBody } from "@/modules/time-tracker/client/api";
import { updateEntrySchema } from "@/modules/time-tracker/schemas/time-tracker";
import { entrySeconds, formatDuration, parseDuration } from "@/modules/time-tracker/shared/durations";
import {
  addDays,
  daysBetween,
  localDay,
  localTime,
  zonedTimeToUtc,
} from "@/modules/time-tracker/shared/grouping";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";

export interface EntryTimesValues {
  start: string;
  end: string;
  /** A typed duration (1:30, 1.5, 90m): it moves the end. */
  duration: string;
}

type Entry = Pick<TimeEntryItem, "start" | "end">;

/** What the fields show of the saved entry (a running one has no end and no duration yet). */
export function entryTimesValues(entry: Entry, zone: string): EntryTimesValues {
  return {
    start: localTime(entry.start, zone),
    end: entry.end ? localTime(entry.end, zone) : "",
    duration: formatDuration(entry.end ? entrySeconds(entry) : 0),
  };
}

/**
 * The change of the start and end fields: only what moved; a running entry's start only. Null when a
 * time does not read.
 */
export function entryTimesBody(entry: Entry, values: EntryTimesValues, zone: string): UpdateEntryBody | null {
  const saved = entryTimesValues(entry, zone);
  const startDay = localDay(entry.start, zone);
  const start = zonedTimeToUtc(startDay, values.start, zone);
  if (!start) return null;
  if (!entry.end) return { start: start.toISOString() };
  const endDay = addDays(startDay, daysBetween(startDay, localDay(entry.end, zone)));
  const end = zonedTimeToUtc(endDay, values.end, zone);
  if (!end) return null;
  const body: UpdateEntryBody = {};
  if (values.start !== saved.start) body.start = start.toISOString();
  if (values.end !== saved.end) body.end = end.toISOString();
  return body;
}

/** The change of the duration field: the end it moves to. Null when the duration does not read. */
export function entryDurationBody(entry: Entry, values: EntryTimesValues): { end: string } | null {
  const seconds = parseDuration(values.duration);
  if (seconds === null) return null;
  return { end: new Date(Date.parse(entry.start) + seconds * 1000).toISOString() };
}

/**
 * The fields' rules, each on its own field and only once it differs from the saved value: times
 * that read, a running entry's start before `now`, a duration that reads, and updateEntrySchema's
 * range (checked with both ends, as the server checks the entry it changes).
 */
export const entryTimesFormSchema = (entry: Entry, zone: string, now: () => number) =>
  z.object({ start: z.string(), end: z.string(), duration: z.string() }).check(
    z.superRefine((values, ctx) => {
      const saved = entryTimesValues(entry, zone);
      const issue = (field: keyof EntryTimesValues, message: string) =>
        ctx.addIssue({ code: "custom", message, path: [field] });
      const range = (field: keyof EntryTimesValues, start: string, end: string) => {
        const parsed = z.safeParse(updateEntrySchema, { start, end });
        if (!parsed.success) issue(field, parsed.error.issues[0]?.message ?? "validation.invalidRange");
      };

      if (values.start !== saved.start || values.end !== saved.end) {
        const body = entryTimesBody(entry, values, zone);
        const field = entry.end ? "end" : "start";
        if (!body) issue(field, "validation.invalidRange");
        else if (!entry.end) {
          if (body.start && Date.parse(body.start) >= now()) issue("start", "validation.invalidRange");
        } else range("end", body.start ?? entry.start, body.end ?? entry.end);
      }

      if (entry.end && values.duration !== saved.duration) {
        const body = entryDurationBody(entry, values);
        if (!body) issue("duration", "validation.entryDurationInvalid");
        else range("duration", entry.start, body.end);
      }
    }),
  );
