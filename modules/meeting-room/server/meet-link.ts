import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appUrl } from "@/lib/server/env";
import { badRequest } from "@/lib/server/errors";
import { derivedKey } from "@/lib/server/security/derived-key";

/**
 * A meeting's link, /meet/{token}: the token is 24 random bytes and their signature (HMAC-SHA256 with
 * a key derived from AUTH_SECRET for this purpose, 16 bytes), so a link handed out by
 * POST …/integration/create-meeting can be given back when scheduling, and one made up cannot. The
 * call page still checks who opens it; the token only names the meeting.
 */
export const MEET_PATH = "/meet";

const linkKey = () => derivedKey("suite-meeting-link");

const signature = (random: Buffer) => createHmac("sha256", linkKey()).update(random).digest().subarray(0, 16);

/** A new signed token (54 base64url characters). */
export function newMeetingToken(): string {
  const random = randomBytes(24);
  return Buffer.concat([random, signature(random)]).toString("base64url");
}

/** The link of a token. */
export const meetLinkOf = (token: string) => `${appUrl()}${MEET_PATH}/${token}`;

/** Whether a token is one this server signed. */
export function isMeetingToken(token: string): boolean {
  if (!/^[\w-]{54}$/.test(token)) return false;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== 40) return false;
  return timingSafeEqual(bytes.subarray(24), signature(bytes.subarray(0, 24)));
}

/** The token of a link this server made (400 `validation.meetingLinkInvalid` otherwise). */
export function tokenOfLink(link: string): string {
  const prefix = `${appUrl()}${MEET_PATH}/`;
  const token = link.startsWith(prefix) ? link.slice(prefix.length) : "";
  if (!isMeetingToken(token)) throw badRequest("validation.meetingLinkInvalid");
  return token;
}
