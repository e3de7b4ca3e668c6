import { CalendarRoute, calendarMetadata, type CalendarRouteProps } from "../../route-page";

export const generateMetadata = calendarMetadata;

/** …/ai-calendar/events/create: the calendar with the new event dialog open (closing goes back to it). */
export default function CreateEventRoute(props: CalendarRouteProps) {
  return <CalendarRoute {...props} dialog="create" />;
}
