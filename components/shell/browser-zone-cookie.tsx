"use client";

import { useEffect } from "react";
import { BROWSER_ZONE_COOKIE, browserZoneCookie, zoneFromCookie } from "@/lib/users/browser-zone";
import { browserTimeZone } from "@/lib/time/time-zone";

/** The value of cookie `name` in `document.cookie`, or null. */
function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/**
 * Tells the server the browser's time zone (the `tz` cookie) whenever it is missing or differs, so
 * the next page that shows times to a user on "Automatic" renders them in the first HTML. Renders
 * nothing.
 */
export function BrowserZoneCookie() {
  useEffect(() => {
    const zone = browserTimeZone();
    if (zoneFromCookie(readCookie(BROWSER_ZONE_COOKIE)) === zone) return;
    document.cookie = browserZoneCookie(zone, window.location.protocol === "https:");
  }, []);
  return null;
}
