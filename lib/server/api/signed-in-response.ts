import "server-only";
import { NextResponse } from "next/server";
import { signAccessToken } from "@/lib/server/auth/session-token";
import type { SignedIn } from "@/lib/server/auth/login";
import { setSessionCookie } from "@/lib/server/api/session-cookie";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/config";

/** `{ accessToken, user }` for API clients, plus the session cookie (and the profile's language) for the browser. */
export async function signedInResponse(
  { claims, user, locale }: SignedIn,
  status = 200,
): Promise<NextResponse> {
  const accessToken = await signAccessToken(claims);
  const response = NextResponse.json({ accessToken, user, workspace: claims.workspace }, { status });
  await setSessionCookie(response, claims);
  // The language chosen on the profile follows the person to this browser (as the header switch sets it).
  if (isLocale(locale))
    response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
  return response;
}
