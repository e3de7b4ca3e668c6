import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import type {
  ListScreenProps,
  VisualizationScreenProps,
} from "@/modules/data-visualization/components/screens";
import { isListDialog, type VisualizationDialog } from "@/modules/data-visualization/shared/urls";

export type DvRouteProps = {
  params: Promise<{ projectId: string; dialog?: string; dataVisualizationId?: string }>;
  searchParams: Promise<PageSearchParams>;
};

type Rendered = ReactNode | Promise<ReactNode>;

/**
 * The screen a route serves, and its component (each page file passes its own, so that a route
 * loads only its own view): the list (…/dashboard, …/dashboard/{dialog}) or a visualization
 * (…/{dataVisualizationId}, and with `dialog="add-chart"` …/{dataVisualizationId}/add-chart).
 */
export type DvServed =
  | { screen: "dashboard-list"; Screen: (props: ListScreenProps) => Rendered }
  | {
      screen: "visualization";
      dialog?: VisualizationDialog | null;
      Screen: (props: VisualizationScreenProps) => Rendered;
    };

const ID = /^[0-9a-f]{24}$/;

async function lookup({ params, searchParams }: DvRouteProps) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  // A repeated ?moduleId= is as invalid as a malformed one.
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "data-visualization", raw);
}

export async function dvMetadata(props: DvRouteProps): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * The project's data visualization module through the gate (its first one without ?moduleId=), on
 * the screen its route names: the visualizations, with a creation dialog by its route (an unknown
 * dialog is not found), or one visualization (a malformed id is the bad-URL screen; one of another
 * module is the visualization screen's 404).
 */
export async function DvRoute(props: DvRouteProps & DvServed) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  const [{ dialog, dataVisualizationId }, searchParams] = await Promise.all([
    props.params,
    props.searchParams,
  ]);
  const base = { module: found.module, searchParams };
  if (props.screen === "dashboard-list") {
    if (dialog !== undefined && !isListDialog(dialog)) notFound();
    const { Screen } = props;
    return <Screen {...base} dialog={dialog ?? null} />;
  }
  if (!dataVisualizationId || !ID.test(dataVisualizationId)) return <RouteParamsError kind="params" />;
  const { Screen } = props;
  return <Screen {...base} dashboardId={dataVisualizationId} dialog={props.dialog ?? null} />;
}
