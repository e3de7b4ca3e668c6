import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UnsubscribeCard } from "@/components/inbox/unsubscribe-card";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications.listUnsubscribe"))("title") };
}

/**
 * /unsubscribe/list?token=…: where a campaign e-mail's unsubscribe link leads (through
 * GET /api/v1/mail/unsubscribe/{token}); it asks before putting the address on the suppression list.
 */
export default async function ListUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  return <UnsubscribeCard token={typeof token === "string" ? token : ""} list />;
}
