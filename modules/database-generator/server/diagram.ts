import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { Table } from "@/modules/database-generator/shared/types";
import { databaseIn, dbScope } from "./scope";
import { tablesWithColumns } from "./tables";

// A database's diagram (the ER view): every table with its columns, both in their order, read
// together (the tables and their columns in one read, not one read per table).

/** GET …/databases/{databaseId}/diagram: read rights suffice; another module's database is not found. */
export async function databaseDiagram(
  actor: Actor,
  params: { moduleId: unknown; databaseId: string },
  locale: Locale = "en",
): Promise<{ tables: Table[] }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const database = await databaseIn(scope, params.databaseId);
  return { tables: await tablesWithColumns({ databaseId: database.id }) };
}
