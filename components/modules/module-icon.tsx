import {
  IconAddressBook,
  IconBell,
  IconCalendarEvent,
  IconChartBar,
  IconChartPie,
  IconChecklist,
  IconClockHour4,
  IconDatabase,
  IconFiles,
  IconForms,
  IconLayoutGrid,
  IconMessages,
  IconNews,
  IconRoute,
  IconTable,
  IconUsersGroup,
  IconZoomQuestion,
  type Icon,
} from "@tabler/icons-react";
import { isModuleTag, type ModuleTag } from "@/modules/kinds";

const ICONS: Record<ModuleTag, Icon> = {
  TaskManagement: IconChecklist,
  TimeTracker: IconClockHour4,
  AICalendar: IconCalendarEvent,
  OnlineChat: IconMessages,
  FormBuilder: IconForms,
  WorkflowAutomation: IconRoute,
  MeetingRoom: IconUsersGroup,
  Notification: IconBell,
  FileManagement: IconFiles,
  DatabaseGenerator: IconDatabase,
  DataVisualization: IconChartPie,
  ContentHub: IconNews,
  ChartGenerator: IconChartBar,
  CRM: IconAddressBook,
  DataTable: IconTable,
  QuizSurvey: IconZoomQuestion,
};

/** A line icon for a module tag (a tag no kind declares gets the grid icon) (sidebar, menus, palette, grid cards, drawer, module pages); decorative. */
export function ModuleIcon({ tag, size = 18, color }: { tag: string; size?: number; color?: string }) {
  const Icon = (isModuleTag(tag) ? ICONS[tag] : null) ?? IconLayoutGrid;
  return <Icon size={size} aria-hidden stroke={1.7} color={color} />;
}
