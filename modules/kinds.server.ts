import "server-only";
import type { ServerKind } from "@/lib/server/modules/server-kind";
import type { ModuleKind, ModuleTag } from "@/modules/kinds";
import { taskManagementServer } from "@/modules/task-management/kind.server";
import { timeTrackerServer } from "@/modules/time-tracker/kind.server";
import { aiCalendarServer } from "@/modules/ai-calendar/kind.server";
import { onlineChatServer } from "@/modules/online-chat/kind.server";
import { formBuilderServer } from "@/modules/form-builder/kind.server";
import { workflowAutomationServer } from "@/modules/workflow-automation/kind.server";
import { meetingRoomServer } from "@/modules/meeting-room/kind.server";
import { notificationServer } from "@/modules/notification/kind.server";
import { fileManagementServer } from "@/modules/file-management/kind.server";
import { databaseGeneratorServer } from "@/modules/database-generator/kind.server";
import { dataVisualizationServer } from "@/modules/data-visualization/kind.server";
import { contentHubServer } from "@/modules/content-hub/kind.server";
import { chartGeneratorServer } from "@/modules/chart-generator/kind.server";
import { crmServer } from "@/modules/crm/kind.server";
import { dataTableServer } from "@/modules/data-table/kind.server";
import { quizSurveyServer } from "@/modules/quiz-survey/kind.server";

// Each kind's server side (modules/<segment>/kind.server.ts), by tag: a kind in modules/kinds.ts
// without its line here fails to compile. Grid summaries, background jobs, Ask AI and the start-up
// and shutdown work of kinds are read from here (lib/server/modules/server-kinds.ts).
export const SERVER_KINDS: { [T in ModuleTag]: ServerKind<Extract<ModuleKind, { tag: T }>> } = {
  TaskManagement: taskManagementServer,
  TimeTracker: timeTrackerServer,
  AICalendar: aiCalendarServer,
  OnlineChat: onlineChatServer,
  FormBuilder: formBuilderServer,
  WorkflowAutomation: workflowAutomationServer,
  MeetingRoom: meetingRoomServer,
  Notification: notificationServer,
  FileManagement: fileManagementServer,
  DatabaseGenerator: databaseGeneratorServer,
  DataVisualization: dataVisualizationServer,
  ContentHub: contentHubServer,
  ChartGenerator: chartGeneratorServer,
  CRM: crmServer,
  DataTable: dataTableServer,
  QuizSurvey: quizSurveyServer,
};
