import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { ListScreen, ModelerScreen, ViewerScreen } from "@/modules/workflow-automation/components/screens";
import { isProcessId, type ListDialog } from "@/modules/workflow-automation/shared/urls";

export type WaRouteProps = {
  params: Promise<{ projectId: string; processId?: string }>;
  searchParams: Promise<PageSearchParams>;
};

/** What a route serves: the list (with a dialog, or a process's instances), the modeler, the viewer. */
export type WaServed =
  { screen: "list"; dialog?: ListDialog; instances?: boolean } | { screen: "modeler" } | { screen: "viewer" };

async function lookup({ params, searchParams }: WaRouteProps) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  // A repeated ?moduleId= is as invalid as a malformed one.
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "workflow-automation", raw);
}

export async function waMetadata(props: WaRouteProps): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * The project's workflow automation module through the gate (its first one without ?moduleId=), on
 * the screen its route names (spec/modules.md §2); a malformed process or run id is the bad-URL
 * screen, one of another module the 404 page.
 */
export async function WaRoute(props: WaRouteProps & WaServed) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  const [{ processId }, searchParams] = await Promise.all([props.params, props.searchParams]);
  const base = { module: found.module, searchParams };
  if (props.screen === "list" && !props.instances)
    return <ListScreen {...base} dialog={props.dialog ?? null} instancesOf={null} />;
  if (!isProcessId(processId)) return <RouteParamsError kind="params" />;
  if (props.screen === "list") return <ListScreen {...base} dialog={null} instancesOf={processId} />;
  if (props.screen === "modeler") return <ModelerScreen {...base} processId={processId} />;
  const instanceId = searchParams.processInstanceId;
  if (instanceId !== undefined && !isProcessId(instanceId)) return <RouteParamsError kind="search" />;
  return <ViewerScreen {...base} processId={processId} instanceId={instanceId ?? null} />;
}
