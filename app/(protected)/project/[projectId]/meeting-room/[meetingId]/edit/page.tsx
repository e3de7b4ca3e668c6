import { MeetingRoomRoute, meetingRoomMetadata, type MeetingRoomRouteProps } from "../../route-page";

export const generateMetadata = meetingRoomMetadata;

/** …/meeting-room/{meetingId}/edit: the page with the 'Edit meeting' drawer open. */
export default function EditMeetingRoute(props: MeetingRoomRouteProps) {
  return <MeetingRoomRoute {...props} dialog="edit" />;
}
