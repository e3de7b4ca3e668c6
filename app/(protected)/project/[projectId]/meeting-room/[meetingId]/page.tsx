import { MeetingRoomRoute, meetingRoomMetadata, type MeetingRoomRouteProps } from "../route-page";

export const generateMetadata = meetingRoomMetadata;

/** …/meeting-room/{meetingId}?at=: the page with the 'Meeting details' dialog open (an occurrence with ?at=). */
export default function MeetingDetailsRoute(props: MeetingRoomRouteProps) {
  return <MeetingRoomRoute {...props} dialog="details" />;
}
