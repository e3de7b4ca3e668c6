import "server-only";
import { notFound } from "next/navigation";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import type { KindPageProps } from "@/lib/server/modules/kind-pages";
import { loadDbPage } from "@/modules/database-generator/server/page";
import { dashboardViewOf, databaseViewOf, type DbScreen } from "@/modules/database-generator/shared/urls";
import { DashboardView } from "./dashboard/dashboard-view";
import { DatabaseView } from "./database/database-view";
import { TableView } from "./table/table-view";

/**
 * The database generator's screens of a module the route's gate found (a project's module: its routes
 * are under /project/{projectId}/database-generator). Each screen's first data is read on the server
 * (server/page.ts); a database or table that is not the module's is the 404 screen.
 */
export async function DatabaseGeneratorPage({
  module,
  searchParams,
  screen,
}: KindPageProps & { screen: DbScreen }) {
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const data = await loadDbPage(actor, module.id, screen, locale);
  if (!data || !module.project) notFound();
  const place = { projectId: module.project.id, moduleId: module.id };
  switch (data.kind) {
    case "dashboard":
      return (
        <DashboardView
          place={place}
          info={data.info}
          initial={data.databases}
          view={dashboardViewOf(searchParams.view)}
          dialog={screen.kind === "dashboard" ? screen.dialog : null}
          renderedAt={data.renderedAt}
        />
      );
    case "database":
      return (
        <DatabaseView
          place={place}
          info={data.info}
          initial={data.database}
          view={databaseViewOf(searchParams.view)}
          addTable={screen.kind === "add-table"}
        />
      );
    case "table":
      return (
        <TableView
          place={place}
          info={data.info}
          meId={data.me.id}
          database={data.database}
          initial={data.table}
          first={data.first}
        />
      );
  }
}
