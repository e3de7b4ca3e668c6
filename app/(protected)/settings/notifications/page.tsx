import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationSettingsForm } from "@/components/inbox/notification-settings-form";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { getNotificationPreferences } from "@/lib/server/inbox/preferences";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications.settings"))("title") };
}

/** /settings/notifications: each kind in the app and by e-mail, and the e-mails' language. */
export default async function NotificationSettingsPage() {
  const actor = await requirePageActor();
  return <NotificationSettingsForm initial={await getNotificationPreferences(actor)} />;
}
