import "server-only";
import * as z from "@/lib/zod";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import { orNotFound } from "@/lib/server/pages/load-page";
import { getUserTimeZone } from "@/lib/server/users/get-user";
import { renderZone, toldTimeZone } from "@/lib/server/users/viewer-zone";
import { readDashboard } from "@/modules/data-visualization/server/dashboards";
import { dashboardData } from "@/modules/data-visualization/server/data";
import { dashboardScope } from "@/modules/data-visualization/server/scope";
import { VISUALIZATION_TABS } from "./hrefs";
import { VisualizationView } from "./visualization-view";

/** What the page's URL may say beside the module: the tab, and the dialog's chart and source. */
const searchSchema = z.object({
  active: z.optional(z.enum(VISUALIZATION_TABS)),
  chartId: z.optional(z.string().check(z.regex(/^[0-9a-f]{24}$/))),
  source: z.optional(z.string().check(z.regex(/^(table|dataset|connector):[0-9a-f]{24}$/))),
});

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? "" : value);

/**
 * A visualization (/project/{projectId}/data-visualization/{dataVisualizationId}, and its
 * …/add-chart with the 'Add Item' dialog open) of a module the route's gate found: the dashboard
 * and its charts' data are read on the server with the services the API answers with — the data in
 * the zone the viewer sees days in (their saved one, else the one their browser told; with neither,
 * the browser reads it) — and handed to the view as its first state. A dashboard of another module
 * is the 404 page; a bad search param the bad-URL screen.
 */
export async function VisualizationScreen({
  module,
  searchParams,
  dashboardId,
}: KindPageProps & {
  dashboardId: string;
  /** The route's dialog; the view reads it (and its chart and source) from the URL, as it changes. */
  dialog: "add-chart" | null;
}) {
  const search = searchSchema.safeParse({
    active: one(searchParams.active),
    chartId: one(searchParams.chartId),
    source: one(searchParams.source),
  });
  if (!search.success) return <RouteParamsError kind="search" />;
  const [actor, locale, told] = await Promise.all([requireWorkspaceActor(), serverLocale(), toldTimeZone()]);
  const params = { moduleId: module.id, dashboardId };
  const [{ scope, dashboard: row }, saved] = await orNotFound(
    Promise.all([dashboardScope(actor, params, locale), getUserTimeZone(actor)]),
  );
  const zone = renderZone(saved, told);
  const [dashboard, data] = await orNotFound(
    Promise.all([
      readDashboard(row),
      zone ? dashboardData(actor, { params, query: { zone } }, locale) : Promise.resolve(null),
    ]),
  );
  return (
    <VisualizationView
      info={moduleInfo(scope)}
      workspaceId={actor.workspaceId}
      initial={dashboard}
      first={data && zone ? { zone, data } : null}
      savedZone={saved}
      toldZone={told}
    />
  );
}
