"use client";

import { Center, Loader } from "@mantine/core";
import dynamic from "next/dynamic";

export interface CallRoomProps {
  /** The meeting link's token. */
  token: string;
  /** The meeting's title. */
  summary: string;
  /** The person's name; a guest types theirs in the lobby. */
  selfName: string;
  /** A guest without an account: they knock, and a member lets them in. */
  guest?: boolean;
  /** A member's call: the meeting (its whiteboard and conversation open beside the videos) and who they are. */
  meeting?: { moduleId: string; meetingId: string; userId: string };
}

/** The call's UI and WebRTC code: loaded in the browser only, when a call is opened. */
const CallRoom = dynamic(() => import("./call-room").then((loaded) => loaded.CallRoom), {
  ssr: false,
  loading: () => (
    <Center h={240}>
      <Loader />
    </Center>
  ),
});

export function CallRoomLoader(props: CallRoomProps) {
  return <CallRoom {...props} />;
}
