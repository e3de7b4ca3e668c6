import { Anchor, Group } from "@mantine/core";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPageActor } from "@/lib/server/auth/page-actor";
import { CallRoomLoader } from "@/modules/meeting-room/components/call/call-room-loader";
import { findCallMeeting, meetingOfToken } from "@/modules/meeting-room/server/call/find-call";
import { MEET_PATH } from "@/modules/meeting-room/server/meet-link";

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meetingRoom.call");
  return { title: t("title"), robots: { index: false } };
}

/**
 * /meet-guest/{token}: a meeting call's lobby for guests (docs/modules/meeting-room.md "Guests"),
 * where a signed-out visitor of the meeting's link lands (lib/routing/decide-route.ts). A guest gives
 * a name and asks to join; a member in the call lets them in. Someone signed in who may read the
 * meeting's module goes to the members' call instead; a made-up token, or one of no meeting, is not found.
 */
export default async function MeetGuestPage({ params }: Props) {
  const { token } = await params;
  const meeting = await meetingOfToken(token);
  if (!meeting) notFound();
  const actor = await getPageActor();
  if (actor?.workspaceId && (await findCallMeeting(actor, token))) redirect(`${MEET_PATH}/${token}`);
  const t = await getTranslations("meetingRoom.call.guest");
  return (
    <>
      <CallRoomLoader token={token} summary={meeting.summary} selfName="" guest />
      {!actor && (
        <Group justify="center" pb="md">
          <Anchor href={`/auth/login?redirect=${encodeURIComponent(`${MEET_PATH}/${token}`)}`} size="sm">
            {t("signIn")}
          </Anchor>
        </Group>
      )}
    </>
  );
}
