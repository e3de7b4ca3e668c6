import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { BROWSER_ZONE_COOKIE, zoneFromCookie } from "@/lib/users/browser-zone";
import { isValidTimeZone } from "@/lib/time/time-zone";

/**
 * The zone the viewer's browser told on an earlier visit (the `tz` cookie, lib/users/browser-zone.ts)
 * when this runtime knows it, once per page request; null without one.
 */
export const toldTimeZone = cache(async (): Promise<string | null> =>
  zoneFromCookie((await cookies()).get(BROWSER_ZONE_COOKIE)?.value),
);

/**
 * The zone a page renders the viewer's times in, as far as the server can know it: their saved
 * setting when this runtime knows it; on "Automatic" (or a zone unknown here) the one their browser
 * told; null if neither. The browser renders its first pass in the same zone (useTimeZone with
 * `told`) and re-reads in its own zone when it has moved since.
 */
export function renderZone(saved: string | null, told: string | null): string | null {
  return (saved !== null && isValidTimeZone(saved) ? saved : null) ?? told;
}
