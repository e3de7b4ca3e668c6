import "server-only";
import type { KindPage, KindPages } from "@/lib/server/modules/kind-pages";
import type { ModuleKind, ModuleTag } from "@/modules/kinds";
import { aiCalendarPages } from "@/modules/ai-calendar/kind.pages";
import { dataVisualizationPages } from "@/modules/data-visualization/kind.pages";
import { databaseGeneratorPages } from "@/modules/database-generator/kind.pages";
import { fileManagementPages } from "@/modules/file-management/kind.pages";
import { meetingRoomPages } from "@/modules/meeting-room/kind.pages";
import { onlineChatPages } from "@/modules/online-chat/kind.pages";
import { workflowAutomationPages } from "@/modules/workflow-automation/kind.pages";

// The pages kinds declare beyond their own routes (modules/<segment>/kind.pages.ts), by tag: today a
// workspace module's page (/workspace-modules/{moduleId}) for a kind placed under a project. A kind
// without an entry keeps the generic pages (its module's setup state there). Read only by Next's
// routes: the components they bring stay out of server.ts, its jobs and its API.
export const KIND_PAGES: { [T in ModuleTag]?: KindPages<Extract<ModuleKind, { tag: T }>> } = {
  OnlineChat: onlineChatPages,
  AICalendar: aiCalendarPages,
  MeetingRoom: meetingRoomPages,
  FileManagement: fileManagementPages,
  DatabaseGenerator: databaseGeneratorPages,
  DataVisualization: dataVisualizationPages,
  WorkflowAutomation: workflowAutomationPages,
};

/** The page that renders a workspace module of kind `tag`, or null for the setup state. */
export async function workspaceModulePage(tag: string): Promise<KindPage | null> {
  const pages = Object.hasOwn(KIND_PAGES, tag) ? (KIND_PAGES as Record<string, KindPages>)[tag] : undefined;
  const load = pages?.workspace;
  return load ? load() : null;
}
