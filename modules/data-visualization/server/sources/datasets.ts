import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, ownerColumns, type ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { datasetParamsSchema, previewRowsQuerySchema } from "@/modules/data-visualization/schemas/sources";
import {
  DATASET_MAX_BYTES,
  sourceColumnSchema,
  type Dataset,
  type SourceColumn,
  type SourceRows,
} from "@/modules/data-visualization/shared/sources";
import * as z from "@/lib/zod";
import { dataVisualizationScope } from "../scope";
import { formatOf, parseDataset, type DatasetFormat } from "./parse-dataset";

const BATCH = 2_000;
const tooLarge = () => new AppError("too_large", "validation.datasetTooLarge");
const columnsSchema = z.array(sourceColumnSchema);

const datasetSelect = {
  id: true,
  name: true,
  format: true,
  columns: true,
  rowCount: true,
  createdAt: true,
} satisfies Prisma.DashboardDatasetSelect;
type DatasetRow = Prisma.DashboardDatasetGetPayload<{ select: typeof datasetSelect }>;

export const columnsOf = (value: unknown): SourceColumn[] => {
  const parsed = columnsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
};

const datasetOf = (row: DatasetRow): Dataset => ({
  id: row.id,
  name: row.name,
  format: row.format as DatasetFormat,
  columns: columnsOf(row.columns),
  rowCount: row.rowCount,
  createdAt: row.createdAt.toISOString(),
});

/** A dataset of the module (else 404). */
export async function datasetIn(scope: Pick<ModuleScope, "moduleId">, datasetId: string) {
  const found = await findDataset(scope, datasetId);
  if (!found) throw notFound("errors.datasetNotFound");
  return found;
}

/** A dataset of the module, or null (a chart whose dataset was deleted). */
export async function findDataset(scope: Pick<ModuleScope, "moduleId">, datasetId: string) {
  const row = await getDb().dashboardDataset.findFirst({
    where: { id: datasetId, moduleId: scope.moduleId },
    select: datasetSelect,
  });
  return row && datasetOf(row);
}

/** GET …/datasets: the module's uploaded files, newest first. */
export async function listDatasets(actor: Actor, moduleId: unknown, locale: Locale): Promise<Dataset[]> {
  const scope = await dataVisualizationScope(actor, moduleId, locale);
  const rows = await getDb().dashboardDataset.findMany({
    where: { moduleId: scope.moduleId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: datasetSelect,
  });
  return rows.map(datasetOf);
}

/**
 * POST …/datasets (multipart `file`): for who may add to the module (403 before the body is read);
 * the body capped while it streams (10 MB, 413); the format read from the name and the bytes (an
 * XLSX is a ZIP checked for what it unpacks to; a CSV or TSV is text), its rows stored in batches in
 * the same transaction as the dataset.
 */
export async function uploadDataset(
  actor: Actor,
  input: { moduleId: unknown; req: Request },
  locale: Locale,
): Promise<Dataset> {
  const scope = await dataVisualizationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const file = await readUploadedFile(input.req, { maxBytes: DATASET_MAX_BYTES, tooLarge });
  if (!file) throw badRequest("validation.fileRequired");
  if (file.size > DATASET_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = formatOf(file.name, bytes);
  if (!format || (format !== "xlsx" && bytes.subarray(0, 8192).includes(0))) {
    throw badRequest("validation.datasetFormat");
  }
  const { columns, rows } = await parseDataset(bytes, format);
  const id = newId();
  const name = (file.name.replace(/\.[^.]+$/, "").trim() || "Data").slice(0, 100);
  const created = await withEvents(
    async (tx) => {
      const row = await tx.dashboardDataset.create({
        data: {
          id,
          workspaceId: scope.membership.workspaceId,
          ...ownerColumns(scope),
          name,
          format,
          columns,
          rowCount: rows.length,
          createdById: actor.userId,
        },
        select: datasetSelect,
      });
      for (let at = 0; at < rows.length; at += BATCH) {
        await tx.dashboardDatasetRow.createMany({
          data: rows.slice(at, at + BATCH).map((cells, k) => ({ datasetId: id, n: at + k + 1, cells })),
        });
      }
      return row;
    },
    { timeout: 60_000 },
  );
  return datasetOf(created);
}

/** GET …/datasets/{datasetId}/rows: the first rows. */
export async function previewDataset(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<SourceRows> {
  const params = parseInput(datasetParamsSchema, input.params);
  const { limit } = parseInput(previewRowsQuerySchema, input.query);
  const scope = await dataVisualizationScope(actor, params.moduleId, locale);
  const dataset = await datasetIn(scope, params.datasetId);
  const rows = await getDb().dashboardDatasetRow.findMany({
    where: { datasetId: dataset.id },
    orderBy: { n: "asc" },
    take: limit + 1,
    select: { cells: true },
  });
  return {
    columns: dataset.columns,
    rows: rows
      .slice(0, limit)
      .map((row) => (Array.isArray(row.cells) ? row.cells : []) as (string | number | null)[]),
    truncated: rows.length > limit,
  };
}

/** DELETE …/datasets/{datasetId} (its rows go with it; charts reading it show no data). */
export async function deleteDataset(actor: Actor, params: unknown, locale: Locale): Promise<{ id: string }> {
  const parsed = parseInput(datasetParamsSchema, params);
  const scope = await dataVisualizationScope(actor, parsed.moduleId, locale);
  assertModuleCan(scope, "delete");
  const dataset = await datasetIn(scope, parsed.datasetId);
  await getDb().dashboardDataset.deleteMany({ where: { id: dataset.id } });
  return { id: dataset.id };
}
