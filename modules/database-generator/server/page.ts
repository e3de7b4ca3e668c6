import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/errors";
import { moduleInfo } from "@/lib/server/modules/module-scope";
import {
  EMPTY_TABLE_VIEW,
  withSaved,
  type DbScreen,
  type TableUrlView,
  type UrlViewChoice,
} from "@/modules/database-generator/shared/urls";
import type { DbViewAnswer } from "@/modules/database-generator/shared/views";
import type { Database, DatabaseDetail, RecordPage, Table } from "@/modules/database-generator/shared/types";
import { RECORDS_PAGE_DEFAULT } from "@/modules/database-generator/shared/types";
import { getDatabaseIn, listDatabasesIn } from "./databases";
import { listRecordsIn } from "./records";
import { dbScope } from "./scope";
import { getTableIn } from "./tables";
import { viewRowsIn, viewsOf } from "./views";

/** What each screen's client view starts from (components/database-generator-page.tsx). */
export type DbPageData = { info: ModuleInfo; me: { id: string; name: string } } & (
  | { kind: "dashboard"; databases: Database[]; renderedAt: string }
  | { kind: "database"; database: DatabaseDetail }
  | {
      kind: "table";
      database: DatabaseDetail;
      table: Table;
      first: RecordPage;
      view: TableUrlView;
      /** The table's saved views, and the one the URL names (null: the table's own grid). */
      views: { data: DbViewAnswer[] };
      viewId: string | null;
    }
);

const missing = (error: unknown): null => {
  if (error instanceof AppError && error.code === "not_found") return null;
  throw error;
};

/**
 * A screen's first data through the module gate, read by the services the API answers with (the same
 * answers): the databases; a database with its tables; a table with its columns, its database and its
 * first page of records. Null when the database or table is not the module's (the 404 screen).
 */
export async function loadDbPage(
  actor: Actor,
  moduleId: string,
  screen: DbScreen,
  locale: Locale,
  /** A table's view from its URL (sorts, filter, grouping, search). */
  urlView: TableUrlView = EMPTY_TABLE_VIEW,
  /** The saved view the URL names, and the parts of its state the URL gives instead. */
  choice: UrlViewChoice = { viewId: null, given: { sort: false, filter: false, group: false } },
): Promise<DbPageData | null> {
  const scope = await dbScope(actor, moduleId, locale);
  const head = { info: moduleInfo(scope), me: { id: actor.userId, name: actor.name } };
  if (screen.kind === "dashboard")
    return {
      ...head,
      kind: "dashboard",
      databases: await listDatabasesIn(scope),
      renderedAt: new Date().toISOString(),
    };
  if (screen.kind !== "table") {
    const database = await getDatabaseIn(scope, screen.databaseId).catch(missing);
    return database && { ...head, kind: "database", database };
  }
  const [database, table, viewRows] = await Promise.all([
    getDatabaseIn(scope, screen.databaseId).catch(missing),
    getTableIn(scope, screen.tableId).catch(missing),
    viewRowsIn(scope, screen.tableId),
  ]);
  if (!database || !table || table.databaseId !== database.id) return null;
  const views = viewsOf(viewRows, table.columns);
  // A saved view the table no longer has opens the table's own grid.
  const saved = views.find((view) => view.id === choice.viewId) ?? null;
  // The first page in the URL's view; a view the table cannot have (a removed column) is left out.
  const read = (view: TableUrlView) => {
    const group = view.group;
    const sorts = group
      ? [
          { columnId: group.columnId, dir: group.dir },
          ...view.sorts.filter((sort) => sort.columnId !== group.columnId),
        ]
      : view.sorts;
    return listRecordsIn(scope, table.id, {
      offset: 0,
      limit: RECORDS_PAGE_DEFAULT,
      sort: sorts.slice(0, 5),
      ...(view.filter ? { filter: view.filter } : {}),
      ...(view.q ? { q: view.q } : {}),
    });
  };
  let view = withSaved(urlView, choice, saved?.config ?? null);
  const first = await read(view).catch((error: unknown) => {
    if (!(error instanceof AppError) || error.code !== "bad_request") throw error;
    view = EMPTY_TABLE_VIEW;
    return read(view);
  });
  return {
    ...head,
    kind: "table",
    database,
    table,
    first: first.value(),
    view,
    views: { data: views },
    viewId: saved?.id ?? null,
  };
}
