// Where the workflow automation kind's screens are (spec/modules.md §2) and what their URLs say; pure.
// A project's module has its routes under the project (/project/{projectId}/workflow-automation/…,
// with ?moduleId=); a module of the workspace itself has one page, /workspace-modules/{moduleId},
// whose screen its query names (`screen`, `process`, `processInstanceId`, `dialog`).

/** The list's dialogs, each its own route (…/workflow-automation/<dialog>). */
export const LIST_DIALOGS = ["create", "create-from-templates"] as const;
export type ListDialog = (typeof LIST_DIALOGS)[number];

export type AutomationScreen =
  | { kind: "list"; dialog: ListDialog | null; instancesOf: string | null; instanceId?: string | null }
  | { kind: "modeler"; processId: string }
  | { kind: "viewer"; processId: string; instanceId: string | null };

export interface AutomationPlace {
  /** The module's project; null for a module of the workspace itself. */
  projectId: string | null;
  moduleId: string;
}

const ID = /^[0-9a-f]{24}$/;

export const isProcessId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

export const isListDialog = (value: unknown): value is ListDialog =>
  typeof value === "string" && (LIST_DIALOGS as readonly string[]).includes(value);

const root = (place: AutomationPlace) =>
  place.projectId
    ? `/project/${place.projectId}/workflow-automation`
    : `/workspace-modules/${place.moduleId}`;

/** The query of a place's URL: `moduleId` first for a project's module, then `extra` in order. */
function query(place: AutomationPlace, extra: Record<string, string>): string {
  const search = new URLSearchParams(place.projectId ? { moduleId: place.moduleId, ...extra } : extra);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const automationHrefs = {
  /** The module's automations, with one of its dialogs open. */
  list: (place: AutomationPlace, dialog: ListDialog | null = null) =>
    place.projectId
      ? `${root(place)}${dialog ? `/${dialog}` : ""}${query(place, {})}`
      : `${root(place)}${query(place, dialog ? { dialog } : {})}`,
  /** 'Add automation' with 'Generate with AI' open (the list's Ask AI). */
  generate: (place: AutomationPlace) => {
    const create = automationHrefs.list(place, "create");
    return `${create}${create.includes("?") ? "&" : "?"}ai=1`;
  },
  /**
   * The modeler of an automation (the spec's …/{processId}/modeler?view=erd); `bpmn` opens a basic
   * automation in the BPMN modeler instead of its rule builder.
   */
  modeler: (place: AutomationPlace, processId: string, view: "erd" | "bpmn" = "erd") =>
    place.projectId
      ? `${root(place)}/${processId}/modeler${query(place, { view })}`
      : `${root(place)}${query(place, { screen: "modeler", process: processId, ...(view === "bpmn" ? { view } : {}) })}`,
  /** The viewer of an automation, on one of its runs (…/process/{processId}/viewer?processInstanceId=). */
  viewer: (place: AutomationPlace, processId: string, instanceId: string | null = null) => {
    const run: Record<string, string> = instanceId ? { processInstanceId: instanceId } : {};
    return place.projectId
      ? `${root(place)}/process/${processId}/viewer${query(place, run)}`
      : `${root(place)}${query(place, { screen: "viewer", process: processId, ...run })}`;
  },
  /** 'Automation instances' over the list (…/{processId}/process-instances?redirect=), on one run when given. */
  instances: (place: AutomationPlace, processId: string, instanceId: string | null = null) => {
    const back = automationHrefs.list(place);
    const run: Record<string, string> = instanceId ? { processInstanceId: instanceId } : {};
    return place.projectId
      ? `${root(place)}/${processId}/process-instances${query(place, { redirect: back, ...run })}`
      : `${root(place)}${query(place, { dialog: "process-instances", process: processId, ...run })}`;
  },
};

/**
 * The screen a workspace module's page shows by its query: the modeler or the viewer of `process`
 * (`screen=modeler|viewer`), else the list (with `dialog` one of its dialogs, or `process-instances`
 * with `process`). Null for a process that is not an id (the bad-URL screen).
 */
export function workspaceScreenOf(read: (name: string) => unknown): AutomationScreen | null {
  const screen = read("screen");
  const process = read("process");
  const dialog = read("dialog");
  if (screen === "modeler" || screen === "viewer") {
    if (!isProcessId(process)) return null;
    if (screen === "modeler") return { kind: "modeler", processId: process };
    const instanceId = read("processInstanceId");
    if (instanceId !== undefined && !isProcessId(instanceId)) return null;
    return { kind: "viewer", processId: process, instanceId: instanceId ?? null };
  }
  if (dialog === "process-instances") {
    const instanceId = read("processInstanceId");
    if (!isProcessId(process) || (instanceId !== undefined && !isProcessId(instanceId))) return null;
    return { kind: "list", dialog: null, instancesOf: process, ...(instanceId ? { instanceId } : {}) };
  }
  return { kind: "list", dialog: isListDialog(dialog) ? dialog : null, instancesOf: null };
}
