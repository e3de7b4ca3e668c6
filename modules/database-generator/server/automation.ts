import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { englishText } from "@/lib/i18n/messages";
import { textSetting } from "@/lib/server/automation/filter";
import { idSetting } from "@/lib/server/automation/settings";
import { oncePerExecution, ownerActor, viaService } from "@/lib/server/automation/owner";
import {
  ActionError,
  type ActionDefinition,
  type TriggerDefinition,
  type TriggerFire,
} from "@/lib/server/automation/types";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { EventMeta } from "@/lib/server/events/bus";
import type { DomainEventOf } from "@/lib/server/events/types";
import { assertModuleCan, type ModuleScope } from "@/lib/server/modules/module-scope";
import { cellsSchema, type CellsInput } from "@/modules/database-generator/schemas/inputs";
import {
  BULK_MAX,
  type Column,
  type DbRecordAnswer,
  type Table,
} from "@/modules/database-generator/shared/types";
import { parseCell } from "@/modules/database-generator/shared/values";
import { recordsTable } from "./physical";
import { createRecordsIn } from "./record-writes";
import { boundTable, recordsById, type TableColumns } from "./records";
import { dbScope } from "./scope";
import { tablesWithColumns } from "./tables";

// Database generator's automation triggers (its kind.ts `automation.triggers`): a record added
// (`database.rowCreated`) or its cells changed (`database.rowChanged`), by a person, the API or an
// import. The module's room event says which records a write touched (`created`: their numbers,
// `updated`: the history written with it, shared/types.ts); each trigger reads them at once, per
// table, never per record. Column changes, comments, a link's other side, a table's copy or a
// template's sample records are not writes of records and start nothing; nor are an automation's
// own writes (the event marked `automated`, server/scope.ts): an automation adding a record to the
// table it listens to would otherwise start itself forever (as chat.message skips automations' posts).

type DbChanges = DomainEventOf<"database-generator.changes">;
type RecordsChanged = Extract<DbChanges["events"][number], { type: "records.changed" }>;

/** Most starts one event makes (a bulk write's; an import of more starts its first records only). */
const FIRES_MAX = BULK_MAX;

/** A record's cells as plain JSON by column name (empty: null; links: their records' titles; files: names). */
function valuesOf(columns: readonly Column[], record: DbRecordAnswer): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const cell = record.cells[column.id];
    if (cell === undefined) values[column.name] = null;
    else if (column.type === "link" && Array.isArray(cell))
      values[column.name] = cell.map((id) => record.titles?.[id] ?? id);
    else if (column.type === "attachment" && Array.isArray(cell))
      values[column.name] = cell.map((id) => record.files?.[id]?.name ?? id);
    else values[column.name] = cell;
  }
  return values;
}

/** The event's tables (of its module) that `items` name, ready to read their records: one read of their columns. */
async function tablesOf(event: DbChanges, items: readonly RecordsChanged[]) {
  const ids = [...new Set(items.map((item) => item.tableId))];
  const rows = await tablesWithColumns({ id: { in: ids }, database: { moduleId: event.moduleId } });
  const bound = await Promise.all(rows.map((row) => boundTable(row, event.workspaceId, event.moduleId)));
  return new Map(bound.map((table) => [table.id, table]));
}

/** A start of one record of `table`, its variables (`extra`: the trigger's own). */
function fireOf(
  event: DbChanges,
  table: TableColumns,
  record: DbRecordAnswer,
  extra: Record<string, unknown> = {},
): TriggerFire {
  return {
    moduleId: event.moduleId,
    subject: record.id,
    variables: {
      databaseId: table.databaseId,
      tableId: table.id,
      tableName: table.name,
      recordId: record.id,
      values: valuesOf(table.columns, record),
      moduleId: event.moduleId,
      actorId: event.actorId,
      ...extra,
    },
  };
}

/** Whether a start event's table setting (an id or a table's exact name; unset: any) names `table`. */
export function namesTable(config: Record<string, unknown>, table: { id: unknown; name: unknown }): boolean {
  const wanted = textSetting(config, "table");
  return wanted === "" || wanted === table.id || wanted === table.name;
}

const tableAccepted = (config: Record<string, unknown>, fire: TriggerFire) =>
  namesTable(config, { id: fire.variables.tableId, name: fire.variables.tableName });

