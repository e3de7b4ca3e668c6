import "server-only";
import { createHash, randomBytes } from "node:crypto";

// An API token's secret: `stk_` and 32 random bytes in base64url (43 characters). The prefix lets a
// person, a log reader or a secret scanner tell it from a session's access token (a JWT) at a glance;
// only the SHA-256 of the whole secret is stored, with its first characters to show in lists.

const PREFIX = "stk_";
const SECRET = /^stk_[A-Za-z0-9_-]{43}$/;

/** How many leading characters of a secret lists show ("stk_" and 8 more). */
export const SHOWN_PREFIX_LENGTH = 12;

/** Whether a bearer credential is one of our API tokens (else it is read as a session's JWT). */
export const isApiTokenSecret = (value: string): boolean => value.startsWith(PREFIX);

/** Whether a credential has the shape of a secret this module made. */
export const wellFormedSecret = (value: string): boolean => SECRET.test(value);

/** The stored form of a secret: its SHA-256, hex. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** A new secret, its hash and the prefix lists show. */
export function newSecret(): { secret: string; hash: string; prefix: string } {
  const secret = PREFIX + randomBytes(32).toString("base64url");
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, SHOWN_PREFIX_LENGTH) };
}
