import "server-only";
import * as z from "@/lib/zod";
import { decodeSessionCookie, sessionCookieName, verifyAccessToken } from "@/lib/server/auth/session-token";
import { resolveActor, type Actor } from "@/lib/server/auth/sessions";
import { readCookie } from "@/lib/server/api/request";

const clientIdSchema = z.string().check(z.maxLength(100), z.regex(/^[\w.:-]+$/));

/** Resolves the caller from `Authorization: Bearer` (when sent) or the session cookie. */
export async function actorFromRequest(req: Request): Promise<Actor | null> {
  const clientId = clientIdSchema.safeParse(req.headers.get("x-client-id"));
  const authorization = req.headers.get("authorization");
  const claims = authorization
    ? authorization.startsWith("Bearer ")
      ? await verifyAccessToken(authorization.slice(7).trim())
      : null
    : await decodeSessionCookie(readCookie(req, sessionCookieName()));
  return claims ? resolveActor(claims, clientId.success ? clientId.data : null) : null;
}
