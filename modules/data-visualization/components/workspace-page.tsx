import "server-only";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { workspaceScreenOf } from "@/modules/data-visualization/shared/urls";
import { VisualizationScreen } from "./dashboard/visualization-screen";
import { ListScreen } from "./list/list-screen";

/**
 * A workspace's own data visualization module (/workspace-modules/{moduleId}, no project): the
 * screen its query names (shared/urls.ts workspaceScreenOf) — the visualizations and their creation
 * dialogs (`?dialog=`), or one visualization (`?dashboardId=`, with `dialog=add-chart`) — rendered
 * as a project's module's routes render it.
 */
export async function WorkspaceVisualizationsPage({ module, searchParams }: KindPageProps) {
  const screen = workspaceScreenOf((name) => searchParams[name]);
  if (!screen) return <RouteParamsError kind="search" />;
  if (screen.kind === "visualization")
    return (
      <VisualizationScreen
        module={module}
        searchParams={searchParams}
        dashboardId={screen.dashboardId}
        dialog={screen.dialog}
      />
    );
  return <ListScreen module={module} searchParams={searchParams} dialog={screen.dialog} />;
}
