import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "@/lib/server/env";
import { derivedKey } from "@/lib/server/security/derived-key";

// A public link with a password (a file management link, a published dashboard) opens for a while
// once the right password was given: an HttpOnly cookie holding its expiry and an HMAC of the link,
// its password's hash and that expiry, under a key derived for the link's kind. A new password (a new
// hash) closes every cookie given before it; nothing is stored on the server.

const UNLOCK_HOURS = 12;

export interface UnlockCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; path: "/"; secure: boolean; maxAge: number };
}

/** Reads a request's cookies by name. */
export type CookieJar = (name: string) => string | undefined;

/** The unlocking of one kind of link: its key's purpose and its cookies' name prefix. */
export function unlockCookies(purpose: string, prefix: string) {
  const name = (linkId: string) => `${prefix}-${linkId}`;
  const mac = (link: { id: string; passwordHash: string | null }, expires: number) =>
    createHmac("sha256", derivedKey(purpose))
      .update(`${link.id}:${link.passwordHash ?? ""}:${expires}`)
      .digest("base64url");

  return {
    name,
    /** Whether the link is open for this request: no password, or its cookie is valid now. */
    unlocked(link: { id: string; passwordHash: string | null }, cookies: CookieJar): boolean {
      if (!link.passwordHash) return true;
      const [expires, given] = (cookies(name(link.id)) ?? "").split(".");
      const until = Number(expires);
      if (!given || !Number.isSafeInteger(until) || until * 1000 < Date.now()) return false;
      const expected = Buffer.from(mac(link, until));
      const received = Buffer.from(given);
      return received.length === expected.length && timingSafeEqual(received, expected);
    },
    /** The cookie that opens the link for UNLOCK_HOURS (after its password was checked). */
    cookie(link: { id: string; passwordHash: string | null }): UnlockCookie {
      const maxAge = UNLOCK_HOURS * 60 * 60;
      const expires = Math.floor(Date.now() / 1000) + maxAge;
      return {
        name: name(link.id),
        value: `${expires}.${mac(link, expires)}`,
        options: {
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure: appUrl().startsWith("https://"),
          maxAge,
        },
      };
    },
  };
}
