import { CalendarRoute, calendarMetadata, type CalendarRouteProps } from "./route-page";

export const generateMetadata = calendarMetadata;

/** /project/{projectId}/ai-calendar?moduleId=&view=&date=: the calendar (components/calendar-page.tsx). */
export default function AiCalendarRoute(props: CalendarRouteProps) {
  return <CalendarRoute {...props} dialog={null} />;
}
