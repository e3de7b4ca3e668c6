import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import type { ScreenProps } from "@/modules/database-generator/components/load-screen";
import type { ReactNode } from "react";
import {
  DASHBOARD_DIALOGS,
  type DashboardDialog,
  type DbScreen,
} from "@/modules/database-generator/shared/urls";

export type DbRouteProps = {
  params: Promise<{ projectId: string; dialog?: string; databaseId?: string; tableId?: string }>;
  searchParams: Promise<PageSearchParams>;
};

const ID = /^[0-9a-f]{24}$/;

async function lookup({ params, searchParams }: DbRouteProps) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "database-generator", raw);
}

export async function dbMetadata(props: DbRouteProps): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/**
 * The project's database generator module through the gate (its first one without ?moduleId=), on the
 * screen its route names: the databases (…/dashboard, with a creation dialog …/dashboard/add-database…),
 * a database (…/database/{databaseId}, …/add-table) or a table (…/database/{databaseId}/{tableId}).
 */
export async function DbRoute(
  props: DbRouteProps & { screen: DbScreen["kind"]; Screen: (props: ScreenProps) => Promise<ReactNode> },
) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  const { dialog, databaseId, tableId } = await props.params;
  let screen: DbScreen;
  if (props.screen === "dashboard") {
    if (dialog !== undefined && !(DASHBOARD_DIALOGS as readonly string[]).includes(dialog)) notFound();
    screen = { kind: "dashboard", dialog: (dialog as DashboardDialog | undefined) ?? null };
  } else {
    if (!databaseId || !ID.test(databaseId)) return <RouteParamsError kind="params" />;
    if (props.screen === "table") {
      if (!tableId || !ID.test(tableId)) return <RouteParamsError kind="params" />;
      screen = { kind: "table", databaseId, tableId };
    } else screen = { kind: props.screen, databaseId };
  }
  const { Screen } = props;
  return <Screen module={found.module} searchParams={await props.searchParams} screen={screen} />;
}
