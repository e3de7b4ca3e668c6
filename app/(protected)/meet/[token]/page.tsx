import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { CallRoomLoader } from "@/modules/meeting-room/components/call/call-room-loader";
import { findCallMeeting } from "@/modules/meeting-room/server/call/find-call";

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meetingRoom.call");
  return { title: t("title") };
}

/**
 * /meet/{token}: a meeting's call (its link, docs/modules/meeting-room.md "The call"). The meeting is
 * found through the module gate: another workspace's, a hidden one's and a made-up token are not found.
 * The call's code (WebRTC, the socket's call messages) loads with the page's client part only.
 */
export default async function MeetPage({ params }: Props) {
  const actor = await requireWorkspaceActor();
  const { token } = await params;
  const meeting = await findCallMeeting(actor, token);
  if (!meeting) notFound();
  return <CallRoomLoader token={token} summary={meeting.summary} selfName={actor.name} />;
}
