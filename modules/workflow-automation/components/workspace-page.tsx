import "server-only";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { workspaceScreenOf } from "@/modules/workflow-automation/shared/urls";
import { ListScreen, ModelerScreen, ViewerScreen } from "./screens";

/**
 * A workspace's own workflow automation module (/workspace-modules/{moduleId}, no project): the
 * screen its query names (shared/urls.ts workspaceScreenOf), rendered as a project's routes render it.
 */
export async function WorkspaceAutomationPage({ module, searchParams }: KindPageProps) {
  const screen = workspaceScreenOf((name) => searchParams[name]);
  if (!screen) return <RouteParamsError kind="search" />;
  if (screen.kind === "modeler")
    return <ModelerScreen module={module} searchParams={searchParams} processId={screen.processId} />;
  if (screen.kind === "viewer")
    return (
      <ViewerScreen
        module={module}
        searchParams={searchParams}
        processId={screen.processId}
        instanceId={screen.instanceId}
      />
    );
  return (
    <ListScreen
      module={module}
      searchParams={searchParams}
      dialog={screen.dialog}
      instancesOf={screen.instancesOf}
    />
  );
}
