"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { dbApi, type Cells } from "@/modules/database-generator/client/api";
import { isComputed } from "@/modules/database-generator/shared/columns";
import {
  BULK_MAX,
  type Attachment,
  type Column,
  type DbRecordAnswer,
} from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { UndoSteps } from "./undo-steps";
import type { RecordWindow } from "./use-record-window";

/** A change the grid made, with what undoes it. */
type Done =
  | { kind: "update"; before: { id: string; cells: Cells }[] }
  | { kind: "create"; ids: string[] }
  | { kind: "delete"; records: Cells[] };

const UNDO_MAX = 20;

/**
 * A change of loaded records' cells (null: empty), with the titles of records a link cell gets and
 * the files an attachment cell gets.
 */
export interface CellChange {
  record: DbRecordAnswer;
  cells: Record<string, Cell | null>;
  titles?: Record<string, string> | undefined;
  files?: Record<string, Attachment> | undefined;
}

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** A record's writable cells (to create it again). */
export const writableCells = (record: DbRecordAnswer, columns: readonly Column[]): Cells =>
  Object.fromEntries(
    columns
      .filter((column) => !isComputed(column.type) && record.cells[column.id] !== undefined)
      .map((column) => [column.id, record.cells[column.id]!]),
  );

/**
 * The grid's writes: cells changed (one record or many, all or nothing), records added and deleted,
 * each shown at once and undone with Ctrl+Z (the last 20 changes); a refused change is put back and
 * its message shown. The module's room tells other tabs and people.
 */
export function useGridWrites(
  moduleId: string,
  tableId: string,
  columns: readonly Column[],
  rows: RecordWindow,
) {
  const t = useTranslations("databaseGenerator.grid");
  const [done] = useState(() => ({ current: new UndoSteps<Done>(UNDO_MAX) }));
  // Writes still on their way (each with its undo step, placed when it started: undo-steps.ts): an undo
  // pressed meanwhile waits for them, so it undoes the newest change, whichever the server saved last.
  const inflight = useRef<Promise<unknown>>(Promise.resolve());
  const track = <T>(work: Promise<T>): Promise<T> => {
    inflight.current = Promise.allSettled([inflight.current, work]);
    return work;
  };
  const refresh = () => invalidateQueries({ tag: moduleTag(moduleId) });
  const fail = (error: unknown) =>
    notifications.show({ color: "red", message: errorMessage(error, t("saveFailed")) });

  const writeCells = async (items: { id: string; cells: Cells }[]) => {
    if (items.length === 1) await dbApi.updateRecord(moduleId, tableId, items[0]!.id, items[0]!.cells);
    else for (const part of chunks(items, BULK_MAX)) await dbApi.bulkUpdate(moduleId, tableId, part);
  };

  /**
   * Sets cells of loaded records: `changes` by record, each column to its new stored value (null:
   * empty); `titles` name the records a link cell gets, `files` describe an attachment cell's new
   * files, both shown before the server answers.
   */
  const setCells = async (changes: CellChange[], undoable = true) => {
    const items = changes.filter((change) => Object.keys(change.cells).length > 0);
    if (items.length === 0) return true;
    const before = items.map(({ record, cells }) => ({
      id: record.id,
      cells: Object.fromEntries(Object.keys(cells).map((id) => [id, record.cells[id] ?? null])) as Cells,
    }));
    const next = new Map(items.map((item) => [item.record.id, item.cells]));
    const titles = new Map(items.map((item) => [item.record.id, item.titles]));
    const files = new Map(items.map((item) => [item.record.id, item.files]));
    const apply = (source: Map<string, Record<string, Cell | null>>) =>
      rows.patch((record) => {
        const cells = source.get(record.id);
        if (!cells) return null;
        const merged = { ...record.cells };
        for (const [id, value] of Object.entries(cells)) {
          if (value === null) delete merged[id];
          else merged[id] = value;
        }
        const named = titles.get(record.id);
        const described = files.get(record.id);
        return {
          ...record,
          cells: merged,
          ...(named ? { titles: { ...record.titles, ...named } } : {}),
          ...(described ? { files: { ...record.files, ...described } } : {}),
        };
      });
    apply(next);
    const step = undoable ? done.current.reserve() : null;
    try {
      await track(
        (async () => {
          await writeCells(items.map((item) => ({ id: item.record.id, cells: item.cells as Cells })));
          step?.fill({ kind: "update", before });
        })(),
      );
      return true;
    } catch (error) {
      step?.drop();
      apply(new Map(before.map((item) => [item.id, item.cells as Record<string, Cell | null>])));
      fail(error);
      return false;
    } finally {
      refresh();
    }
  };

  const createRecords = async (list: Cells[]) => {
    const step = done.current.reserve();
    try {
      const ids: string[] = [];
      await track(
        (async () => {
          for (const part of chunks(list, BULK_MAX)) {
            const answer = await dbApi.bulkCreate(
              moduleId,
              tableId,
              part.map((cells) => ({ cells })),
            );
            ids.push(...answer.data.map((record) => record.id));
          }
          step.fill({ kind: "create", ids });
        })(),
      );
      return true;
    } catch (error) {
      step.drop();
      fail(error);
      return false;
    } finally {
      refresh();
    }
  };

  const deleteRecords = async (records: DbRecordAnswer[]) => {
    const step = done.current.reserve();
    try {
      await track(
        (async () => {
          for (const part of chunks(records, BULK_MAX))
            await dbApi.deleteRecords(
              moduleId,
              tableId,
              part.map((record) => record.id),
            );
          step.fill({ kind: "delete", records: records.map((record) => writableCells(record, columns)) });
        })(),
      );
      notifications.show({ color: "teal", message: t("deleted", { count: records.length }) });
      return true;
    } catch (error) {
      step.drop();
      fail(error);
      return false;
    } finally {
      refresh();
    }
  };

  const undo = async () => {
    await inflight.current;
    const last = done.current.takeLast();
    if (!last) {
      notifications.show({ message: t("nothingToUndo") });
      return;
    }
    try {
      if (last.kind === "update") await writeCells(last.before);
      else if (last.kind === "create")
        for (const part of chunks(last.ids, BULK_MAX)) await dbApi.deleteRecords(moduleId, tableId, part);
      else
        for (const part of chunks(last.records, BULK_MAX))
          await dbApi.bulkCreate(
            moduleId,
            tableId,
            part.map((cells) => ({ cells })),
          );
      notifications.show({ color: "teal", message: t("undone") });
    } catch (error) {
      fail(error);
    } finally {
      refresh();
    }
  };

  return { setCells, createRecords, deleteRecords, undo };
}
