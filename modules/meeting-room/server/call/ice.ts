import "server-only";
import { createHmac } from "node:crypto";
import { callIceEnv } from "@/lib/server/env";
import { TURN_TTL_SECONDS, type IceServer } from "@/modules/meeting-room/call/protocol";

/**
 * coturn's REST API credentials (use-auth-secret): username `${expiry}:${userId}` (expiry in Unix
 * seconds), credential base64(HMAC-SHA1(secret, username)). coturn recomputes the credential from
 * its static-auth-secret and refuses it once the expiry has passed, so nothing is stored anywhere.
 */
export function turnCredentials(
  secret: string,
  userId: string,
  now = Date.now(),
  ttlSeconds = TURN_TTL_SECONDS,
): { username: string; credential: string } {
  const username = `${Math.floor(now / 1000) + ttlSeconds}:${userId}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

/**
 * The ICE servers a joiner gets: STUN_URLS (comma-separated) and TURN_URL with credentials for an
 * hour (TURN_URL without TURN_SECRET is left out: coturn would refuse it). None configured: an empty
 * list, which works on one machine and a LAN (host candidates).
 */
export function iceServersFor(userId: string, now = Date.now()): IceServer[] {
  const { STUN_URLS, TURN_URL, TURN_SECRET } = callIceEnv();
  const servers: IceServer[] = [];
  const stun = (STUN_URLS ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
  if (stun.length > 0) servers.push({ urls: stun });
  if (TURN_URL && TURN_SECRET) {
    const urls = TURN_URL.split(",")
      .map((url) => url.trim())
      .filter(Boolean);
    servers.push({ urls, ...turnCredentials(TURN_SECRET, userId, now) });
  }
  return servers;
}
