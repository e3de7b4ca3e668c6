import "server-only";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { workspaceScreenOf } from "@/modules/database-generator/shared/urls";
import { DashboardScreen } from "./dashboard/dashboard-screen";
import { DatabaseScreen } from "./database/database-screen";
import { TableScreen } from "./table/table-screen";

/**
 * A workspace's own database generator module (/workspace-modules/{moduleId}, no project): the screen
 * its query names (shared/urls.ts workspaceScreenOf) — the databases and their creation dialogs, a
 * database, a table — rendered as a project's module's routes render it.
 */
export async function WorkspaceDatabasesPage({ module, searchParams }: KindPageProps) {
  const screen = workspaceScreenOf((name) => searchParams[name]);
  if (!screen) return <RouteParamsError kind="search" />;
  const props = { module, searchParams, screen };
  if (screen.kind === "table") return <TableScreen {...props} />;
  if (screen.kind === "dashboard") return <DashboardScreen {...props} />;
  return <DatabaseScreen {...props} />;
}
