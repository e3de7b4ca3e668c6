import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import { createLinkPair, setLinkMultiple, sidesOf } from "./links";
import { junctionTable, recordsTable } from "./physical";
import { installRollupsOf } from "./stored-rollups";

// A clone's links and formulas: each link of the source becomes a new link of the copy to the same table (a link
// of the source to itself: of the copy to itself), with a new other side there; lookups and rollups
// read through the new links. With the records, the copy's records link to what the source's did
// (records matched by their numbers, which a copy keeps).

/**
 * Adds the source's links, lookups, rollups and formulas to its copy (its other columns written, `map` old
 * column id → new). Answers the linked tables whose structure changed.
 */
export async function cloneLinks(
  tx: Tx,
  workspaceId: string,
  source: Table,
  copy: { id: string; databaseId: string; name: string },
  map: Map<string, string>,
  withRecords: boolean,
): Promise<string[]> {
  const changed = new Set<string>();
  const self = (column: Column) => column.options.tableId === source.id;
  const copyRef = { ...copy, workspaceId };
  for (const column of source.columns) {
    if (column.type !== "link" || map.has(column.id)) continue;
    const id = newId();
    map.set(column.id, id);
    const pair = await createLinkPair(tx, copyRef, {
      id,
      name: column.name,
      options: {
        tableId: self(column) ? copy.id : column.options.tableId,
        multiple: column.options.multiple ?? true,
      },
    });
    await tx.dbColumn.create({
      data: {
        id,
        tableId: copy.id,
        name: column.name,
        type: "link",
        options: pair.options as object,
        position: column.position,
        width: column.width,
        hidden: column.hidden,
      },
    });
    if (!self(column)) changed.add(pair.targetId);
    const inverse = source.columns.find((c) => c.id === column.options.inverseId);
    if (self(column) && inverse) {
      // The other side is a column of the copy too: named and shaped as the source's.
      map.set(inverse.id, pair.options.inverseId!);
      await tx.dbColumn.update({
        where: { id: pair.options.inverseId! },
        data: {
          name: inverse.name,
          position: inverse.position,
          width: inverse.width,
          hidden: inverse.hidden,
        },
      });
    }
    if (withRecords) await copyLinks(tx, workspaceId, source, copy.id, column, { id, options: pair.options });
    if (self(column) && inverse?.options.multiple === false)
      await setLinkMultiple(
        tx,
        workspaceId,
        { id: pair.options.inverseId!, options: { inverseId: id } },
        false,
      );
  }
  const rollups: string[] = [];
  for (const column of source.columns) {
    if (column.type !== "lookup" && column.type !== "rollup") continue;
    const linkId = map.get(column.options.linkId ?? "");
    if (!linkId) continue;
    const link = source.columns.find((c) => c.id === column.options.linkId);
    // A lookup through a link of the source to itself reads the copy's own column.
    const targetId =
      column.options.targetId && link && self(link)
        ? map.get(column.options.targetId)
        : column.options.targetId;
    const id = newId();
    if (column.type === "rollup") rollups.push(id);
    await tx.dbColumn.create({
      data: {
        id,
        tableId: copy.id,
        name: column.name,
        type: column.type,
        options: { ...column.options, linkId, ...(targetId ? { targetId } : {}) },
        position: column.position,
        width: column.width,
        hidden: column.hidden,
      },
    });
  }
  // Formulas name columns, which the copy has by the same names.
  for (const column of source.columns)
    if (column.type === "formula")
      await tx.dbColumn.create({
        data: {
          id: newId(),
          tableId: copy.id,
          name: column.name,
          type: "formula",
          options: column.options as object,
          position: column.position,
          width: column.width,
          hidden: column.hidden,
        },
      });
  // The copy's rollups computed over its links (copied with its records, or none) and kept from now on.
  await installRollupsOf(tx, workspaceId, rollups);
  return [...changed];
}

/** The copy's records link to what the source's records of the same numbers link to. */
async function copyLinks(
  tx: Tx,
  workspaceId: string,
  source: Table,
  copyId: string,
  from: Column,
  to: { id: string; options: Column["options"] },
): Promise<void> {
  const old = sidesOf(from);
  const next = sidesOf(to);
  const src = recordsTable({ workspaceId, id: source.id });
  const dst = recordsTable({ workspaceId, id: copyId });
  const oldNear = Prisma.raw(`j."${old.near}"`);
  const oldFar = Prisma.raw(`j."${old.far}"`);
  const columns = Prisma.raw(`"${next.near}", "${next.far}"`);
  // Linked to itself: the far records are the copy's of the same numbers too.
  const far =
    from.options.tableId === source.id
      ? Prisma.sql`(SELECT c2."id" FROM ${src} s2 JOIN ${dst} c2 ON c2."number" = s2."number" WHERE s2."id" = ${oldFar})`
      : oldFar;
  await tx.$executeRaw`
    INSERT INTO ${junctionTable(workspaceId, next.ownerId)} (${columns})
    SELECT c."id", ${far} FROM ${junctionTable(workspaceId, old.ownerId)} j
      JOIN ${src} s ON s."id" = ${oldNear} JOIN ${dst} c ON c."number" = s."number"
    ON CONFLICT ("a", "b") DO NOTHING`;
}
