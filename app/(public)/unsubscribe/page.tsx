import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UnsubscribeCard } from "@/components/inbox/unsubscribe-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications.unsubscribe"))("title") };
}

/** /unsubscribe?token=…: the link of a notification e-mail; it asks before turning e-mails off. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  return <UnsubscribeCard token={typeof token === "string" ? token : ""} />;
}
