/**
 * Time zones: IANA names as the browser reports them (Intl). Entries are stored in UTC; the day an
 * entry belongs to is its start's calendar day in the viewer's time zone.
 */

const valid = new Map<string, boolean>();

/** Whether `name` is a time zone this runtime knows (an IANA name such as "Europe/Madrid", or "UTC"). */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  const known = valid.get(name);
  if (known !== undefined) return known;
  let ok = false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    ok = true;
  } catch {
    ok = false;
  }
  if (valid.size < 1_000) valid.set(name, ok);
  return ok;
}

/** The browser's time zone (UTC when it reports none the runtime knows). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : "UTC";
}

/**
 * Every time zone the runtime lists (`Intl.supportedValuesOf`), with "UTC" (which engines leave out)
 * and any `extra` zone it does not list but knows (a saved alias such as "Asia/Calcutta").
 */
export function supportedTimeZones(extra: readonly (string | null | undefined)[] = []): string[] {
  const zones = new Set(
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [],
  );
  zones.add("UTC");
  for (const zone of extra) if (zone && isValidTimeZone(zone)) zones.add(zone);
  return [...zones];
}

/** A zone's wall clock to the minute, as Intl formats it ("en-US" with a 24-hour clock). */
export const WALL_CLOCK_OPTIONS = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;

/** What `format` shows of `instant` (ms), by part type, as numbers (`{ year: 2025, month: 3, … }`). */
export function numericParts(format: Intl.DateTimeFormat, instant: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes `zone` is ahead of UTC at `instant` (ms): 60 for Europe/Madrid in winter, -300 for New York. */
export function utcOffsetMinutes(zone: string, instant: number): number {
  const minute = Math.floor(instant / 60_000) * 60_000;
  const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, ...WALL_CLOCK_OPTIONS });
  const parts = numericParts(format, minute);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24, // some engines still answer 24 for midnight
    parts.minute ?? 0,
  );
  return Math.round((wall - minute) / 60_000);
}

/** An offset in minutes as `+01:00` / `-03:30` (`+00:00` for UTC itself). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

export interface TimeZoneOption {
  /** The IANA name. */
  zone: string;
  /** Its offset from UTC at the instant asked for, in minutes. */
  offset: number;
}

/** `zones` with their offsets at `instant`, west to east, then by name. */
export function timeZoneOptions(zones: readonly string[], instant: number): TimeZoneOption[] {
  return zones
    .map((zone) => ({ zone, offset: utcOffsetMinutes(zone, instant) }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone, "en"));
}

const searchText = (text: string) => text.toLowerCase().replace(/_/g, " ");

/**
 * Whether a zone's label matches what was typed: every word, in any order, case-insensitive, with
 * "_" read as a space ("new york" finds America/New_York).
 */
export function matchesTimeZoneSearch(label: string, search: string): boolean {
  const text = searchText(label);
  return searchText(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
