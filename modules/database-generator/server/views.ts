import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { Column } from "@/modules/database-generator/shared/types";
import {
  configProblem,
  defaultConfig,
  renamedConfig,
  sanitizeConfig,
  VIEWS_MAX,
  type DbViewAnswer,
  type ViewConfigPatch,
  type ViewKind,
} from "@/modules/database-generator/shared/views";
import { nameUnique } from "./column-rules";
import { dbChanged, dbScope, tableIn } from "./scope";
import { getTableIn } from "./tables";

// A table's saved views: a grid, a kanban, a gallery or a form, each with its sorts, filter and its
// kind's settings (shared/views.ts). Who reads the table reads its views; who may edit makes, changes
// and removes them. A view names columns by id: what the table no longer has (or can no longer use
// there) is left out when it is read, so removing or retyping a column never breaks a view.

const viewNotFound = () => notFound("errors.dbViewNotFound");

const viewSelect = {
  id: true,
  tableId: true,
  name: true,
  kind: true,
  position: true,
  config: true,
  createdAt: true,
  updatedAt: true,
} as const;

type ViewRow = {
  id: string;
  tableId: string;
  name: string;
  kind: ViewKind;
  position: number;
  config: unknown;
  createdAt: Date;
  updatedAt: Date;
};

const answerOf = (row: ViewRow, columns: readonly Column[]): DbViewAnswer => ({
  id: row.id,
  tableId: row.tableId,
  name: row.name,
  kind: row.kind,
  position: row.position,
  config: sanitizeConfig(row.config, columns),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored views of a table of the module, in their order (read beside the table itself). */
export function viewRowsIn(scope: ModuleScope, tableId: string): Promise<ViewRow[]> {
  return getDb().dbView.findMany({
    where: { tableId, table: { database: { moduleId: scope.moduleId } } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: viewSelect,
  });
}

/** Stored views as answered: their settings as they hold for the table's columns. */
export const viewsOf = (rows: readonly ViewRow[], columns: readonly Column[]): DbViewAnswer[] =>
  rows.map((row) => answerOf(row, columns));

/** A table's views in their order, read through the module gate. */
export async function listViewsIn(scope: ModuleScope, tableId: string): Promise<DbViewAnswer[]> {
  const [table, rows] = await Promise.all([getTableIn(scope, tableId), viewRowsIn(scope, tableId)]);
  return viewsOf(rows, table.columns);
}

export async function listViews(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  locale: Locale = "en",
): Promise<{ data: DbViewAnswer[] }> {
  return { data: await listViewsIn(await dbScope(actor, params.moduleId, locale), params.tableId) };
}

function checked(patch: ViewConfigPatch | undefined, columns: readonly Column[]): void {
  if (!patch) return;
  const problem = configProblem(patch, columns);
  if (problem) throw badRequest(problem);
}

export async function createView(
  actor: Actor,
  params: { moduleId: unknown; tableId: string },
  input: { name: string; kind: ViewKind; config?: ViewConfigPatch | undefined },
  locale: Locale = "en",
): Promise<DbViewAnswer> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await getTableIn(scope, params.tableId);
  assertModuleCan(scope, "edit");
  checked(input.config, table.columns);
  const config = { ...defaultConfig(input.kind, table), ...input.config };
  const workspaceId = scope.membership.workspaceId;
  const row = await nameUnique("validation.dbViewNameTaken", () =>
    withEvents(async (tx, emit) => {
      await lockViews(tx, table.id);
      const count = await tx.dbView.count({ where: { tableId: table.id } });
      if (count >= VIEWS_MAX) throw badRequest("validation.dbViewsTooMany");
      const created = await tx.dbView.create({
        data: {
          id: newId(),
          workspaceId,
          tableId: table.id,
          name: input.name,
          kind: input.kind,
          position: count,
          config,
          createdById: actor.userId,
        },
        select: viewSelect,
      });
      emit(dbChanged(scope, actor, [{ type: "views.changed", tableId: table.id }]));
      return created;
    }),
  );
  return answerOf(row, table.columns);
}

export async function updateView(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; viewId: string },
  input: { name?: string | undefined; position?: number | undefined; config?: ViewConfigPatch | undefined },
  locale: Locale = "en",
): Promise<DbViewAnswer> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await getTableIn(scope, params.tableId);
  const view = await viewIn(table.id, params.viewId);
  assertModuleCan(scope, "edit");
  checked(input.config, table.columns);
  const row = await nameUnique("validation.dbViewNameTaken", () =>
    withEvents(async (tx, emit) => {
      await lockViews(tx, table.id);
      // The stored settings as they hold now, with the given parts in place of theirs.
      const current = await tx.dbView.findUnique({ where: { id: view.id }, select: { config: true } });
      if (!current) throw viewNotFound();
      if (input.position !== undefined) await moveView(tx, table.id, view.id, input.position);
      const updated = await tx.dbView.update({
        where: { id: view.id },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.config
            ? { config: { ...sanitizeConfig(current.config, table.columns), ...input.config } }
            : {}),
          updatedAt: new Date(),
        },
        select: viewSelect,
      });
      emit(dbChanged(scope, actor, [{ type: "views.changed", tableId: table.id }]));
      return updated;
    }),
  );
  return answerOf(row, table.columns);
}

