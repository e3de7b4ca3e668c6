/**
 * A new event's draft (issue 33): what a click, a drag, "New event" or a quick-add sentence opens the
 * dialog with. Apart from draft.ts (editing, bodies), which reads rules with rrule: the page loads
 * this, the dialog that.
 */
import type { Recurrence } from "@/lib/calendar/recurrence";
import type { QuickAddDraft } from "./quick-add";
import { DEFAULT_EVENT_COLOR } from "./types";
import { parseWall, toWall, wallString } from "./views";

export interface EventDraft {
  title: string;
  allDay: boolean;
  /** Timed: wall times in `timeZone`; all day: "YYYY-MM-DD 00:00:00" of the first and the last day. */
  start: string;
  end: string;
  timeZone: string;
  /** The dialog's repetition; null: none. A rule the dialog does not offer stays as `customRule`. */
  recurrence: Recurrence | null;
  customRule: string | null;
  description: string;
  location: string;
  url: string;
  color: string;
  reminders: number[];
  busyOnly: boolean;
  /** Guests' addresses (a member's address invites the member). */
  guests: string[];
  /** Members invited by name (find a time's people): sent by id, their addresses never shown. */
  members: { id: string; name: string }[];
}

const HOUR_MS = 3_600_000;

/** A new event's draft from `start` to `end` (wall strings in `zone`), as a click or a drag made it. */
export function blankDraft(zone: string, start: string, end: string, allDay = false): EventDraft {
  return {
    title: "",
    allDay,
    start,
    end,
    timeZone: zone,
    recurrence: null,
    customRule: null,
    description: "",
    location: "",
    url: "",
    color: DEFAULT_EVENT_COLOR,
    reminders: [],
    busyOnly: false,
    guests: [],
    members: [],
  };
}

/** The next whole hour after `now` (an instant) for an hour: what "New event" starts with. */
export function nextHourDraft(zone: string, now: number): EventDraft {
  const wall = parseWall(toWall(now, zone));
  const start = wall - (wall % HOUR_MS) + HOUR_MS;
  return blankDraft(zone, wallString(start), wallString(start + HOUR_MS));
}

/** A quick-add sentence's draft (parseQuickAdd's), on `zone`'s clock. */
export function quickAddDraft(zone: string, parsed: QuickAddDraft): EventDraft {
  const dayStart = Date.parse(`${parsed.day}T00:00:00Z`);
  if (parsed.time === null) {
    const lastDay = dayStart + (Math.max(1, Math.round(parsed.minutes / 1_440)) - 1) * 24 * HOUR_MS;
    const draft = blankDraft(zone, wallString(dayStart), wallString(lastDay), true);
    return { ...draft, title: parsed.title, recurrence: parsed.recurrence };
  }
  const [hours = 0, minutes = 0] = parsed.time.split(":").map(Number);
  const start = dayStart + hours * HOUR_MS + minutes * 60_000;
  const draft = blankDraft(zone, wallString(start), wallString(start + parsed.minutes * 60_000));
  return { ...draft, title: parsed.title, recurrence: parsed.recurrence };
}
