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
