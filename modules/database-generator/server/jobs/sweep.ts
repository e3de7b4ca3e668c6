import "server-only";
import { getDb } from "@/lib/server/db";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";
import { installRecordSearch } from "../record-search";
import { installRollupsOf } from "../stored-rollups";

// Records tables whose table is gone: deleting a table or a database drops its records tables in the
// same transaction, but a module, a project or a workspace deleted takes the describing rows with it
// by their foreign keys, which cannot reach a table of another schema. The daily sweep drops those
// (and the schemas of workspaces that are gone, once empty). It also stores the rollups that have no
// stored column yet (stored-rollups.ts): it runs when a node starts, so rollups made before they were
// stored are stored after an upgrade; so it does the search triggers of tables made before records
// were searched (record-search.ts).

/**
 * Drops records tables without their DbTable row, links' junction tables without their link column
 * (first: they refer to records tables), and empty schemas of deleted workspaces.
 */
export async function sweepRecordsTables(): Promise<{ tables: number; schemas: number }> {
  const db = getDb();
  const orphans = await db.$queryRaw<{ schema: string; name: string }[]>`
    SELECT n.nspname AS "schema", c.relname AS "name"
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname ~ '^db_[0-9a-f]{24}$'
       AND ((c.relname ~ '^t_[0-9a-f]{24}$' AND NOT EXISTS (SELECT 1 FROM "DbTable" t WHERE t."id" = substr(c.relname, 3)))
         OR (c.relname ~ '^l_[0-9a-f]{24}$' AND NOT EXISTS (SELECT 1 FROM "DbColumn" k WHERE k."id" = substr(c.relname, 3))))
     ORDER BY left(c.relname, 1)`;
  for (const orphan of orphans)
    await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${orphan.schema}"."${orphan.name}"`);
  const schemas = await db.$queryRaw<{ schema: string }[]>`
    SELECT n.nspname AS "schema" FROM pg_namespace n
     WHERE n.nspname ~ '^db_[0-9a-f]{24}$'
       AND NOT EXISTS (SELECT 1 FROM "Workspace" w WHERE w."id" = substr(n.nspname, 4))
       AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = n.oid AND c.relkind = 'r')`;
  for (const { schema } of schemas) await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  return { tables: orphans.length, schemas: schemas.length };
}

/** Ids by their workspace (each workspace's are done in a transaction of its own). */
function byWorkspace(rows: readonly { id: string; workspaceId: string }[]): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const row of rows) ids.set(row.workspaceId, [...(ids.get(row.workspaceId) ?? []), row.id]);
  return ids;
}

/**
 * Rollups without their stored column (made before rollups were stored, or by a change that did not
 * finish): each workspace's computed and kept from now on, in a transaction of its own.
 */
export async function installMissingRollups(): Promise<number> {
  const db = getDb();
  const missing = await db.$queryRaw<{ id: string; workspaceId: string }[]>`
    SELECT k."id", t."workspaceId" FROM "DbColumn" k JOIN "DbTable" t ON t."id" = k."tableId"
     WHERE k."type" = 'rollup'
       AND NOT EXISTS (SELECT 1 FROM information_schema.columns a
                        WHERE a.table_schema = 'db_' || t."workspaceId" AND a.table_name = 't_' || t."id"
                          AND a.column_name = 'c_' || k."id")`;
  for (const [workspaceId, ids] of byWorkspace(missing))
    await db.$transaction((tx) => installRollupsOf(tx, workspaceId, ids), { timeout: 600_000 });
  return missing.length;
}

/**
 * Tables whose records have no search triggers (made before records were searched): each
 * workspace's installed, and their search rows written, in a transaction of its own.
 */
export async function installMissingRecordSearch(): Promise<number> {
  const db = getDb();
  const missing = await db.$queryRaw<{ id: string; workspaceId: string }[]>`
    SELECT t."id", t."workspaceId" FROM "DbTable" t
     WHERE to_regclass(format('%I.%I', 'db_' || t."workspaceId", 't_' || t."id")) IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g
                        WHERE g."tgrelid" = to_regclass(format('%I.%I', 'db_' || t."workspaceId", 't_' || t."id"))
                          AND g."tgname" = 'rs_' || t."id" || '_u')`;
  for (const ids of byWorkspace(missing).values())
    await db.$transaction(
      async (tx) => {
        for (const id of ids) await installRecordSearch(tx, id);
      },
      { timeout: 600_000 },
    );
  return missing.length;
}

export const databaseSweepJob = scheduledJob({
  name: "database-generator-sweep",
  schedule: "23 4 * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const { tables, schemas } = await sweepRecordsTables();
    const rollups = await installMissingRollups();
    const searched = await installMissingRecordSearch();
    const said = [
      ...(tables || schemas ? [`dropped ${tables} orphaned tables, ${schemas} schemas`] : []),
      ...(rollups ? [`stored ${rollups} rollups`] : []),
      ...(searched ? [`made ${searched} tables' records searchable`] : []),
    ];
    return said.length ? `database generator: ${said.join("; ")}` : undefined;
  },
});
