import "server-only";
import { createGzip } from "node:zlib";
import { Readable } from "node:stream";
import type { Client } from "pg";
import { getFileStorage } from "@/lib/server/files/storage";
import { exportTables, pgRows, type ExportTable } from "./tables";

// The archive of one workspace, as a stream of ZIP entries (client-zip writes them as they come):
//
//   workspace.json                  the workspace row (without secrets)
//   people.jsonl.gz                 every user its rows name: id, name, e-mail, image, time zone
//   tables/<Table>.jsonl.gz         one JSON object per row, the columns as PostgreSQL names them
//   catalog.json                    the module kinds' ids on this server, by tag (each server has its own)
//   database/<table>.jsonl.gz       the database generator's records (its workspace schema's tables)
//   files/<key>                     each stored file's bytes, under its storage key
//   manifest.json                   last: the format, the counts, the tables in insertion order
//
// Everything is read in one REPEATABLE READ, READ ONLY transaction (one consistent snapshot) through
// server-side cursors, a batch at a time, and each table's lines are gzipped as they stream: the
// memory used does not grow with the workspace (bench/export.ts).

export const ARCHIVE_FORMAT = "suite-workspace-export";
export const ARCHIVE_VERSION = 2;
const BATCH = 500;

export interface ArchiveEntry {
  name: string;
  input: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | string;
  size?: number;
  lastModified?: Date;
}

export interface ArchiveSummary {
  tables: Record<string, number>;
  database: Record<string, number>;
  people: number;
  files: number;
  fileBytes: number;
  /** Files whose bytes were not in storage (their rows are still in tables/File.jsonl.gz). */
  missingFiles: number;
}

export interface ArchiveProgress {
  /** Units done of `total`: one per row, one per 64 KB of file bytes. */
  done: number;
  total: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The lines of a query's rows (`j`: each row's JSON text), fetched a batch at a time through a cursor. */
async function* cursorLines(
  client: Client,
  sql: string,
  params: unknown[],
  onRows: (count: number) => void,
): AsyncGenerator<string> {
  await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, params);
  try {
    for (;;) {
      const { rows } = await client.query<{ j: string }>(`FETCH ${BATCH} FROM export_cursor`);
      if (rows.length === 0) return;
      yield rows.map((row) => `${row.j}\n`).join("");
      onRows(rows.length);
    }
  } finally {
    await client.query("CLOSE export_cursor");
  }
}

/** `lines` gzipped as a byte stream. */
function gzipped(lines: AsyncIterable<string>): AsyncIterable<Uint8Array> {
  return Readable.from(lines).pipe(createGzip({ level: 6 }));
}

/**
 * The entries of `workspaceId`'s archive, read through `client` (which the caller holds in a
 * REPEATABLE READ transaction). `summary` fills in as the entries are consumed.
 */
