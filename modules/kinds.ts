// The list of module kinds, in the catalog's order: a new kind is its folder (modules/<segment>/, from
// `npm run new:module`) and one line here. Every registry keyed by kind derives from this list or is
// typed by ModuleTag (lib/modules/kind.ts says which).
import { taskManagementKind } from "@/modules/task-management/kind";
import { timeTrackerKind } from "@/modules/time-tracker/kind";
import { aiCalendarKind } from "@/modules/ai-calendar/kind";
import { onlineChatKind } from "@/modules/online-chat/kind";
import { formBuilderKind } from "@/modules/form-builder/kind";
import { workflowAutomationKind } from "@/modules/workflow-automation/kind";
import { meetingRoomKind } from "@/modules/meeting-room/kind";
import { notificationKind } from "@/modules/notification/kind";
import { fileManagementKind } from "@/modules/file-management/kind";
import { databaseGeneratorKind } from "@/modules/database-generator/kind";
import { dataVisualizationKind } from "@/modules/data-visualization/kind";
import { contentHubKind } from "@/modules/content-hub/kind";
import { chartGeneratorKind } from "@/modules/chart-generator/kind";
import { crmKind } from "@/modules/crm/kind";
import { dataTableKind } from "@/modules/data-table/kind";
import { quizSurveyKind } from "@/modules/quiz-survey/kind";

export const MODULE_KINDS = [
  taskManagementKind,
  timeTrackerKind,
  aiCalendarKind,
  onlineChatKind,
  formBuilderKind,
  workflowAutomationKind,
  meetingRoomKind,
  notificationKind,
  fileManagementKind,
  databaseGeneratorKind,
  dataVisualizationKind,
  contentHubKind,
  chartGeneratorKind,
  crmKind,
  dataTableKind,
  quizSurveyKind,
] as const;

/** Every kind's tag: registries are Record<ModuleTag, …>, so a kind missing from one fails to compile. */
export type ModuleTag = (typeof MODULE_KINDS)[number]["tag"];
export type ModuleKind = (typeof MODULE_KINDS)[number];

export const MODULE_TAGS: readonly ModuleTag[] = MODULE_KINDS.map((kind) => kind.tag);

const BY_TAG = new Map<string, ModuleKind>(MODULE_KINDS.map((kind) => [kind.tag, kind]));

/** The kind of a tag read from the database or a request (null for one no kind declares). */
export function moduleKind(tag: string): ModuleKind | null {
  return BY_TAG.get(tag) ?? null;
}

export function isModuleTag(tag: string): tag is ModuleTag {
  return BY_TAG.has(tag);
}
