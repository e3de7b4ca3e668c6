import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsView } from "@/components/inbox/notifications-view";
import { parseInboxFilters } from "@/lib/inbox/filters";
import { requirePageActor } from "@/lib/server/auth/page-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("title") };
}

/** /notifications?filter=unread&kind=…: the whole inbox of the active workspace. */
export default async function NotificationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requirePageActor();
  const filters = parseInboxFilters(await searchParams);
  return <NotificationsView workspaceId={actor.workspaceId} initialFilters={filters} />;
}
