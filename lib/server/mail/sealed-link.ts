import "server-only";
import { escapeHtml } from "@/lib/html-text";
import { seal, unseal } from "@/lib/server/security/seal";

// An e-mail's one link (a reset, verification or invitation token, an unsubscribe link) is a
// credential: an outbox row that is not sent yet keeps it encrypted (lib/server/security/seal.ts,
// with a purpose label of its own) and its text and HTML hold a placeholder where the link goes. The
// send-email job opens the row when it sends (every attempt, so retries work) and the stored copy of
// a sent message keeps no link at all (deliver-mail.ts).

/** Where the link goes in the stored text and HTML of a message not sent yet. */
export const SEALED_LINK = "[link encrypted until sent]";

const PURPOSE = "suite-outbox-email-link";

/** Binds a sealed link to its row: moved to another row or address, it does not open. */
const boundTo = (row: { id: string; to: string }) => `outbox-email:${row.id}:${row.to}`;

/** The link, encrypted for the row `row`. */
export function sealLink(row: { id: string; to: string }, link: string): string {
  return seal(PURPOSE, boundTo(row), link);
}

/**
 * The link of a stored row, decrypted (null without one). Throws when it does not open: another
 * AUTH_SECRET, another row, or a value that was never sealed. Tests and the e2e helpers read e-mailed
 * links through it.
 */
export function mailLink(row: { id: string; to: string; link: string | null }): string | null {
  if (row.link === null) return null;
  return unseal(PURPOSE, boundTo(row), row.link);
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