const rowCreated: TriggerDefinition = {
  name: "database.rowCreated",
  events: ["database-generator.changes"],
  async fire(event) {
    if (event.type !== "database-generator.changes" || event.automated) return [];
    const items = event.events.filter(
      (item): item is RecordsChanged & Required<Pick<RecordsChanged, "created">> =>
        item.type === "records.changed" && item.created !== undefined,
    );
    if (items.length === 0) return [];
    const tables = await tablesOf(event, items);
    const fires: TriggerFire[] = [];
    for (const item of items) {
      const table = tables.get(item.tableId);
      const room = FIRES_MAX - fires.length;
      if (!table || room <= 0) continue;
      // The records the write numbered (their number is unique and indexed); one gone since starts nothing.
      const rows = await getDb().$queryRaw<{ id: string }[]>`
        SELECT "id" FROM ${recordsTable(table)}
         WHERE "number" BETWEEN ${item.created.first} AND ${item.created.last}
         ORDER BY "number" LIMIT ${room}`;
      const records = await recordsById(
        table,
        rows.map((row) => row.id),
      );
      for (const record of records) fires.push(fireOf(event, table, record));
    }
    return fires;
  },
  accepts: tableAccepted,
};

/** The cells the event's updates changed, by record: the history rows its transaction wrote. */
async function changesOf(items: readonly RecordsChanged[], meta: EventMeta) {
  const which = items.map((item) =>
    item.recordIds === "all"
      ? Prisma.sql`h."tableId" = ${item.tableId}`
      : Prisma.sql`(h."tableId" = ${item.tableId} AND h."recordId" = ANY(${item.recordIds}::bpchar[]))`,
  );
  // The history and the outbox row were written by the same transaction: the same `now()`.
  return getDb().$queryRaw<{ tableId: string; recordId: string; columnIds: string[] }[]>`
    SELECT h."tableId", h."recordId", ARRAY(SELECT jsonb_object_keys(h."changes")) AS "columnIds"
      FROM "DbRecordChange" h
     WHERE h."kind" = 'updated' AND h."at" = ${meta.createdAt} AND (${Prisma.join(which, " OR ")})
     ORDER BY h."id" LIMIT ${FIRES_MAX}`;
}

const rowChanged: TriggerDefinition = {
  name: "database.rowChanged",
  events: ["database-generator.changes"],
  async fire(event, meta) {
    if (event.type !== "database-generator.changes" || event.automated) return [];
    const items = event.events.filter(
      (item): item is RecordsChanged => item.type === "records.changed" && item.updated === true,
    );
    if (items.length === 0) return [];
    const changes = await changesOf(items, meta);
    if (changes.length === 0) return [];
    const tables = await tablesOf(
      event,
      items.filter((item) => changes.some((change) => change.tableId === item.tableId)),
    );
    const fires: TriggerFire[] = [];
    for (const table of tables.values()) {
      const mine = changes.filter((change) => change.tableId === table.id);
      if (mine.length === 0) continue;
      const columnIds = new Map(mine.map((change) => [change.recordId, change.columnIds]));
      const names = new Map(table.columns.map((column) => [column.id, column.name]));
      const records = await recordsById(
        table,
        mine.map((change) => change.recordId),
      );
      for (const record of records) {
        const changedFields = (columnIds.get(record.id) ?? []).flatMap((id) => names.get(id) ?? []);
        fires.push(fireOf(event, table, record, { changedFields }));
      }
    }
    return fires;
  },
  accepts(config, fire) {
    if (!tableAccepted(config, fire)) return false;
    const field = textSetting(config, "field");
    const changed = fire.variables.changedFields;
    return field === "" || (Array.isArray(changed) && changed.includes(field));
  },
};

export const databaseTriggers: readonly TriggerDefinition[] = [rowCreated, rowChanged];

// Its automation action (its kind.ts `automation.actions`): `database.rowAdd`, a
// record added to a table as the automation's owner through the kind's own record create (its gate,
// its checks of every cell, its events: the room, and the rowCreated trigger).

const ID = /^[0-9a-f]{24}$/;

/** The `table` setting: a table's id or its exact name. */
function tableSetting(settings: Record<string, unknown>): string {
  const value = settings.table;
  const table = typeof value === "string" ? value.trim() : "";
  if (table === "") throw new ActionError("table is required (a table's id or name)", "BAD_SETTINGS");
  return table;
}

/** The `cells` setting: an object of column names and values (JSON text of one is read too). */
function valuesSetting(settings: Record<string, unknown>): Record<string, unknown> {
  let value = settings.cells;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new ActionError("cells must be an object of column names and values", "BAD_SETTINGS");
  return value as Record<string, unknown>;
}

