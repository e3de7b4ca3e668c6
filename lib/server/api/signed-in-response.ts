import "server-only";
import { NextResponse } from "next/server";
import { signAccessToken } from "@/lib/server/auth/session-token";
import type { SignedIn } from "@/lib/server/auth/login";
import { setSessionCookie } from "@/lib/server/api/session-cookie";

/** `{ accessToken, user }` for API clients, plus the session cookie for the browser. */
export async function signedInResponse({ claims, user }: SignedIn, status = 200): Promise<NextResponse> {
  const accessToken = await signAccessToken(claims);
  const response = NextResponse.json({ accessToken, user, workspace: claims.workspace }, { status });
  await setSessionCookie(response, claims);
  return response;
}
