import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "@/lib/server/security/derived-key";

// A credential the server must read again later (an e-mail's link until it is sent, a public link
// its owner copies again) is kept encrypted: AES-256-GCM under a key derived from AUTH_SECRET for
// one purpose, bound to what holds it (the additional data), so a sealed value moved to another row
// does not open.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `text` encrypted for `purpose`, bound to `boundTo`: `v1.<base64url of iv, tag and ciphertext>`. */
export function seal(purpose: string, boundTo: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv).setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/**
 * A sealed value's text. Throws when it does not open: another AUTH_SECRET, purpose or holder, or a
 * value that was never sealed.
 */
export function unseal(purpose: string, boundTo: string, value: string): string {
  const [version, body] = value.split(".");
  const bytes = Buffer.from(body ?? "", "base64url");
  if (version !== VERSION || bytes.length <= IV_BYTES + TAG_BYTES) throw new Error("the value is not sealed");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose), bytes.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(boundTo))
    .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}
