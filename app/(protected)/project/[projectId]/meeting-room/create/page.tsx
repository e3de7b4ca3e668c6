import { MeetingRoomRoute, meetingRoomMetadata, type MeetingRoomRouteProps } from "../route-page";

export const generateMetadata = meetingRoomMetadata;

/** …/meeting-room/create: the page with the 'Schedule a meeting' drawer open (closing goes back to it). */
export default function CreateMeetingRoute(props: MeetingRoomRouteProps) {
  return <MeetingRoomRoute {...props} dialog="create" />;
}