export async function deleteView(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; viewId: string },
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  const view = await viewIn(table.id, params.viewId);
  assertModuleCan(scope, "edit");
  await withEvents(async (tx, emit) => {
    await lockViews(tx, table.id);
    await tx.dbView.delete({ where: { id: view.id } });
    await renumber(tx, table.id);
    emit(dbChanged(scope, actor, [{ type: "views.changed", tableId: table.id }]));
  });
  return { ok: true };
}

/** A view of the table (another table's, or another workspace's, is not found). */
async function viewIn(tableId: string, viewId: string) {
  const view = await getDb().dbView.findFirst({ where: { id: viewId, tableId }, select: { id: true } });
  if (!view) throw viewNotFound();
  return view;
}

/** One change of a table's views at a time (their positions and their limit). */
const lockViews = (tx: Tx, tableId: string) =>
  tx.$executeRaw`SELECT 1 FROM "DbTable" WHERE "id" = ${tableId} FOR UPDATE`;

/** The table's views' ids in their order. */
async function viewOrder(tx: Tx, tableId: string): Promise<string[]> {
  const views = await tx.dbView.findMany({
    where: { tableId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return views.map((view) => view.id);
}

async function moveView(tx: Tx, tableId: string, viewId: string, position: number): Promise<void> {
  const order = (await viewOrder(tx, tableId)).filter((id) => id !== viewId);
  order.splice(Math.min(position, order.length), 0, viewId);
  await setOrder(tx, order);
}

const renumber = async (tx: Tx, tableId: string) => setOrder(tx, await viewOrder(tx, tableId));

const setOrder = (tx: Tx, order: string[]) => tx.$executeRaw`
  UPDATE "DbView" v SET "position" = o."n" - 1
    FROM unnest(${order}::bpchar[]) WITH ORDINALITY o("id", "n")
   WHERE v."id" = o."id" AND v."position" <> o."n" - 1`;

/**
 * Copies a table's views to its clone, their columns named by the clone's (`map`: source id → copy's
 * id; a column the copy lacks keeps the source's id, which the copy's views leave out when read).
 */
export async function cloneViews(
  tx: Tx,
  source: { id: string; columns: readonly Column[] },
  copy: { id: string; workspaceId: string },
  map: ReadonlyMap<string, string>,
  actorId: string,
): Promise<void> {
  const views = await tx.dbView.findMany({
    where: { tableId: source.id },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: viewSelect,
  });
  if (views.length === 0) return;
  const rename = (id: string) => map.get(id) ?? id;
  await tx.dbView.createMany({
    data: views.map((view) => ({
      id: newId(),
      workspaceId: copy.workspaceId,
      tableId: copy.id,
      name: view.name,
      kind: view.kind,
      position: view.position,
      createdById: actorId,
      config: renamedConfig(sanitizeConfig(view.config, source.columns), rename),
    })),
  });
}
