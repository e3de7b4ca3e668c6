/**
 * Durations of the time tracker (spec §2: the timer shows HH:mm:ss): formatting, parsing what people
 * type, and an entry's length. Pure; shared by the timer bar, the entries list and the tests.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** `HH:mm:ss` of a number of seconds; hours grow past 24 for totals (`123:04:05`), never negative. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

const CLOCK = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/;
const HOURS = /^\d{1,3}(?:[.,]\d+)?$/;
const UNITS = /^(?:(\d{1,3}(?:[.,]\d+)?)\s*h)?\s*(?:(\d{1,4})\s*m(?:in)?)?\s*(?:(\d{1,5})\s*s)?$/;

const decimal = (text: string) => Number(text.replace(",", "."));

/**
 * Seconds of a typed duration, or null when it reads as none: `1:30` and `1:30:15` (clock), `1.5`,
 * `1,5` and `2` (hours), `90m`, `45m`, `1h 30m`, `2h`, `30s`.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === "") return null;
  const clock = CLOCK.exec(value);
  if (clock) {
    const [, hours = "0", minutes = "0", seconds = "0"] = clock;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  if (HOURS.test(value)) return Math.round(decimal(value) * 3600);
  const units = UNITS.exec(value);
  if (!units) return null;
  const [, hours, minutes, seconds] = units;
  if (hours === undefined && minutes === undefined && seconds === undefined) return null;
  return Math.round(decimal(hours ?? "0") * 3600) + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
}

/** What an entry needs to have a length: ISO instants, `end` null while it runs. */
export interface EntryTimes {
  start: string;
  end: string | null;
}

/** Whole seconds an entry lasts; a running one up to `now` (ms since the epoch). */
export function entrySeconds(entry: EntryTimes, now: number = Date.now()): number {
  const end = entry.end === null ? now : Date.parse(entry.end);
  return Math.max(0, Math.floor((end - Date.parse(entry.start)) / 1000));
}
