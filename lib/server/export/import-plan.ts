import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { SERVER_KINDS } from "@/modules/kinds.server";
import type { TablePortability } from "@/lib/server/modules/server-kind";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from "./archive";
import { ImportError } from "./import-error";
import { entryBytes, gzipLines, type OpenArchive } from "./read-archive";
import { exportTables, foreignKeys, type ForeignKey, type RowsClient } from "./tables";

// What an import of an archive will do, read before anything is written (docs/platform/export.md,
// importing): the manifest checked, each table's columns as this server has them, which rows are
// left out, and a new id for every id of the archive — the workspace, each row, each person (an
// account here with the same address, or a new one) and each module kind (this server's, by tag).
// Ids are replaced wherever they appear (keys, JSON, storage keys, the database generator's table
// and column names), so references of any shape follow.

export { ImportError };

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number(),
  workspaceId: z.string().regex(/^[0-9a-f]{24}$/),
  migration: z.string().nullable(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number() })),
  database: z.object({ schema: z.string(), tables: z.record(z.string(), z.number()) }),
  files: z.object({ count: z.number(), bytes: z.number() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

const workspaceSchema = z.object({
  name: z.string().min(1),
  ownerId: z.string(),
  auditRetentionDays: z.number().int(),
  ssoDefaultRole: z.string(),
});
const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  timeZone: z.string().nullable().optional(),
  service: z.boolean().optional(),
});
export type Person = z.infer<typeof personSchema>;

/** Tables of the platform an import leaves out: claims and links that belong to this server. */
const PLATFORM_RULES: Readonly<Record<string, TablePortability>> = {
  // A domain is claimed by one workspace of the server: its owner claims it again.
  SsoDomain: { skip: true },
  // A workspace's own sign-in provider: its secret is never exported, and the provider has this
  // server's redirect address registered; its owner connects it again.
  WorkspaceSsoProvider: { skip: true },
  // Pending invitations' links were mailed from the other server.
  Invitation: { skip: true },
};

/** Every table's import rule: the platform's and each kind's manifest (`portability`). */
export function importRules(): Map<string, TablePortability> {
  const rules = new Map(Object.entries(PLATFORM_RULES));
  for (const kind of Object.values(SERVER_KINDS))
    for (const [table, rule] of Object.entries(kind.portability ?? {})) rules.set(table, rule);
  return rules;
}

export interface TableShape {
  /** Columns this server has and accepts values for (generated ones are left out). */
  columns: Set<string>;
  nullable: Set<string>;
  /** Single-column foreign keys: column → parent table. */
  references: Map<string, string>;
  /** Columns holding one id (char(24)), foreign keys or not. */
  idColumns: Set<string>;
  /** Columns holding a list of ids (char(24)[]: a task's assignees). */
  idLists: Set<string>;
}

export interface ImportPlan {
  manifest: Manifest;
  workspace: z.infer<typeof workspaceSchema>;
  newWorkspaceId: string;
  /** Archive id → id here (workspace, rows, people, module kinds). */
  ids: Map<string, string>;
  /** People to make here (no account has their address), with their new ids. */
  newPeople: (Person & { newId: string })[];
  /** Ids of people who are service identities (their memberships are not imported). */
  serviceIds: Set<string>;
  shapes: Map<string, TableShape>;
  rules: Map<string, TablePortability>;
  /** Rows left out per table (by a rule, or because what they need was left out). */
  leftOut: Record<string, number>;
  people: { matched: number; made: number };
}

/**
 * New ids keep the old ones' order: each id's time (its first 8 characters) moved back by one amount
 * for the whole import, its random part kept. Lists ordered by id keep their order, and so does
 * whatever compares two ids (which side of a link owns its junction); the imported rows sort before
 * anything made here later.
 */
function idRenewer(): (old: string) => string {
  const shift = 1 + (randomBytes(3).readUIntBE(0, 3) % 0xffffff);
  return (old) =>
    ((Number.parseInt(old.slice(0, 8), 16) - shift) >>> 0).toString(16).padStart(8, "0") + old.slice(8);
}
export const ID_TOKEN = /(?<![0-9a-f])[0-9a-f]{24}(?![0-9a-f])/g;
const HEX_ID = /^[0-9a-f]{24}$/;

