import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { entrySelect } from "../read-entries";

/** The database, or a transaction on it. */
export type Db = Prisma.TransactionClient | ReturnType<typeof getDb>;

/** Entries by id, in the order of `ids`. */
export async function readEntries(ids: readonly string[], db: Db = getDb()) {
  if (ids.length === 0) return [];
  const rows = await db.timeEntry.findMany({ where: { id: { in: [...ids] } }, select: entrySelect });
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return rows;
}

/** The caller's own entry in this module (another's, another module's: 404). */
export async function ownEntry(scope: ModuleScope, actor: Actor, entryId: string, db: Db) {
  const row = await db.timeEntry.findFirst({
    where: { id: entryId, moduleId: scope.moduleId, userId: actor.userId },
    select: entrySelect,
  });
  if (!row) throw notFound("errors.timeEntryNotFound");
  return row;
}

/** Deletes the caller's own entries of the module among `ids`; answers what each was. */
export function deleteOwnEntries(
  db: Db,
  scope: ModuleScope,
  actor: Actor,
  ids: readonly string[],
): Promise<{ id: string; taskModuleId: string | null; taskId: string | null; end: Date | null }[]> {
  return db.$queryRaw`
    DELETE FROM "TimeEntry"
     WHERE "id" = ANY(${[...ids]}::text[]) AND "moduleId" = ${scope.moduleId} AND "userId" = ${actor.userId}
    RETURNING "id", "taskModuleId", "taskId", "end"`;
}
