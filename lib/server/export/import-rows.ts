import "server-only";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Tx } from "@/lib/server/events/commit";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { getFileStorage } from "@/lib/server/files/storage";
import { newId } from "@/lib/server/ids";
import { ID_TOKEN, ImportError, type ImportPlan, type TableShape } from "./import-plan";
import { gzipLines, type OpenArchive } from "./read-archive";

// Writing a planned import (import-plan.ts) in the transaction `tx` the caller holds: the workspace
// and the new people, each table's rows in the manifest's order (a batch of 500 per statement,
// through json_populate_recordset), the references to a row written later filled in afterwards, what
// the kinds make from their rows (`imported`: the database generator's schema), that schema's
// records, then the files' bytes under their new keys. Nothing is kept in memory but a batch and the
// id map.
//
// An archive is the uploader's to write: every reference it holds must name something it brings.
// A foreign key, an id column (char(24)) or a list of ids whose value is not one of the archive's
// ids (or a person's, or a module kind's) is emptied, or its row left out when it is required — so a
// row can never point into another workspace of this server.

const BATCH = 500;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every id of the archive in `value` replaced by its new one: in a string, and within arrays and
 * objects, keys too (a record's cells by column id, the database generator's `c_<id>` columns).
 */
function remap(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === "string") return value.replace(ID_TOKEN, (id) => ids.get(id) ?? id);
  if (Array.isArray(value)) return value.map((item) => remap(item, ids));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [remap(key, ids) as string, remap(item, ids)]),
    );
  return value;
}

async function insertRows(tx: Tx, target: string, columns: string[], rows: unknown[]) {
  if (rows.length === 0) return;
  const list = columns.map(quote).join(", ");
  await tx.$executeRawUnsafe(
    `INSERT INTO ${target} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${target}, $1::json)`,
    JSON.stringify(rows),
  );
}

export interface WriteResult {
  rows: Record<string, number>;
  database: Record<string, number>;
  files: number;
}

