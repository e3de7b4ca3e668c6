import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "@/lib/server/env";
import { derivedKey } from "@/lib/server/security/derived-key";

/**
 * The answer link of an invitation e-mail: /meeting-invitation/{token}, the token naming the meeting
 * and the invited address, signed (HMAC-SHA256, a key derived from AUTH_SECRET for this purpose, 16
 * bytes) so that it answers for that address only and cannot be made up. It holds no expiry: it
 * stays good while the person is invited (taken off, or the meeting deleted, it finds nothing).
 * Opening it shows the meeting and the buttons; only pressing one answers (a mail scanner that
 * follows links changes nothing).
 */
export const INVITATION_PATH = "/meeting-invitation";

const SIGNATURE_CHARS = 22; // 16 bytes in base64url

const signature = (meetingId: string, email: string) =>
  createHmac("sha256", derivedKey("suite-meeting-response"))
    .update(`${meetingId}\n${email}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

/** The token of (meeting, address). */
export function responseToken(meetingId: string, email: string): string {
  const payload = Buffer.from(`${meetingId}${email.toLowerCase()}`, "utf8").toString("base64url");
  return `${payload}${signature(meetingId, email.toLowerCase())}`;
}

/** The link an invitation e-mail carries. */
export const responseLinkOf = (meetingId: string, email: string) =>
  `${appUrl()}${INVITATION_PATH}/${responseToken(meetingId, email)}`;

/** The meeting and address a token names, when this server signed it; null otherwise. */
export function readResponseToken(token: string): { meetingId: string; email: string } | null {
  if (token.length <= SIGNATURE_CHARS + 32) return null;
  const payload = Buffer.from(token.slice(0, -SIGNATURE_CHARS), "base64url").toString("utf8");
  const meetingId = payload.slice(0, 24);
  const email = payload.slice(24);
  if (!/^[0-9a-f]{24}$/.test(meetingId) || email.length === 0) return null;
  const given = Buffer.from(token.slice(-SIGNATURE_CHARS));
  const expected = Buffer.from(signature(meetingId, email));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { meetingId, email } : null;
}
