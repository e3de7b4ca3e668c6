import "server-only";
import { createHash, createHmac } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { appUrl } from "@/lib/server/env";
import { derivedKey } from "@/lib/server/security/derived-key";

// A workspace's e-mail suppression list (issue 31): addresses its list mail (campaign e-mails) never
// goes to again — unsubscribed (a link or a mailbox's one-click), hard-bounced (the mail server
// refused the address for good) or complained. Every such e-mail carries an unsubscribe link of its
// own: a token per workspace and address, an HMAC of the two under a key derived from AUTH_SECRET
// (the same link in every e-mail), of which only the SHA-256 is stored (EmailUnsubscribeLink).

export const SUPPRESSION_REASONS = ["unsubscribed", "hardBounced", "complained"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

type Db = Prisma.TransactionClient | PrismaClient;

const normal = (email: string) => email.trim().toLowerCase();

/** The addresses of `emails` on the workspace's list (lower-cased). */
export async function suppressedAmong(
  db: Db,
  workspaceId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.emailSuppression.findMany({
    where: { workspaceId, email: { in: [...new Set(emails.map(normal))] } },
    select: { email: true },
  });
  return new Set(rows.map((row) => row.email));
}

/** Puts an address on the workspace's list; one already there keeps its first reason. */
export async function suppressAddress(
  db: Db,
  workspaceId: string,
  email: string,
  reason: SuppressionReason,
  detail: string | null = null,
): Promise<void> {
  await db.emailSuppression.createMany({
    data: [{ workspaceId, email: normal(email), reason, detail: detail?.slice(0, 500) ?? null }],
    skipDuplicates: true,
  });
}

const linkKey = () => derivedKey("suite-list-unsubscribe");

/** The token of an address's link in a workspace (43 base64url characters). */
const tokenOf = (workspaceId: string, email: string) =>
  createHmac("sha256", linkKey())
    .update(`${workspaceId}\n${normal(email)}`)
    .digest("base64url");

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The shape of a token in a link (anything else is refused before a lookup). */
export const UNSUBSCRIBE_TOKEN = /^[\w-]{43}$/;

/** Where an unsubscribe token goes: GET shows the confirmation page, POST unsubscribes (RFC 8058). */
export const listUnsubscribeUrl = (token: string) => `${appUrl()}/api/v1/mail/unsubscribe/${token}`;

/**
 * The unsubscribe link of each address (lower-cased) in the workspace, its token's hash stored (once
 * per address) in the caller's transaction.
 */
export async function unsubscribeLinks(
  db: Db,
  workspaceId: string,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(emails.map(normal))];
  if (unique.length === 0) return new Map();
  const tokens = unique.map((email) => ({ email, token: tokenOf(workspaceId, email) }));
  await db.emailUnsubscribeLink.createMany({
    data: tokens.map(({ email, token }) => ({ tokenHash: hashOf(token), workspaceId, email })),
    skipDuplicates: true,
  });
  return new Map(tokens.map(({ email, token }) => [email, listUnsubscribeUrl(token)]));
}

/** The workspace and address a token unsubscribes, or null (a malformed or unknown token). */
export async function unsubscribeTarget(
  db: Db,
  token: string,
): Promise<{ workspaceId: string; email: string } | null> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  return db.emailUnsubscribeLink.findUnique({
    where: { tokenHash: hashOf(token) },
    select: { workspaceId: true, email: true },
  });
}
