import "server-only";
import { cookies } from "next/headers";
import { sessionCookie } from "@/lib/server/api/session-cookie";
import type { SessionClaims } from "@/lib/server/auth/session-token";

/** Re-issues the session cookie from a server action, after the session's workspace changed. */
export async function setSessionCookieFromAction(claims: SessionClaims): Promise<void> {
  const { name, value, options } = await sessionCookie(claims);
  (await cookies()).set(name, value, options);
}
