import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import type { BpmnProcess, ProcessSummary } from "../shared/types";
import { automationScope, getProcess, listProcesses } from "./processes";

/** What the automations list starts from (components/list/list-view.tsx). */
export interface ListPageData {
  info: ModuleInfo;
  /** The first page of GET …/bpmnProcess, as the API answers it. */
  first: Page<ProcessSummary>;
}

/** The list's first data through the module gate, read by the service the API answers with. */
export async function loadListPage(actor: Actor, moduleId: string, locale: Locale): Promise<ListPageData> {
  const [scope, first] = await Promise.all([
    automationScope(actor, moduleId, locale),
    listProcesses(actor, { params: { dashboardId: moduleId }, query: {} }, locale),
  ]);
  return { info: moduleInfo(scope), first };
}

/** The modeler's and the viewer's data: the module and the automation with its draft (404 elsewhere). */
export async function loadProcessPage(
  actor: Actor,
  moduleId: string,
  processId: string,
  locale: Locale,
): Promise<{ info: ModuleInfo; process: BpmnProcess }> {
  const [scope, process] = await Promise.all([
    automationScope(actor, moduleId, locale),
    getProcess(actor, { dashboardId: moduleId, id: processId }, locale),
  ]);
  return { info: moduleInfo(scope), process };
}
