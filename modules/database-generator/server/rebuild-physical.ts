import "server-only";
import type { Tx } from "@/lib/server/events/commit";
import { ImportError } from "@/lib/server/export/import-error";
import type { ColumnType } from "@/modules/database-generator/shared/columns";
import { columnOptionsSchema, type Column } from "@/modules/database-generator/shared/types";
import { sidesOf } from "./links";
import { createJunction, createRecordsTable } from "./physical";
import { installRecordSearch } from "./record-search";
import { installRollupsOf } from "./stored-rollups";

// After an import wrote a workspace's rows (docs/platform/export.md, importing): its tables, columns
// and links are rows, but their records live in the workspace's own schema (`db_<workspaceId>`),
// which is made here from those rows by the same functions that make it as people work — never from
// statements an archive carries. The archive's records are loaded into it afterwards.

/** Makes the records tables, the links' junctions and the stored rollups of `workspaceId`'s tables. */
export async function rebuildPhysicalSchema(tx: Tx, workspaceId: string): Promise<void> {
  const tables = await tx.dbTable.findMany({
    where: { workspaceId },
    select: { id: true, columns: { select: { id: true, type: true, unique: true, options: true } } },
    orderBy: { id: "asc" },
  });
  if (tables.length === 0) return;
  // The options reach SQL (a rollup's function): an archive's are checked as the API checks them.
  const columns = tables.flatMap((table) =>
    table.columns.map((column) => {
      const options = columnOptionsSchema.safeParse(column.options ?? {});
      if (!options.success) throw new ImportError(`column ${column.id} has options this server refuses`);
      return { ...column, tableId: table.id, type: column.type as ColumnType, options: options.data };
    }),
  );
  const tableIds = new Set(tables.map((table) => table.id));
  for (const table of tables)
    await createRecordsTable(
      tx,
      { workspaceId, id: table.id },
      columns.filter((column) => column.tableId === table.id),
    );

  const byId = new Map(columns.map((column) => [column.id, column]));
  for (const link of columns) {
    if (link.type !== "link") continue;
    const inverse = byId.get(link.options.inverseId ?? "");
    if (!inverse || !tableIds.has(link.options.tableId ?? "") || inverse.tableId !== link.options.tableId)
      throw new ImportError(`link ${link.id} has no other side in the archive`);
    const { ownerId, near, far } = sidesOf({ id: link.id, options: link.options as Column["options"] });
    if (ownerId !== link.id) continue; // made with its other side
    await createJunction(tx, workspaceId, ownerId, {
      [near]: { tableId: link.tableId, single: link.options.multiple === false },
      [far]: { tableId: inverse.tableId, single: inverse.options.multiple === false },
    } as Record<"a" | "b", { tableId: string; single: boolean }>);
  }
  await installRollupsOf(
    tx,
    workspaceId,
    columns.filter((column) => column.type === "rollup").map((column) => column.id),
  );
  // The archive's records, loaded next, write their search rows through these.
  for (const table of tables) await installRecordSearch(tx, table.id);
}
