import "server-only";
import type { Client } from "pg";
import type { Db } from "@/lib/server/db";
import type { Tx } from "@/lib/server/events/commit";

// Which rows are a workspace's, read from the database's own foreign keys rather than listed by
// hand, so a table added by a later kind is exported without touching this file: a table is the
// workspace's when a foreign key that cascades from "Workspace" reaches it (directly, its
// "workspaceId", or through a parent that is — a task's activity through its task). Tables of the
// people themselves, sign-in and delivery machinery, and columns holding secrets are left out.

/** Tables never exported: accounts and sign-in, the event and mail machinery, transient state, secrets, derived rows. */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  "Workspace",
  "User",
  "Account",
  "Session",
  "ApiToken",
  "PasswordResetToken",
  "EmailVerificationToken",
  "UsedChallenge",
  "DomainEventCursor",
  "DomainEventLog",
  "DomainEventRetry",
  "OutboxEmail",
  "WebhookDelivery",
  "EmailSuppression",
  "EmailUnsubscribeLink",
  "CalendarFeed",
  "CalendarReminderSent",
  "MeetingReminderSent",
  "CampaignSendState",
  "DriveUpload",
  "WorkspaceExport",
  "ModuleDefinition",
  // Derived: made again from the imported records by their tables' search triggers.
  "DbRecordSearch",
  "_prisma_migrations",
]);

/**
 * Columns never exported: hashes of tokens and passwords, values sealed with this server's key, a
 * meeting's link token. A link, share or token made on this server does not travel with the data.
 */
export const isSecretColumn = (column: string): boolean =>
  /(Hash|Sealed)$/.test(column) || column === "linkToken";

/** What the catalog is read through: a pg client (the export's snapshot) or Prisma (an import's transaction). */
export interface RowsClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const pgRows = (client: Client): RowsClient => ({
  query: async <T>(text: string, params: unknown[] = []) => ({
    rows: (await client.query(text, params)).rows as T[],
  }),
});

export const prismaRows = (db: Db | Tx): RowsClient => ({
  query: async <T>(text: string, params: unknown[] = []) => ({
    rows: (await db.$queryRawUnsafe(text, ...params)) as T[],
  }),
});

export interface ExportTable {
  name: string;
  /** The exported columns, in table order. */
  columns: string[];
  /** `t` is the workspace's (an SQL condition; `$1` is the workspace id). */
  condition: string;
  /** Columns that point at a user (for the people the archive names). */
  userColumns: string[];
}