/** Writes the workspace, its people, rows, database and files; `advance` counts rows and file bytes. */
export async function writeImport(
  tx: Tx,
  archive: OpenArchive,
  plan: ImportPlan,
  importer: string,
  name: string,
  tempDir: string,
  advance: (units: number) => void,
  /** Filled with the storage keys written (the caller removes them if the transaction fails). */
  storedKeys: string[],
): Promise<WriteResult> {
  const { ids } = plan;
  const result: WriteResult = { rows: {}, database: {}, files: 0 };
  await tx.$executeRawUnsafe(
    `INSERT INTO "Workspace" ("id", "name", "ownerId", "auditRetentionDays", "ssoDefaultRole", "updatedAt")
     VALUES ($1, $2, $3, $4, $5::"Role", now())`,
    plan.newWorkspaceId,
    name,
    importer,
    plan.workspace.auditRetentionDays,
    plan.workspace.ssoDefaultRole,
  );
  const people = plan.newPeople.map((person) => ({
    id: person.newId,
    name: person.name,
    email: person.service ? `service-${person.newId}@tokens.invalid` : person.email,
    timeZone: person.timeZone ?? null,
    service: person.service === true,
    updatedAt: new Date().toISOString(),
  }));
  for (let i = 0; i < people.length; i += BATCH)
    await insertRows(
      tx,
      `"User"`,
      ["id", "name", "email", "timeZone", "service", "updatedAt"],
      people.slice(i, i + BATCH),
    );

  const fileTypes = new Map<string, string>();
  const later: { table: string; column: string; pairs: [string, string][] }[] = [];
  const pending = new Set(plan.manifest.tables.map((table) => table.name));
  for (const table of plan.manifest.tables) {
    const rule = plan.rules.get(table.name);
    const shape = plan.shapes.get(table.name)!;
    if (rule?.skip) {
      pending.delete(table.name);
      continue;
    }
    const fill = rule?.fill ?? {};
    const columns = [
      ...new Set([...table.columns.filter((column) => shape.columns.has(column)), ...Object.keys(fill)]),
    ];
    // References to this table or to one written later: null now, set once their rows exist.
    const deferred = new Map<string, [string, string][]>(
      [...shape.references].filter(([, parent]) => pending.has(parent)).map(([column]) => [column, []]),
    );
    let batch: Record<string, unknown>[] = [];
    let count = 0;
    const flush = async () => {
      await insertRows(tx, quote(table.name), columns, batch);
      count += batch.length;
      advance(batch.length);
      batch = [];
    };
    for await (const line of gzipLines(await archive.open(`tables/${table.name}.jsonl.gz`))) {
      const source = JSON.parse(line) as Record<string, unknown>;
      if (typeof source.id === "string" && !ids.has(source.id)) continue; // left out by the plan
      if (!hasParents(source, shape, ids, pending, table.name)) continue;
      const row = remap(source, ids) as Record<string, unknown>;
      if (!keepIdsInside(source, row, shape, ids)) {
        plan.leftOut[table.name] = (plan.leftOut[table.name] ?? 0) + 1;
        continue;
      }
      for (const [column, parent] of shape.references) {
        const value = source[column];
        if (typeof value !== "string") continue;
        if (!ids.has(value))
          row[column] = null; // nothing here to point at (nullable: checked above)
        else if (deferred.has(column)) {
          if (typeof row.id !== "string")
            throw new ImportError(`${table.name} points at ${parent} and has no id`);
          deferred.get(column)!.push([row.id, ids.get(value)!]);
          row[column] = null;
        }
      }
      for (const [column, make] of Object.entries(fill)) row[column] = make(row);
      if (table.name === "File" && typeof row.key === "string")
        fileTypes.set(row.key, String(row.contentType));
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    for (const [column, pairs] of deferred)
      if (pairs.length) later.push({ table: table.name, column, pairs });
    result.rows[table.name] = count;
    pending.delete(table.name);
  }
  // Every row is written: the references to rows written after them are filled in.
  for (const { table, column, pairs } of later)
    for (let i = 0; i < pairs.length; i += BATCH)
      await tx.$executeRawUnsafe(
        `UPDATE ${quote(table)} t SET ${quote(column)} = v."value"
           FROM json_to_recordset($1::json) AS v("id" text, "value" text) WHERE t."id" = v."id"`,
        JSON.stringify(pairs.slice(i, i + BATCH).map(([id, value]) => ({ id, value }))),
      );

  // The importer owns the workspace; whoever owned the archive's is an admin of it.
  await tx.$executeRawUnsafe(
    `INSERT INTO "WorkspaceMember" ("id", "workspaceId", "userId", "role", "accessToAll", "updatedAt")
     VALUES ($1, $2, $3, 'owner', true, now())
     ON CONFLICT ("workspaceId", "userId") DO UPDATE SET "role" = 'owner', "accessToAll" = true`,
    newId(),
    plan.newWorkspaceId,
    importer,
  );
  await tx.$executeRawUnsafe(
    `UPDATE "WorkspaceMember" SET "role" = 'admin' WHERE "workspaceId" = $1 AND "role" = 'owner' AND "userId" <> $2`,
    plan.newWorkspaceId,
    importer,
  );

  for (const kind of Object.values(SERVER_KINDS)) await kind.imported?.(tx, plan.newWorkspaceId);
  await writeDatabase(tx, archive, plan, result, advance);
  await writeFiles(archive, plan, fileTypes, tempDir, result, advance, storedKeys);
  return result;
}

/** Whether each required reference of a row has something to point at (or will, being written later). */
function hasParents(
  row: Record<string, unknown>,
  shape: TableShape,
  ids: Map<string, string>,
  pending: Set<string>,
  table: string,
): boolean {
  for (const [column, parent] of shape.references) {
    const value = row[column];
    if (typeof value !== "string" || shape.nullable.has(column)) continue;
    if (!ids.has(value) && !(pending.has(parent) && parent !== table)) return false;
  }
  return true;
}

/**
 * Whether a row keeps only ids the archive brings: an id column that is no foreign key (checked
 * before) emptied, a list of ids kept to the known ones; false when a required one names nothing.
 */
function keepIdsInside(
  source: Record<string, unknown>,
  row: Record<string, unknown>,
  shape: TableShape,
  ids: Map<string, string>,
): boolean {
  for (const column of shape.idColumns) {
    const value = source[column];
    if (column === "id" || shape.references.has(column) || typeof value !== "string" || ids.has(value))
      continue;
    if (!shape.nullable.has(column)) return false;
    row[column] = null;
  }
  for (const column of shape.idLists) {
    const value = source[column];
    if (Array.isArray(value))
      row[column] = value
        .filter((id): id is string => typeof id === "string" && ids.has(id))
        .map((id) => ids.get(id)!);
  }
  return true;
}

/**
 * The database generator's records and links, loaded into the schema its kind made from the imported
 * rows (`imported`): only into tables that exist there, only columns they have.
 */
async function writeDatabase(
  tx: Tx,
  archive: OpenArchive,
  plan: ImportPlan,
  result: WriteResult,
  advance: (units: number) => void,
) {
  const names = Object.keys(plan.manifest.database.tables);
  if (names.length === 0) return;
  const schema = `db_${plan.newWorkspaceId}`;
  const present = await tx.$queryRawUnsafe<{ table: string; column: string }[]>(
    `SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
      WHERE table_schema = $1`,
    schema,
  );
  const columnsOf = new Map<string, Set<string>>();
  for (const row of present)
    columnsOf.set(row.table, (columnsOf.get(row.table) ?? new Set()).add(row.column));
  // Records tables before the junctions that point at them.
  names.sort((a, b) => Number(b.startsWith("t_")) - Number(a.startsWith("t_")) || a.localeCompare(b));
  for (const name of names) {
    const table = remap(name, plan.ids) as string;
    const columns = columnsOf.get(table);
    if (!/^[tl]_[0-9a-f]{24}$/.test(table) || !columns)
      throw new ImportError(`the archive's database table ${name} is not one of its tables`);
    const target = `${quote(schema)}.${quote(table)}`;
    let batch: Record<string, unknown>[] = [];
    let keys: string[] = [];
    let count = 0;
    const flush = async () => {
      await insertRows(tx, target, keys, batch);
      count += batch.length;
      advance(batch.length);
      batch = [];
    };
    const records = name.startsWith("t_");
    for await (const line of gzipLines(await archive.open(`database/${name}.jsonl.gz`))) {
      const source = JSON.parse(line) as Record<string, unknown>;
      // A record whose id is none of the archive's (not one of our ids) is left out.
      if (records && !(typeof source.id === "string" && plan.ids.has(source.id))) continue;
      const row = remap(source, plan.ids) as Record<string, unknown>;
      if (batch.length === 0) keys = Object.keys(row).filter((key) => columns.has(key));
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    result.database[name] = count;
  }
}

/** Each file's bytes stored under its new key (its workspace's id in it is the new one). */
async function writeFiles(
  archive: OpenArchive,
  plan: ImportPlan,
  fileTypes: Map<string, string>,
  tempDir: string,
  result: WriteResult,
  advance: (units: number) => void,
  storedKeys: string[],
) {
  const storage = getFileStorage();
  for (const name of archive.names) {
    if (!name.startsWith("files/")) continue;
    const key = remap(name.slice("files/".length), plan.ids) as string;
    const contentType = fileTypes.get(key);
    if (!contentType) continue; // a file whose row was left out
    const temp = path.join(tempDir, `import-file-${newId()}`);
    try {
      await pipeline(await archive.open(name), createWriteStream(temp));
      const size = archive.sizeOf(name) ?? 0;
      await storage.putFile(key, temp, size, contentType);
      storedKeys.push(key);
      result.files += 1;
      advance(Math.ceil(size / 65_536));
    } finally {
      await rm(temp, { force: true });
    }
  }
}
