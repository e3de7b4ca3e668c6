import { MeetingRoomRoute, meetingRoomMetadata, type MeetingRoomRouteProps } from "../../route-page";

export const generateMetadata = meetingRoomMetadata;

/** …/meeting-room/{meetingId}/chat: the page with the meeting's conversation open beside it. */
export default function MeetingChatRoute(props: MeetingRoomRouteProps) {
  return <MeetingRoomRoute {...props} dialog="chat" />;
}
