"use client";

import type { ModuleSummary } from "@/lib/modules/summaries";
import { AiCalendarSummaryView } from "@/modules/ai-calendar/components/summary";
import { DataVisualizationSummaryView } from "@/modules/data-visualization/components/summary";
import { FileManagementSummaryView } from "@/modules/file-management/components/summary";
import { MeetingRoomSummaryView } from "@/modules/meeting-room/components/summary";
import { NotificationSummaryView } from "@/modules/notification/components/summary";
import { OnlineChatSummaryView } from "@/modules/online-chat/components/summary";
import { TaskManagementSummaryView } from "@/modules/task-management/components/summary";
import { TimeTrackerSummaryView } from "@/modules/time-tracker/components/summary";
import { WorkflowAutomationSummaryView } from "@/modules/workflow-automation/components/summary";

/** A module card's live summary, by kind (each kind adds its view here: the module template). */
export function ModuleSummaryView({ summary }: { summary: ModuleSummary }) {
  switch (summary.tag) {
    case "TaskManagement":
      return <TaskManagementSummaryView summary={summary} />;
    case "Notification":
      return <NotificationSummaryView summary={summary} />;
    case "TimeTracker":
      return <TimeTrackerSummaryView summary={summary} />;
    case "OnlineChat":
      return <OnlineChatSummaryView summary={summary} />;
    case "AICalendar":
      return <AiCalendarSummaryView summary={summary} />;
    case "MeetingRoom":
      return <MeetingRoomSummaryView summary={summary} />;
    case "FileManagement":
      return <FileManagementSummaryView summary={summary} />;
    case "DataVisualization":
      return <DataVisualizationSummaryView summary={summary} />;
    case "WorkflowAutomation":
      return <WorkflowAutomationSummaryView summary={summary} />;
  }
}
