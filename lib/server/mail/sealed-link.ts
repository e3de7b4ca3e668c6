import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { escapeHtml } from "@/lib/html-text";
import { derivedKey } from "@/lib/server/security/derived-key";

// An e-mail's one link (a reset, verification or invitation token, an unsubscribe link) is a
// credential: an outbox row that is not sent yet keeps it encrypted (AES-256-GCM, a key derived from
// AUTH_SECRET by HKDF with a purpose label of its own) and its text and HTML hold a placeholder where
// the link goes. The send-email job opens the row when it sends (every attempt, so retries work) and
// the stored copy of a sent message keeps no link at all (deliver-mail.ts).

/** Where the link goes in the stored text and HTML of a message not sent yet. */
export const SEALED_LINK = "[link encrypted until sent]";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const linkKey = () => derivedKey("suite-outbox-email-link");

/** Binds a sealed link to its row: moved to another row or address, it does not open. */
const boundTo = (row: { id: string; to: string }) => Buffer.from(`outbox-email:${row.id}:${row.to}`);

/** The link, encrypted for the row `row`: `v1.<base64url of iv, tag and ciphertext>`. */
export function sealLink(row: { id: string; to: string }, link: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", linkKey(), iv).setAAD(boundTo(row));
  const sealed = Buffer.concat([cipher.update(link, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/**
 * The link of a stored row, decrypted (null without one). Throws when it does not open: another
 * AUTH_SECRET, another row, or a value that was never sealed. Tests and the e2e helpers read e-mailed
 * links through it.
 */
export function mailLink(row: { id: string; to: string; link: string | null }): string | null {
  if (row.link === null) return null;
  const [version, body] = row.link.split(".");
  const bytes = Buffer.from(body ?? "", "base64url");
  if (version !== VERSION || bytes.length <= IV_BYTES + TAG_BYTES)
    throw new Error("the e-mail's link is not sealed");
  const decipher = createDecipheriv("aes-256-gcm", linkKey(), bytes.subarray(0, IV_BYTES))
    .setAAD(boundTo(row))
    .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}

/** `text` with every occurrence of `link` (as it is, and HTML-escaped) replaced by `by`. */
export function replaceLink(text: string, link: string, by: string): string {
  return text.split(link).join(by).split(escapeHtml(link)).join(by);
}

export interface StoredMail {
  id: string;
  to: string;
  text: string;
  html: string;
  link: string | null;
}

/** What an outbox row stores of a message: its link sealed, its text and HTML holding a placeholder. */
export function sealMail(mail: StoredMail): StoredMail {
  if (!mail.link) return { ...mail, link: null };
  return {
    ...mail,
    text: replaceLink(mail.text, mail.link, SEALED_LINK),
    html: replaceLink(mail.html, mail.link, SEALED_LINK),
    link: sealLink(mail, mail.link),
  };
}

/** The message a stored row sends: its link decrypted and put back in the text (as is) and HTML (escaped). */
export function openMail<T extends StoredMail>(row: T): T {
  const link = mailLink(row);
  if (link === null) return row;
  return {
    ...row,
    text: row.text.split(SEALED_LINK).join(link),
    html: row.html.split(SEALED_LINK).join(escapeHtml(link)),
    link,
  };
}