async function jsonEntry(archive: OpenArchive, name: string): Promise<unknown> {
  if (!archive.names.has(name)) throw new ImportError(`the archive has no ${name}`);
  try {
    return JSON.parse((await entryBytes({ name, size: 0, open: () => archive.open(name) })).toString("utf8"));
  } catch {
    throw new ImportError(`${name} is not JSON`);
  }
}

/** Reads the archive's manifest, people and ids (rows are read, not kept) and plans the import. */
export async function planImport(client: RowsClient, archive: OpenArchive): Promise<ImportPlan> {
  const renewId = idRenewer();
  const parsed = manifestSchema.safeParse(await jsonEntry(archive, "manifest.json"));
  if (!parsed.success) throw new ImportError("manifest.json is not a workspace export's manifest");
  const manifest = parsed.data;
  if (manifest.version !== ARCHIVE_VERSION)
    throw new ImportError(`the archive's format version ${manifest.version} is not ${ARCHIVE_VERSION}`);
  if (manifest.migration) {
    const known = await client.query(
      `SELECT 1 FROM "_prisma_migrations" WHERE "migration_name" = $1 AND "finished_at" IS NOT NULL`,
      [manifest.migration],
    );
    if (known.rows.length === 0)
      throw new ImportError("the archive was made by a newer version of the suite: update this server first");
  }
  const workspace = workspaceSchema.parse(await jsonEntry(archive, "workspace.json"));
  const catalog = z.record(z.string(), z.string()).parse(await jsonEntry(archive, "catalog.json"));

  const newWorkspaceId = renewId(manifest.workspaceId);
  const ids = new Map<string, string>([[manifest.workspaceId, newWorkspaceId]]);
  const tags = await client.query<{ id: string; tag: string }>(`SELECT "id", "tag" FROM "ModuleDefinition"`);
  const byTag = new Map(tags.rows.map((row) => [row.tag, row.id]));
  for (const [oldId, tag] of Object.entries(catalog)) {
    const here = byTag.get(tag);
    if (here) ids.set(oldId, here);
  }

  // People: an account with the same address is theirs here; the others get new accounts.
  const people: Person[] = [];
  for await (const line of gzipLines(await archive.open("people.jsonl.gz")))
    people.push(personSchema.parse(JSON.parse(line)));
  const existing = await client.query<{ id: string; email: string }>(
    `SELECT "id", lower("email") AS "email" FROM "User" WHERE lower("email") = ANY($1::text[]) AND NOT "service"`,
    [people.filter((person) => !person.service).map((person) => person.email.toLowerCase())],
  );
  const byEmail = new Map(existing.rows.map((row) => [row.email, row.id]));
  const newPeople: ImportPlan["newPeople"] = [];
  const serviceIds = new Set<string>();
  for (const person of people) {
    const here = person.service ? undefined : byEmail.get(person.email.toLowerCase());
    const id = here ?? renewId(person.id);
    ids.set(person.id, id);
    if (!here) newPeople.push({ ...person, newId: id });
    if (person.service) serviceIds.add(person.id);
  }

  const shapes = await tableShapes(client, await foreignKeys(client));
  const rules = importRules();
  const leftOut: Record<string, number> = {};
  const pending = new Set(manifest.tables.map((table) => table.name));
  // Only the tables and columns an export of this server holds: never an account's, a session's or a
  // token's table, nor a secret column, whatever a manifest lists.
  const exported = new Map((await exportTables(client)).map((table) => [table.name, new Set(table.columns)]));
  for (const table of manifest.tables) {
    const shape = shapes.get(table.name);
    const allowed = exported.get(table.name);
    if (!shape || !allowed) throw new ImportError(`this server has no table ${table.name}`);
    table.columns = table.columns.filter((column) => allowed.has(column));
    const skip = rules.get(table.name)?.skip === true;
    const name = `tables/${table.name}.jsonl.gz`;
    if (!archive.names.has(name)) throw new ImportError(`the archive has no ${name}`);
    for await (const line of gzipLines(await archive.open(name))) {
      const row = JSON.parse(line) as Record<string, unknown>;
      const id = typeof row.id === "string" ? row.id : null;
      // An id column (char(24)) holds one of our ids: anything else would be stored as it is (only
      // ids are renewed), and code that builds names from ids trusts their form.
      const malformed = shape.idColumns.has("id") && (id === null || !HEX_ID.test(id));
      if (
        skip ||
        malformed ||
        lacksParent(row, shape, ids, pending) ||
        serviceMembership(table.name, row, serviceIds)
      ) {
        leftOut[table.name] = (leftOut[table.name] ?? 0) + 1;
      } else if (id) ids.set(id, renewId(id));
    }
    pending.delete(table.name);
  }
  // The database generator's records keep their ids' time too (comments and history name them).
  for (const name of Object.keys(manifest.database.tables)) {
    if (!name.startsWith("t_")) continue;
    for await (const line of gzipLines(await archive.open(`database/${name}.jsonl.gz`))) {
      const { id } = JSON.parse(line) as { id?: unknown };
      if (typeof id === "string" && HEX_ID.test(id)) ids.set(id, renewId(id));
    }
  }
  return {
    manifest,
    workspace,
    newWorkspaceId,
    ids,
    newPeople,
    serviceIds,
    shapes,
    rules,
    leftOut,
    people: { matched: people.length - newPeople.length, made: newPeople.length },
  };
}

