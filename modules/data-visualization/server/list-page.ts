import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import type { DashboardSummary } from "@/modules/data-visualization/shared/types";
import { listDashboards } from "./dashboards";
import { dataVisualizationScope } from "./scope";

/** What the visualizations list starts from (components/list/list-view.tsx). */
export interface ListPageData {
  info: ModuleInfo;
  /** The first page of GET …/dashboards, as the API answers it. */
  first: Page<DashboardSummary>;
  /** When the server read it: the clock of "updated … ago" (the same in the HTML and after). */
  renderedAt: string;
}

/** The list's first data through the module gate, read by the service the API answers with. */
export async function loadListPage(actor: Actor, moduleId: string, locale: Locale): Promise<ListPageData> {
  const [scope, first] = await Promise.all([
    dataVisualizationScope(actor, moduleId, locale),
    listDashboards(actor, { moduleId, query: {} }, locale),
  ]);
  return { info: moduleInfo(scope), first, renderedAt: new Date().toISOString() };
}
