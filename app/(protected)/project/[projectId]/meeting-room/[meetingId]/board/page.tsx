import { MeetingRoomRoute, meetingRoomMetadata, type MeetingRoomRouteProps } from "../../route-page";

export const generateMetadata = meetingRoomMetadata;

/** …/meeting-room/{meetingId}/board: the page with the meeting's whiteboard open over it. */
export default function MeetingBoardRoute(props: MeetingRoomRouteProps) {
  return <MeetingRoomRoute {...props} dialog="board" />;
}