/**
 * A row whose required reference has nothing to point at here is left out (a row left out, a person
 * or module kind unknown, a table not in archives). Checked against the tables already read; a
 * reference to its own table or one read later (`pending`) is checked as it is written.
 */
function lacksParent(
  row: Record<string, unknown>,
  shape: TableShape,
  ids: Map<string, string>,
  pending: Set<string>,
): boolean {
  for (const [column, parent] of shape.references) {
    const value = row[column];
    if (typeof value !== "string" || shape.nullable.has(column) || pending.has(parent)) continue;
    if (!ids.has(value)) return true;
  }
  return false;
}

/** A service identity's membership: its tokens are not in the archive, so it would act for nothing. */
const serviceMembership = (table: string, row: Record<string, unknown>, serviceIds: Set<string>) =>
  table === "WorkspaceMember" && typeof row.userId === "string" && serviceIds.has(row.userId);

/** Each table's columns here: which accept values, which may be null, which point at another table. */
async function tableShapes(client: RowsClient, keys: ForeignKey[]): Promise<Map<string, TableShape>> {
  const { rows } = await client.query<{
    table: string;
    column: string;
    nullable: boolean;
    generated: boolean;
    id: boolean;
    ids: boolean;
  }>(
    `SELECT c.table_name::text AS "table", c.column_name::text AS "column", c.is_nullable = 'YES' AS nullable,
            c.is_generated = 'ALWAYS' AS generated,
            c.data_type = 'character' AND c.character_maximum_length = 24 AS id,
            c.data_type = 'ARRAY' AND c.udt_name = '_bpchar' AND a.atttypmod = 28 AS ids
       FROM information_schema.columns c
       JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
                          AND a.attname = c.column_name
      WHERE c.table_schema = current_schema()`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of rows) {
    const shape = shapes.get(row.table) ?? {
      columns: new Set(),
      nullable: new Set(),
      references: new Map(),
      idColumns: new Set(),
      idLists: new Set(),
    };
    if (!row.generated) shape.columns.add(row.column);
    if (row.id) shape.idColumns.add(row.column);
    if (row.ids) shape.idLists.add(row.column);
    if (row.nullable) shape.nullable.add(row.column);
    shapes.set(row.table, shape);
  }
  for (const key of keys)
    if (key.columns.length === 1) shapes.get(key.child)?.references.set(key.columns[0]!, key.parent);
  return shapes;
}
