import "server-only";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { consume } from "@/lib/server/security/rate-limit";
import { suppressAddress, unsubscribeTarget } from "./suppression";

// The public side of a workspace's unsubscribe links (suppression.ts): no sign-in, limited per client
// address like the other public endpoints. Opening a link (GET) changes nothing — mail scanners open
// links — it leads to a page that asks; a POST (that page's button, or a mailbox's one-click POST of
// `List-Unsubscribe=One-Click`, RFC 8058) puts the address on the workspace's suppression list.

/** The page a link leads to (it asks before unsubscribing). */
export async function listUnsubscribePage(token: string, meta: RequestMeta): Promise<string> {
  await consume("unsubscribePerIp", meta.ip);
  return `${appUrl()}/unsubscribe/list?token=${encodeURIComponent(token)}`;
}

/** Unsubscribes the token's address from its workspace's e-mails (again: still unsubscribed). */
export async function unsubscribeFromList(
  token: string,
  meta: RequestMeta,
  how: "link" | "one-click",
): Promise<{ unsubscribed: true }> {
  await consume("unsubscribePerIp", meta.ip);
  const target = await unsubscribeTarget(getDb(), token);
  if (!target) throw notFound("errors.unsubscribeInvalid");
  await suppressAddress(getDb(), target.workspaceId, target.email, "unsubscribed", how);
  return { unsubscribed: true };
}
