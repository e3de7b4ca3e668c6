import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { CallRoomLoader } from "@/modules/meeting-room/components/call/call-room-loader";
import { findCallMeeting, meetingOfToken } from "@/modules/meeting-room/server/call/find-call";

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meetingRoom.call");
  return { title: t("title") };
}

/**
 * /meet/{token}: a meeting's call (its link, docs/modules/meeting-room.md "The call"). The meeting is
 * found through the module gate: another workspace's, a hidden one's and a made-up token are not found.
 * Someone signed in without access to it (another workspace's member, an outside attendee with an
 * account) goes to the guests' lobby of a real meeting, where a member may let them in. The call's
 * code (WebRTC, the socket's call messages) loads with the page's client part only.
 */
export default async function MeetPage({ params }: Props) {
  const actor = await requireWorkspaceActor();
  const { token } = await params;
  const meeting = await findCallMeeting(actor, token);
  if (!meeting) {
    if (await meetingOfToken(token)) redirect(`/meet-guest/${token}`);
    notFound();
  }
  return (
    <CallRoomLoader
      token={token}
      summary={meeting.summary}
      selfName={actor.name}
      meeting={{ moduleId: meeting.moduleId, meetingId: meeting.id, userId: actor.userId }}
    />
  );
}
