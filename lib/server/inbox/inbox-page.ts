import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { inboxListParams, type InboxListQuery } from "@/lib/inbox/filters";
import type { NotificationPage } from "@/lib/inbox/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { listNotifications } from "./inbox";

/**
 * The inbox page's first page, read with the page (issue 42) by GET /notifications's service for
 * the URL's filters, sent as the browser sends them; `readAt`: when, which the page's "5 minutes
 * ago" are said against until the browser reads the list itself.
 */
export async function inboxFirstPage(
  actor: Actor,
  filters: Pick<InboxListQuery, "unread" | "kind">,
  locale: Locale,
): Promise<{ page: NotificationPage; readAt: number }> {
  const query = Object.fromEntries(
    Object.entries(inboxListParams(filters)).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
  const page = await listNotifications(actor, { query }, locale);
  return { page, readAt: Date.now() };
}
