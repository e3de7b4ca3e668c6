import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { notFound } from "@/lib/server/errors";
import { MetricReader } from "@/lib/server/metrics/run-metric";
import { parseInput } from "@/lib/server/validation";
import { previewRowsQuerySchema, tableParamsSchema } from "@/modules/data-visualization/schemas/sources";
import type { SourceDatabase, SourceRows } from "@/modules/data-visualization/shared/sources";
import { dataVisualizationScope } from "../scope";

/** GET …/sources/tables: the tables of the database generator modules the caller may read. */
export async function listSourceTables(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<SourceDatabase[]> {
  const scope = await dataVisualizationScope(actor, moduleId, locale);
  const found = await new MetricReader(scope.membership, locale).tableScopes();
  if (!found || found.scopes.length === 0) return [];
  return found.provider.list(found.scopes);
}

/** GET …/sources/tables/{tableId}/rows: a readable table's first rows (another's: 404). */
export async function previewSourceTable(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<SourceRows> {
  const params = parseInput(tableParamsSchema, input.params);
  const { limit } = parseInput(previewRowsQuerySchema, input.query);
  const scope = await dataVisualizationScope(actor, params.moduleId, locale);
  const found = await new MetricReader(scope.membership, locale).tableScopes();
  const rows =
    found && found.scopes.length ? await found.provider.rows(found.scopes, params.tableId, limit) : null;
  if (!rows) throw notFound("errors.sourceTableNotFound");
  return rows;
}
