import { isValidTimeZone } from "@/lib/time/time-zone";

/**
 * The cookie in which the browser tells the server its time zone (an IANA name), so a page that
 * shows times to a user without a saved zone ("Automatic") renders them on the server in the zone
 * the browser will use. Written by the signed-in shell (BrowserZoneCookie) whenever it differs.
 */
export const BROWSER_ZONE_COOKIE = "tz";

/** The zone a `tz` cookie names, when this runtime knows it; anything else (broken, unknown) is null. */
export function zoneFromCookie(value: string | null | undefined): string | null {
  if (!value || value.length > 200) return null;
  let zone: string;
  try {
    zone = decodeURIComponent(value);
  } catch {
    return null;
  }
  return isValidTimeZone(zone) ? zone : null;
}

/** The `document.cookie` assignment that tells the server `zone` (a year, the whole site, same-site). */
export function browserZoneCookie(zone: string, secure: boolean): string {
  return `${BROWSER_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${secure ? "; secure" : ""}`;
}
