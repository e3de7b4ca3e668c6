import "server-only";
import { getDb } from "@/lib/server/db";
import { cellColumn, recordsTable } from "./physical";

// Which of the module's uploads the daily orphan purge keeps (purge-orphaned-uploads.ts). A file an
// attachment cell of any of its module's tables holds is kept; one no cell holds is kept too the first
// time the purge finds it so (`DbFile.detachedAt` set then), and goes once that is more than a day
// ago: a removal undone, a deleted record restored by a paste of its copy, finds its file. A
// thumbnail goes with its original (its DbFile row).

/** How long a file no cell holds is kept after the purge first finds it so. */
export const DETACHED_GRACE_MS = 24 * 60 * 60 * 1000;

/** The files (by module) that an attachment cell of their module's tables holds. */
async function heldFiles(byModule: Map<string, string[]>): Promise<Set<string>> {
  const held = new Set<string>();
  const columns = await getDb().$queryRaw<
    { id: string; tableId: string; workspaceId: string; moduleId: string }[]
  >`
    SELECT k."id", t."id" AS "tableId", t."workspaceId", d."moduleId"
      FROM "DbColumn" k JOIN "DbTable" t ON t."id" = k."tableId" JOIN "DbDatabase" d ON d."id" = t."databaseId"
     WHERE k."type" = 'attachment' AND d."moduleId" = ANY(${[...byModule.keys()]}::bpchar[])`;
  for (const column of columns) {
    const ids = byModule.get(column.moduleId) ?? [];
    const value = cellColumn(column.id);
    // The column's GIN index answers `&&`: only the records holding one of the files are read.
    const rows = await getDb().$queryRaw<{ id: string }[]>`
      SELECT DISTINCT u."id" FROM ${recordsTable({ workspaceId: column.workspaceId, id: column.tableId })} r,
             unnest(${value}) AS u("id")
       WHERE ${value} && ${ids}::text[] AND u."id" = ANY(${ids}::text[])`;
    for (const row of rows) held.add(row.id);
  }
  return held;
}

/** The keys among `keys` of database generator files the purge keeps (see above). */
export async function databaseAttachmentReferences(keys: string[], now = new Date()): Promise<string[]> {
  if (keys.length === 0) return [];
  const files = await getDb().$queryRaw<
    { id: string; key: string; moduleId: string | null; thumbOf: string | null; detachedAt: Date | null }[]
  >`
    SELECT f."id", f."key", d."moduleId", t."id" AS "thumbOf", d."detachedAt"
      FROM "File" f
      LEFT JOIN "DbFile" d ON d."id" = f."id"
      LEFT JOIN "DbFile" t ON t."thumbFileId" = f."id"
     WHERE f."key" = ANY(${keys}::text[]) AND f."ownerKind" = 'database_generator'`;
  const kept = files.filter((file) => file.thumbOf !== null).map((file) => file.key);
  const originals = files.filter((file) => file.moduleId !== null);
  if (originals.length === 0) return kept;
  const byModule = new Map<string, string[]>();
  for (const file of originals)
    byModule.set(file.moduleId!, [...(byModule.get(file.moduleId!) ?? []), file.id]);
  const held = await heldFiles(byModule);
  const cutoff = new Date(now.getTime() - DETACHED_GRACE_MS);
  const attach: string[] = [];
  const detach: string[] = [];
  for (const file of originals) {
    if (held.has(file.id)) {
      kept.push(file.key);
      if (file.detachedAt) attach.push(file.id);
    } else if (!file.detachedAt) {
      kept.push(file.key);
      detach.push(file.id);
    } else if (file.detachedAt > cutoff) kept.push(file.key);
  }
  const db = getDb();
  if (attach.length)
    await db.$executeRaw`UPDATE "DbFile" SET "detachedAt" = NULL WHERE "id" = ANY(${attach}::bpchar[])`;
  if (detach.length)
    await db.$executeRaw`UPDATE "DbFile" SET "detachedAt" = ${now} WHERE "id" = ANY(${detach}::bpchar[])`;
  return kept;
}