export async function* archiveEntries(
  client: Client,
  workspaceId: string,
  summary: ArchiveSummary,
  onProgress: (progress: ArchiveProgress) => void,
): AsyncGenerator<ArchiveEntry> {
  const tables = await exportTables(pgRows(client));
  const database = await databaseTables(client, workspaceId);
  const counts = await countRows(client, workspaceId, tables, database);
  const fileBytes = counts.fileBytes;
  const progress: ArchiveProgress = { done: 0, total: counts.rows + Math.ceil(fileBytes / 65_536) + 1 };
  const advance = (units: number) => {
    progress.done = Math.min(progress.total, progress.done + units);
    onProgress(progress);
  };
  const now = new Date();

  const [workspace] = (
    await client.query<{ j: string }>(
      `SELECT row_to_json(w)::text AS j FROM (SELECT "id", "name", "ownerId", "auditRetentionDays",
              "ssoDefaultRole", "ssoRequired", "createdAt" FROM "Workspace" WHERE "id" = $1) w`,
      [workspaceId],
    )
  ).rows;
  yield { name: "workspace.json", input: workspace?.j ?? "null", lastModified: now };
  const catalog = await client.query<{ id: string; tag: string }>(
    `SELECT "id", "tag" FROM "ModuleDefinition" ORDER BY "tag"`,
  );
  yield {
    name: "catalog.json",
    input: JSON.stringify(Object.fromEntries(catalog.rows.map((row) => [row.id, row.tag]))),
    lastModified: now,
  };
  const [migration] = (
    await client.query<{ name: string }>(
      `SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL
        ORDER BY "migration_name" DESC LIMIT 1`,
    )
  ).rows;

  // The people its rows name: members (service identities marked) and anyone a row points at.
  const userSources = tables.flatMap((table) =>
    table.userColumns.map(
      (column) => `SELECT t.${quote(column)} AS id FROM ${quote(table.name)} t WHERE ${table.condition}`,
    ),
  );
  const peopleSql = `SELECT row_to_json(u)::text AS j FROM (
      SELECT u."id", u."name", u."email", u."image", u."timeZone", u."service" FROM "User" u
       WHERE u."id" IN (SELECT "ownerId" FROM "Workspace" WHERE "id" = $1 UNION ${userSources.join(" UNION ")})
       ORDER BY u."id") u`;
  yield {
    name: "people.jsonl.gz",
    input: gzipped(cursorLines(client, peopleSql, [workspaceId], (n) => (summary.people += n))),
    lastModified: now,
  };

  for (const table of tables) {
    summary.tables[table.name] = 0;
    const list = table.columns.map((column) => `t.${quote(column)}`).join(", ");
    const sql = `SELECT row_to_json(r)::text AS j FROM (SELECT ${list} FROM ${quote(table.name)} t
                  WHERE ${table.condition}) r`;
    yield {
      name: `tables/${table.name}.jsonl.gz`,
      input: gzipped(
        cursorLines(client, sql, [workspaceId], (n) => {
          summary.tables[table.name]! += n;
          advance(n);
        }),
      ),
      lastModified: now,
    };
  }

  for (const name of database.tables) {
    summary.database[name] = 0;
    const sql = `SELECT row_to_json(t)::text AS j FROM ${quote(database.schema)}.${quote(name)} t`;
    yield {
      name: `database/${name}.jsonl.gz`,
      input: gzipped(
        cursorLines(client, sql, [], (n) => {
          summary.database[name]! += n;
          advance(n);
        }),
      ),
      lastModified: now,
    };
  }

  yield* fileEntries(client, workspaceId, summary, advance);

  yield {
    name: "manifest.json",
    input: JSON.stringify(
      {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        exportedAt: now.toISOString(),
        workspaceId,
        migration: migration?.name ?? null,
        tables: tables.map((table) => ({
          name: table.name,
          columns: table.columns,
          rows: summary.tables[table.name],
        })),
        database: { schema: database.schema, tables: summary.database },
        people: summary.people,
        files: { count: summary.files, bytes: summary.fileBytes, missing: summary.missingFiles },
      },
      null,
      2,
    ),
    lastModified: now,
  };
  advance(1);
}

/** Each stored file's bytes, streamed from storage, a page of file rows at a time. */
async function* fileEntries(
  client: Client,
  workspaceId: string,
  summary: ArchiveSummary,
  advance: (units: number) => void,
): AsyncGenerator<ArchiveEntry> {
  const storage = getFileStorage();
  let after = "";
  for (;;) {
    const { rows } = await client.query<{ key: string; size: string; createdAt: Date }>(
      `SELECT "key", "size"::text AS "size", "createdAt" FROM "File"
        WHERE "workspaceId" = $1 AND "key" > $2 ORDER BY "key" LIMIT ${BATCH}`,
      [workspaceId, after],
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      after = row.key;
      const opened = await storage.open(row.key);
      if (!opened) {
        summary.missingFiles += 1;
        continue;
      }
      summary.files += 1;
      summary.fileBytes += opened.size;
      yield { name: `files/${row.key}`, input: opened.body, size: opened.size, lastModified: row.createdAt };
      advance(Math.ceil(opened.size / 65_536));
    }
  }
}

/** The database generator's schema of the workspace and its tables (none when it has no database). */
async function databaseTables(
  client: Client,
  workspaceId: string,
): Promise<{ schema: string; tables: string[] }> {
  const schema = `db_${workspaceId}`;
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [schema],
  );
  return { schema, tables: rows.map((row) => row.name) };
}

/** How much there is to write: rows of every table and the stored files' bytes (for the progress). */
async function countRows(
  client: Client,
  workspaceId: string,
  tables: readonly ExportTable[],
  database: { schema: string; tables: string[] },
): Promise<{ rows: number; fileBytes: number }> {
  const parts = [
    ...tables.map((table) => `(SELECT count(*) FROM ${quote(table.name)} t WHERE ${table.condition})`),
    ...database.tables.map((name) => `(SELECT count(*) FROM ${quote(database.schema)}.${quote(name)})`),
  ];
  const { rows } = await client.query<{ rows: string; bytes: string }>(
    `SELECT (${parts.join(" + ") || "0"})::text AS rows,
            (SELECT coalesce(sum("size"), 0) FROM "File" WHERE "workspaceId" = $1)::text AS bytes`,
    [workspaceId],
  );
  return { rows: Number(rows[0]?.rows ?? 0), fileBytes: Number(rows[0]?.bytes ?? 0) };
}
