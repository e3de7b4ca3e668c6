import "server-only";
import { byAutomation } from "@/lib/server/automation/owner";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { DomainEvent } from "@/lib/server/events/types";
import { moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import {
  DATABASE_GENERATOR_TAG,
  type DatabaseGeneratorEvent,
} from "@/modules/database-generator/shared/types";

/**
 * The module gate for a database generator module (another workspace's module, a hidden project's, a
 * private one of others or a module of another kind is not found; a malformed id is refused). Its
 * readers read every database; `add` creates databases, tables and records, `edit` changes them and
 * their columns, `delete` removes them.
 */
export function dbScope(actor: Actor, moduleId: unknown, locale: Locale = "en"): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, DATABASE_GENERATOR_TAG, locale);
}

export const databaseNotFound = () => notFound("errors.dbDatabaseNotFound");
export const tableNotFound = () => notFound("errors.dbTableNotFound");
export const columnNotFound = () => notFound("errors.dbColumnNotFound");
export const recordNotFound = () => notFound("errors.dbRecordNotFound");

/** A database of the module (else not found). */
export async function databaseIn(scope: ModuleScope, databaseId: string) {
  const database = await getDb().dbDatabase.findFirst({
    where: { id: databaseId, moduleId: scope.moduleId },
    select: { id: true, name: true },
  });
  if (!database) throw databaseNotFound();
  return database;
}

/** A table of one of the module's databases (else not found). */
export async function tableIn(scope: ModuleScope, tableId: string) {
  const table = await getDb().dbTable.findFirst({
    where: { id: tableId, database: { moduleId: scope.moduleId } },
    select: { id: true, databaseId: true, name: true, workspaceId: true },
  });
  if (!table) throw tableNotFound();
  return table;
}

/**
 * The room event telling the module's open pages what changed. An automation's change
 * (lib/server/automation/owner.ts byAutomation) is marked `automated`: the record triggers skip it
 * (server/automation.ts).
 */
export function dbChanged(
  scope: { moduleId: string; membership: Pick<ModuleScope["membership"], "workspaceId"> },
  actor: Pick<Actor, "userId" | "clientId"> & { sessionId?: string },
  events: DatabaseGeneratorEvent[],
): DomainEvent {
  return {
    type: "database-generator.changes",
    tag: DATABASE_GENERATOR_TAG,
    workspaceId: scope.membership.workspaceId,
    moduleId: scope.moduleId,
    actorId: actor.userId,
    clientId: actor.clientId ?? null,
    events,
    ...(byAutomation(actor) && { automated: true as const }),
  };
}