export interface ForeignKey {
  child: string;
  parent: string;
  columns: string[];
  parentColumns: string[];
  cascade: boolean;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The condition that row `alias` of `table` is the workspace's, given how its parent's is written. */
function through(
  fk: ForeignKey,
  parentCondition: (alias: string) => string,
  alias: string,
  depth: number,
): string {
  const p = `p${depth}`;
  const join = fk.columns.map(
    (column, i) => `${p}.${quote(fk.parentColumns[i]!)} = ${alias}.${quote(column)}`,
  );
  return `EXISTS (SELECT 1 FROM ${quote(fk.parent)} ${p} WHERE ${join.join(" AND ")} AND ${parentCondition(p)})`;
}

/** Every foreign key of the database's own schema: child and parent tables, their columns, cascading. */
export async function foreignKeys(client: RowsClient): Promise<ForeignKey[]> {
  return (
    await client.query<ForeignKey>(`
      SELECT (SELECT relname::text FROM pg_class WHERE oid = c.conrelid) AS child,
             (SELECT relname::text FROM pg_class WHERE oid = c.confrelid) AS parent,
             c.confdeltype = 'c' AS cascade,
             array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
             array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS "parentColumns"
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE c.contype = 'f' AND n.nspname = current_schema()
       ORDER BY 1, 2, 4`)
  ).rows;
}

/**
 * Every table of the workspace with its columns and the condition its rows meet, in an order where
 * a table comes after the tables its rows point at (so an import can insert them in this order).
 */
export async function exportTables(client: RowsClient): Promise<ExportTable[]> {
  const keys = await foreignKeys(client);
  const columnRows = (
    await client.query<{ table: string; column: string; nullable: boolean }>(`
      SELECT table_name::text AS "table", column_name::text AS "column", is_nullable = 'YES' AS nullable
        FROM information_schema.columns
       -- Generated columns (the search words and keys) are made again by the importing server.
       WHERE table_schema = current_schema() AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`)
  ).rows;
  const columns = new Map<string, string[]>();
  for (const row of columnRows) columns.set(row.table, [...(columns.get(row.table) ?? []), row.column]);
  const nullable = new Set(
    columnRows.filter((row) => row.nullable).map((row) => `${row.table}.${row.column}`),
  );
  // A reference that may be null can be filled in after its row is written (an import does so).
  const required = keys.filter((fk) => fk.columns.some((column) => !nullable.has(`${fk.child}.${column}`)));

  // Resolved tables, in the order they were reached (parents first along the cascades).
  const conditions = new Map<string, (alias: string) => string>([
    ["Workspace", (alias) => `${alias}."id" = $1`],
  ]);
  const depthOf = new Map<string, number>([["Workspace", 0]]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const fk of keys) {
      if (!fk.cascade || conditions.has(fk.child) || EXCLUDED_TABLES.has(fk.child)) continue;
      const parentCondition = conditions.get(fk.parent);
      if (!parentCondition) continue;
      const depth = depthOf.get(fk.parent)! + 1;
      // Its own workspace column (most tables keep one for their indexes) is the short way.
      const own =
        fk.parent === "Workspace"
          ? fk.columns[0]!
          : columns.get(fk.child)?.includes("workspaceId")
            ? "workspaceId"
            : null;
      if (own) {
        conditions.set(fk.child, (alias) => `${alias}.${quote(own)} = $1`);
      } else {
        conditions.set(fk.child, (alias) => through(fk, parentCondition, alias, depth));
      }
      depthOf.set(fk.child, depth);
      grew = true;
    }
  }
  conditions.delete("Workspace");
  return insertionOrder([...conditions.keys()], keys, new Set(required)).map((name) => ({
    name,
    columns: (columns.get(name) ?? []).filter((column) => !isSecretColumn(column)),
    condition: conditions.get(name)!("t"),
    userColumns: keys
      .filter((fk) => fk.child === name && fk.parent === "User" && fk.columns.length === 1)
      .map((fk) => fk.columns[0]!),
  }));
}

/**
 * The tables sorted so each comes after those it points at. A cycle (a form and its published
 * version) is broken at a reference that may be null, never at a required one: a table is not made
 * to wait for a parent that itself requires it (an import fills such references in afterwards).
 */
function insertionOrder(
  tables: string[],
  keys: readonly ForeignKey[],
  required: ReadonlySet<ForeignKey>,
): string[] {
  const set = new Set(tables);
  const parents = new Map(tables.map((table) => [table, new Map<string, boolean>()]));
  for (const fk of keys)
    if (set.has(fk.child) && set.has(fk.parent) && fk.child !== fk.parent) {
      const edges = parents.get(fk.child)!;
      edges.set(fk.parent, edges.get(fk.parent) === true || required.has(fk));
    }
  // The tables each table needs first through required references alone.
  const needs = new Map<string, Set<string>>();
  const needsOf = (table: string, seen = new Set<string>()): Set<string> => {
    const known = needs.get(table);
    if (known) return known;
    const found = new Set<string>();
    seen.add(table);
    for (const [parent, isRequired] of parents.get(table)!)
      if (isRequired && !seen.has(parent)) {
        found.add(parent);
        for (const above of needsOf(parent, seen)) found.add(above);
      }
    needs.set(table, found);
    return found;
  };
  const done = new Set<string>();
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const [parent, isRequired] of [...parents.get(table)!].sort(([a], [b]) => a.localeCompare(b)))
      if (isRequired || !needsOf(parent).has(table)) visit(parent);
    visiting.delete(table);
    done.add(table);
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return order;
}
