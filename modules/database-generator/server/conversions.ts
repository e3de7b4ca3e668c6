import "server-only";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { defineJob } from "@/lib/server/jobs/job";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import type { ColumnOptionsInput } from "@/modules/database-generator/schemas/inputs";
import {
  familyOf,
  isComputed,
  isLinked,
  type Choice,
  type ColumnOptions,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import type { Column, Conversion } from "@/modules/database-generator/shared/types";
import { cellText, parseCell, type Cell } from "@/modules/database-generator/shared/values";
import { checkRules, choiceReader, optionsOf } from "./column-rules";
import { writeHistory, type Change } from "./history";
import {
  addWorkColumn,
  cellJsonSql,
  fileNamesSql,
  columnName,
  lockTable,
  recordsTable,
  replaceWithWorkColumn,
  sqlType,
} from "./physical";
import { assertUnused } from "./formula-rules";
import { columnOf, columnSelect } from "./rows";
import { installRecordSearch, pauseRecordSearch } from "./record-search";
import { installRollupsOf } from "./stored-rollups";
import { columnNotFound, dbChanged, dbScope, tableIn } from "./scope";

// A column's type changed by a job, with its progress: every value read as text (a select by its
// choice's name, a number as written) by the new type's rules (shared/values.ts, the same as typing
// it); a value the new type cannot read is left empty, counted and shown (the first few), and its
// record's history keeps what it held, so nothing is lost. The new values are made in a column beside
// the old one while the table's records are locked against writes (reads go on); at the end the old
// column is dropped and the new one takes its place and indexes, in the same transaction: a failure
// leaves the column as it was.

const BATCH = 2_000;

/** A job runs at most this long (its expiry); a change older than it that has not ended has failed. */
const JOB_SECONDS = 30 * 60;
const STALE_MS = (JOB_SECONDS + 5 * 60) * 1_000;
const EXAMPLES = 5;

const conversionSelect = {
  id: true,
  columnId: true,
  fromType: true,
  toType: true,
  status: true,
  total: true,
  processed: true,
  failed: true,
  examples: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} satisfies Prisma.DbColumnConversionSelect;

function conversionOf(
  row: Prisma.DbColumnConversionGetPayload<{ select: typeof conversionSelect }>,
  locale: Locale,
): Conversion {
  return {
    id: row.id,
    columnId: row.columnId,
    fromType: row.fromType as ColumnType,
    toType: row.toType as ColumnType,
    status: row.status,
    total: row.total,
    processed: row.processed,
    failed: row.failed,
    examples: row.examples as Conversion["examples"],
    error: row.error ? translateMessage(locale, row.error) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** POST …/columns/{columnId}/conversions: starts changing a column's type (202 with its progress). */
export async function startConversion(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; columnId: string },
  input: { type: ColumnType; options?: ColumnOptionsInput | undefined },
  locale: Locale = "en",
): Promise<Conversion> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  assertModuleCan(scope, "edit");
  const row = await getDb().dbColumn.findFirst({
    where: { id: params.columnId, tableId: table.id },
    select: columnSelect,
  });
  if (!row) throw columnNotFound();
  const column = columnOf(row);
  // A formula using the column reads it by its type: the type stays while one does.
  const siblings = await getDb().dbColumn.findMany({ where: { tableId: table.id }, select: columnSelect });
  assertUnused(siblings.map(columnOf), column);
  if (isLinked(column.type) || isLinked(input.type)) throw badRequest("validation.dbConversionLink");
  if (isComputed(column.type) || isComputed(input.type)) throw badRequest("validation.dbConversionComputed");
  if (column.type === input.type) throw badRequest("validation.dbConversionSameType");
  // Files are uploads: no other value becomes one (an attachment's names become text).
  if (input.type === "attachment") throw badRequest("validation.dbConversionToAttachment");
  // A rollup adding up the column's numbers needs numbers: the type stays a number's while one does.
  if (familyOf(input.type) !== "number") {
    const summing = await getDb().dbColumn.count({
      where: {
        type: "rollup",
        options: { path: ["targetId"], equals: column.id },
        AND: [
          { NOT: { options: { path: ["fn"], equals: "count" } } },
          { NOT: { options: { path: ["fn"], equals: "countValues" } } },
        ],
      },
    });
    if (summing > 0) throw conflict("validation.dbRollupReferenced");
  }
  const options = optionsOf(input.type, input.options);
  checkRules(input.type, {
    required: column.required,
    unique: column.unique,
    hasDefault: false,
    primary: column.primary,
  });
  const id = newId();
  await getDb().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "DbTable" WHERE "id" = ${table.id} FOR UPDATE`;
    // A change that outlived its job's time (a node stopped while it ran) has failed: it is said so
    // and no longer holds the table back.
    await tx.dbColumnConversion.updateMany({
      where: {
        tableId: table.id,
        status: { in: ["pending", "running"] },
        createdAt: { lt: new Date(Date.now() - STALE_MS) },
      },
      data: { status: "failed", error: "errors.dbConversionFailed", finishedAt: new Date() },
    });
    const running = await tx.dbColumnConversion.count({
      where: { tableId: table.id, status: { in: ["pending", "running"] } },
    });
    if (running > 0) throw conflict("validation.dbConversionRunning");
    const { recordCount } = await tx.dbTable.findUniqueOrThrow({
      where: { id: table.id },
      select: { recordCount: true },
    });
    await tx.dbColumnConversion.create({
      data: {
        id,
        tableId: table.id,
        columnId: column.id,
        fromType: column.type,
        toType: input.type,
        options: options as object,
        total: recordCount,
        createdById: actor.userId,
      },
    });
  });
  // By the job where one runs; else (a script, a test) at once.
  const queued = await enqueueJob(convertColumnJob, { conversionId: id }).catch(() => null);
  if (queued === null) await runConversion(id);
  return getConversionIn(table.id, id, locale);
}

async function getConversionIn(tableId: string, id: string, locale: Locale): Promise<Conversion> {
  const row = await getDb().dbColumnConversion.findFirst({
    where: { id, tableId },
    select: conversionSelect,
  });
  if (!row) throw notFound("errors.dbConversionNotFound");
  return conversionOf(row, locale);
}

/** GET …/conversions/{conversionId}: a type change's progress. */
export async function getConversion(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; conversionId: string },
  locale: Locale = "en",
): Promise<Conversion> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  return getConversionIn(table.id, params.conversionId, locale);
}

/** Runs a pending conversion (the job's work). */
export async function runConversion(conversionId: string): Promise<void> {
  const started = await getDb().dbColumnConversion.updateMany({
    where: { id: conversionId, status: "pending" },
    data: { status: "running" },
  });
  if (started.count === 0) return;
  const conversion = await getDb().dbColumnConversion.findUniqueOrThrow({
    where: { id: conversionId },
    include: {
      table: {
        select: {
          id: true,
          workspaceId: true,
          databaseId: true,
          database: { select: { moduleId: true, workspaceId: true } },
        },
      },
    },
  });
  try {
    const result = await convert(conversion);
    await getDb().dbColumnConversion.update({
      where: { id: conversionId },
      data: {
        status: "done",
        processed: result.processed,
        failed: result.failed,
        examples: result.examples,
        finishedAt: new Date(),
      },
    });
  } catch (error) {
    const message =
      error instanceof AppError
        ? error.messages[0]!
        : /23505|unique/i.test(String(error))
          ? "validation.dbUniqueDuplicates"
          : "errors.dbConversionFailed";
    if (!(error instanceof AppError))
      logger.error(`[database-generator] conversion ${conversionId}: ${String(error)}`);
    await getDb().dbColumnConversion.update({
      where: { id: conversionId },
      data: { status: "failed", error: message, finishedAt: new Date() },
    });
  }
}

type Loaded = Prisma.DbColumnConversionGetPayload<{
  include: {
    table: {
      select: {
        id: true;
        workspaceId: true;
        databaseId: true;
        database: { select: { moduleId: true; workspaceId: true } };
      };
    };
  };
}>;

async function convert(conversion: Loaded) {
  const table = { id: conversion.table.id, workspaceId: conversion.table.workspaceId };
  const toType = conversion.toType as ColumnType;
  let processed = 0;
  let failed = 0;
  const examples: { row: number; value: string }[] = [];
  await withEvents(
    async (tx, emit) => {
      await lockTable(tx, table.id);
      const row = await tx.dbColumn.findFirst({
        where: { id: conversion.columnId, tableId: table.id },
        select: columnSelect,
      });
      if (!row) throw new AppError("not_found", "errors.dbColumnNotFound");
      const before = columnOf(row);
      // Writes wait until the change commits; reads go on.
      await tx.$executeRawUnsafe(`LOCK TABLE ${recordsTable(table).text} IN SHARE ROW EXCLUSIVE MODE`);
      const options = conversion.options as ColumnOptions;
      const choices: Choice[] = [...(options.choices ?? [])];
      const after: Column = {
        ...before,
        type: toType,
        options: { ...options, choices: options.choices ? choices : undefined },
      };
      const workId = conversion.id;
      await addWorkColumn(tx, table, workId, toType);
      // The work column's writes are not search's: its rows are written once, after (installRecordSearch).
      await pauseRecordSearch(tx, table);
      const readChoices =
        toType === "singleSelect" || toType === "multiSelect" ? choiceReader(toType, choices) : null;
      const read = (value: Cell): Cell | null | undefined => {
        const text = cellText(before, value);
        if (text === "") return null;
        if (readChoices) return readChoices(text);
        const parsed = parseCell(after, text);
        return parsed.ok ? parsed.value : undefined;
      };
      // An attachment's values are its files' names.
      const old =
        before.type === "attachment" ? Prisma.sql`to_jsonb(${fileNamesSql(before.id)})` : cellJsonSql(before);
      let last = 0;
      for (;;) {
        const rows = await tx.$queryRaw<{ id: string; number: number; value: Cell | null }[]>`
          SELECT r."id", r."number", ${old} AS "value" FROM ${recordsTable(table)} r
           WHERE r."number" > ${last} ORDER BY r."number" LIMIT ${BATCH}`;
        if (rows.length === 0) break;
        last = rows[rows.length - 1]!.number;
        const values: { id: string; v: Cell | null }[] = [];
        const lost: Change[] = [];
        for (const record of rows) {
          if (record.value === null) continue;
          const value = read(record.value);
          if (value === undefined) {
            failed += 1;
            if (examples.length < EXAMPLES)
              examples.push({ row: record.number, value: cellText(before, record.value).slice(0, 100) });
            lost.push({
              recordId: record.id,
              kind: "updated",
              changes: { [before.id]: { from: record.value, to: null } },
            });
          } else values.push({ id: record.id, v: value });
        }
        if (values.length)
          await tx.$executeRaw`
            UPDATE ${recordsTable(table)} r SET ${Prisma.raw(`"${columnName(workId)}"`)} = x."v"
              FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS x("id" text, "v" ${Prisma.raw(sqlType(toType)!)})
             WHERE r."id" = x."id"`;
        if (lost.length && conversion.createdById)
          await writeHistory(tx, table.id, conversion.createdById, lost);
        processed += rows.length;
        // Progress, outside the transaction, for the page's bar.
        await getDb().dbColumnConversion.update({
          where: { id: conversion.id },
          data: { processed, failed },
        });
      }
      const finalOptions = optionsOf(toType, {
        ...options,
        choices: choices.length ? choices : options.choices,
      });
      // A default the new type cannot read is dropped.
      const defaultText = before.defaultValue === null ? "" : cellText(before, before.defaultValue);
      const parsedDefault = defaultText ? parseCell({ ...after, options: finalOptions }, defaultText) : null;
      await tx.dbColumn.update({
        where: { id: before.id },
        data: {
          type: toType,
          options: finalOptions as object,
          defaultValue:
            parsedDefault?.ok && parsedDefault.value !== null
              ? (parsedDefault.value as object)
              : Prisma.DbNull,
        },
      });
      await replaceWithWorkColumn(tx, table, { id: before.id, type: toType, unique: before.unique }, workId);
      // Search reads the column as its new type (before anything writes the table again), its rows
      // written where their text changed.
      await installRecordSearch(tx, table.id);
      // Rollups reading the column, in other tables too, computed again over its new values.
      const readers = await tx.dbColumn.findMany({
        where: { type: "rollup", options: { path: ["targetId"], equals: before.id } },
        select: { id: true },
      });
      await installRollupsOf(
        tx,
        table.workspaceId,
        readers.map((reader) => reader.id),
      );
      await tx.dbTable.update({ where: { id: table.id }, data: { updatedAt: new Date() } });
      if (conversion.createdById)
        emit(
          dbChanged(
            {
              moduleId: conversion.table.database.moduleId,
              membership: { workspaceId: conversion.table.database.workspaceId },
            },
            { userId: conversion.createdById, clientId: null },
            [
              { type: "table.changed", databaseId: conversion.table.databaseId, tableId: table.id },
              { type: "records.changed", tableId: table.id, recordIds: "all" },
            ],
          ),
        );
    },
    { timeout: 30 * 60_000, maxWait: 10_000 },
  );
  return { processed, failed, examples };
}

export const convertColumnJob = defineJob({
  name: "database-generator-convert-column",
  policy: "standard",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: JOB_SECONDS,
  workers: 1,
  payload: z.object({ conversionId: z.string().regex(/^[0-9a-f]{24}$/) }),
  async handler({ conversionId }) {
    await runConversion(conversionId);
  },
});
