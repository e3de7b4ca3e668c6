import "server-only";
import type { NextResponse } from "next/server";
import {
  encodeSessionCookie,
  REMEMBER_MAX_AGE,
  sessionCookieName,
  type SessionClaims,
} from "@/lib/server/auth/session-token";

function baseOptions(name: string) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: name.startsWith("__Secure-") };
}

/** Remember me on: a cookie that outlives the browser; off: a browser-session cookie (no Max-Age). */
export async function sessionCookie(claims: SessionClaims) {
  const name = sessionCookieName();
  const options = { ...baseOptions(name), ...(claims.remember ? { maxAge: REMEMBER_MAX_AGE } : {}) };
  return { name, value: await encodeSessionCookie(claims), options };
}

export async function setSessionCookie(response: NextResponse, claims: SessionClaims): Promise<void> {
  const { name, value, options } = await sessionCookie(claims);
  response.cookies.set(name, value, options);
}

export function clearSessionCookie(response: NextResponse): void {
  const name = sessionCookieName();
  response.cookies.set(name, "", { ...baseOptions(name), maxAge: 0 });
}