/**
 * The module's table the setting names: by id, else by its exact name (not found: NOT_FOUND; two
 * databases of the module with a table of that name: BAD_SETTINGS, the id tells them apart).
 */
async function tableNamed(scope: ModuleScope, wanted: string): Promise<Table> {
  const found = await tablesWithColumns({
    database: { moduleId: scope.moduleId },
    OR: [...(ID.test(wanted) ? [{ id: wanted }] : []), { name: wanted }],
  });
  const table = found.find((row) => row.id === wanted) ?? found[0];
  if (!table) throw new ActionError(`the table "${wanted}" was not found in the module`, "NOT_FOUND");
  if (table.id !== wanted && found.length > 1)
    throw new ActionError(`several tables are named "${wanted}": give the table's id`, "BAD_SETTINGS");
  return table;
}

/**
 * The values by column id, as a person's request gives them. A name no column has is BAD_SETTINGS,
 * or left out with `extraColumns: "skip"` (a form's answers by question, only some of them columns).
 */
function cellsOf(table: Table, values: Record<string, unknown>, skipExtra: boolean): CellsInput {
  const cells: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const column =
      table.columns.find((item) => item.name === name) ?? table.columns.find((item) => item.id === name);
    if (!column && skipExtra) continue;
    if (!column)
      throw new ActionError(`"${name}" is not a column of the table "${table.name}"`, "BAD_SETTINGS");
    cells[column.id] = value;
  }
  // The request's own check of the values' shapes (text, a number, true or false, a list of texts).
  const parsed = cellsSchema.safeParse(cells);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const column = table.columns.find((item) => item.id === issue?.path[0]);
    throw new ActionError(
      `${column ? `"${column.name}": ` : ""}${englishText(issue?.message ?? "invalid value")}`,
      "BAD_SETTINGS",
    );
  }
  return parsed.data;
}

/** The create's refusal of a cell as BAD_SETTINGS naming the column, in English (others as viaService). */
async function cellsChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === "bad_request") {
      const column = typeof error.extra?.column === "string" ? `"${error.extra.column}": ` : "";
      const text = error.messages.map((message) => englishText(message)).join(", ");
      throw new ActionError(`${column}${text}`.slice(0, 300), "BAD_SETTINGS");
    }
    throw error;
  }
}

/** Whether a record's creation (its history's cells) holds the given values, as the create stores them. */
function sameValues(table: Table, cells: CellsInput, changes: unknown): boolean {
  const stored = (changes ?? {}) as Record<string, { to?: unknown } | undefined>;
  return Object.entries(cells).every(([columnId, raw]) => {
    const column = table.columns.find((item) => item.id === columnId);
    // Links are stored as the ids their names resolved to: not compared.
    if (!column || column.type === "link") return true;
    const parsed = parseCell(column, raw);
    if (!parsed.ok || parsed.value === null) return true;
    return JSON.stringify(stored[columnId]?.to ?? null) === JSON.stringify(parsed.value);
  });
}

/**
 * `database.rowAdd`: a record of the values added to the table as the owner (a viewer: FORBIDDEN;
 * another workspace's module: NOT_FOUND), once per execution. A crash after the create finds the
 * record the owner added to the table since with the same values (its history's creation).
 */
const rowAdd: ActionDefinition = {
  name: "database.rowAdd",
  async run(context, settings) {
    const moduleId = idSetting(settings, "module");
    const wanted = tableSetting(settings);
    const values = valuesSetting(settings);
    const actor = await ownerActor(context);
    const scope = await viaService(async () => {
      const scope = await dbScope(actor, moduleId);
      assertModuleCan(scope, "add");
      return scope;
    });
    const table = await tableNamed(scope, wanted);
    const cells = cellsOf(table, values, settings.extraColumns === "skip");
    const result = await oncePerExecution(
      context,
      async () => {
        const [record] = await viaService(() =>
          cellsChecked(() => createRecordsIn(scope, actor, table.id, [cells])),
        );
        return { recordId: record!.id, tableId: table.id };
      },
      async (since) => {
        const created = await getDb().dbRecordChange.findMany({
          where: { tableId: table.id, userId: context.ownerId, kind: "created", at: { gte: since } },
          orderBy: [{ at: "asc" }, { id: "asc" }],
          take: 100,
          select: { recordId: true, changes: true },
        });
        const found = created.find((row) => sameValues(table, cells, row.changes));
        return found ? { recordId: found.recordId, tableId: table.id } : null;
      },
    );
    return { result };
  },
};

export const databaseActions: readonly ActionDefinition[] = [rowAdd];
