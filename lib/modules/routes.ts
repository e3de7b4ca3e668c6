/**
 * Where a placed module opens (spec/work-management.md §2, spec/modules.md §2). Task management,
 * time tracking, content hub and form builder are addressed by the module's id; the others live
 * under their project. A workspace module of a project-scoped kind (it has no project) opens under
 * /workspace-modules/{moduleId}.
 */
const BY_MODULE: Record<string, string> = {
  TaskManagement: "task-management",
  TimeTracker: "time-tracker",
  ContentHub: "content-hub",
  FormBuilder: "form-builder",
};

const BY_PROJECT: Record<string, string> = {
  WorkflowAutomation: "workflow-automation",
  MeetingRoom: "meeting-room",
  OnlineChat: "online-chat",
  Notification: "notification",
  DatabaseGenerator: "database-generator",
  DataVisualization: "data-visualization",
  AICalendar: "ai-calendar",
  FileManagement: "file-management",
  ChartGenerator: "chart-generator",
  CRM: "crm",
  DataTable: "data-table",
  QuizSurvey: "quiz-survey",
};

/** The route segment of a module tag, for both kinds of route. */
export function moduleSegment(tag: string): string | undefined {
  return BY_MODULE[tag] ?? BY_PROJECT[tag];
}

/** The tag whose segment this is (the inverse of moduleSegment). */
export function tagOfSegment(segment: string): string | undefined {
  const all = { ...BY_MODULE, ...BY_PROJECT };
  return Object.keys(all).find((tag) => all[tag] === segment);
}

export function isProjectScoped(tag: string): boolean {
  return tag in BY_PROJECT;
}

/** The page a module card, sidebar entry or search result opens. */
export function moduleHref(module: { id: string; tag: string }, projectId?: string | null): string {
  const byModule = BY_MODULE[module.tag];
  if (byModule) return `/${byModule}/${module.id}`;
  const byProject = BY_PROJECT[module.tag];
  if (byProject && projectId) return `/project/${projectId}/${byProject}?moduleId=${module.id}`;
  return `/workspace-modules/${module.id}`;
}

/** The cover icon of a catalog module (public/modules/*.svg), by tag: the catalog's coverImage. */
export function moduleIcon(tag: string): string {
  return `/modules/${tag.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}.svg`;
}
