import "server-only";
import * as z from "@/lib/zod";
import { resolveTokenActor } from "@/lib/server/api-tokens/resolve";
import { isApiTokenSecret } from "@/lib/server/api-tokens/secret";
import { decodeSessionCookie, sessionCookieName, verifyAccessToken } from "@/lib/server/auth/session-token";
import { resolveActor, type Actor } from "@/lib/server/auth/sessions";
import { clientIp, readCookie } from "@/lib/server/api/request";

const clientIdSchema = z.string().check(z.maxLength(100), z.regex(/^[\w.:-]+$/));

/**
 * Resolves the caller from `Authorization: Bearer` (when sent: an API token, `stk_…`, or a session's
 * access token) or the session cookie.
 */
export async function actorFromRequest(req: Request): Promise<Actor | null> {
  const parsedClientId = clientIdSchema.safeParse(req.headers.get("x-client-id"));
  const clientId = parsedClientId.success ? parsedClientId.data : null;
  const authorization = req.headers.get("authorization");
  if (authorization && !authorization.startsWith("Bearer ")) return null;
  const bearer = authorization?.slice(7).trim();
  if (bearer && isApiTokenSecret(bearer)) return resolveTokenActor(bearer, { ip: clientIp(req), clientId });
  const claims = bearer
    ? await verifyAccessToken(bearer)
    : await decodeSessionCookie(readCookie(req, sessionCookieName()));
  return claims ? resolveActor(claims, clientId) : null;
}
