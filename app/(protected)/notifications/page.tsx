import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsView } from "@/components/inbox/notifications-view";
import { serverLocale } from "@/lib/i18n/server-locale";
import { parseInboxFilters } from "@/lib/inbox/filters";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { inboxFirstPage } from "@/lib/server/inbox/inbox-page";
import { orNotFound } from "@/lib/server/pages/load-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("title") };
}

/**
 * /notifications?filter=unread&kind=…: the whole inbox of the active workspace, its first page for
 * the URL's filters coming with the page (without an active workspace there is none to read).
 */
export default async function NotificationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [actor, locale] = await Promise.all([requirePageActor(), serverLocale()]);
  const filters = parseInboxFilters(await searchParams);
  const initial = actor.workspaceId ? await orNotFound(inboxFirstPage(actor, filters, locale)) : null;
  return <NotificationsView workspaceId={actor.workspaceId} initialFilters={filters} initial={initial} />;
}
