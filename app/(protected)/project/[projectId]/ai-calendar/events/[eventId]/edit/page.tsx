import { CalendarRoute, calendarMetadata, type CalendarRouteProps } from "../../../route-page";

export const generateMetadata = calendarMetadata;

/** …/ai-calendar/events/{eventId}/edit: the calendar with the event's dialog open. */
export default function EditEventRoute(props: CalendarRouteProps) {
  return <CalendarRoute {...props} dialog="edit" />;
}
