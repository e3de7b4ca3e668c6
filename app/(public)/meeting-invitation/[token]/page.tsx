import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { InvitationCard } from "@/modules/meeting-room/components/invitation-card";
import { invitationParamsSchema } from "@/modules/meeting-room/schemas/meetings";
import { readInvitation } from "@/modules/meeting-room/server/answers";
import type { MeetingInvitation } from "@/modules/meeting-room/shared/types";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("meetingRoom.respond"))("title") };
}

/**
 * /meeting-invitation/{token}: where an invitation e-mail's answer link leads, signed in or not (the
 * signed token names the meeting and the address, modules/meeting-room/server/response-link.ts). It
 * shows the meeting and asks: only pressing Accept, Maybe or Decline answers, so a mail scanner that
 * opens the link changes nothing.
 */
export default async function MeetingInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, locale] = await Promise.all([params, getLocale()]);
  const parsed = invitationParamsSchema.safeParse({ token });
  let invitation: MeetingInvitation | null = null;
  if (parsed.success) invitation = await readInvitation(parsed.data.token).catch(() => null);
  return (
    <InvitationCard token={parsed.success ? parsed.data.token : ""} initial={invitation} locale={locale} />
  );
}
