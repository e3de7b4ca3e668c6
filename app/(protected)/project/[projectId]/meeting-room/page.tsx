import { MeetingRoomRoute, meetingRoomMetadata, type MeetingRoomRouteProps } from "./route-page";

export const generateMetadata = meetingRoomMetadata;

/** /project/{projectId}/meeting-room?moduleId=&active=&date=: the meeting room (components/meeting-room-page.tsx). */
export default function MeetingRoomProjectRoute(props: MeetingRoomRouteProps) {
  return <MeetingRoomRoute {...props} dialog={null} />;
}
