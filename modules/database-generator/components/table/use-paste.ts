"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { call } from "@/lib/client/api";
import type { RecordsView } from "@/modules/database-generator/client/api";
import type * as contracts from "@/modules/database-generator/contracts";
import { isComputed } from "@/modules/database-generator/shared/columns";
import { sortsText } from "@/modules/database-generator/shared/filters";
import {
  BULK_MAX,
  RECORDS_PAGE_MAX,
  type Column,
  type DbRecordAnswer,
} from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import type { Cells } from "@/modules/database-generator/client/api";
import { pasteTargets, type CellRange } from "../grid/clipboard";
import type { RecordWindow } from "../grid/use-record-window";

type Writes = {
  setCells: (changes: { record: DbRecordAnswer; cells: Record<string, Cell | null> }[]) => Promise<boolean>;
  createRecords: (list: Cells[]) => Promise<boolean>;
};

/**
 * Pasting a spreadsheet's block into the grid: each text read by its column's rules (a value a column
 * cannot read stops the paste, with the cell named, and nothing is written); rows past the last
 * record become new records; at most 1,000 rows at once. Rows not loaded yet are read first.
 */
export function usePaste(
  moduleId: string,
  tableId: string,
  view: RecordsView,
  columns: Column[],
  rows: RecordWindow,
  writes: Writes,
) {
  const t = useTranslations("databaseGenerator.grid");
  const tAll = useTranslations();

  const recordsAt = async (from: number, to: number): Promise<DbRecordAnswer[]> => {
    const out: DbRecordAnswer[] = [];
    for (let offset = from; offset <= to; offset += RECORDS_PAGE_MAX) {
      const page = await call<typeof contracts.listRecords>(
        `GET /api/v1/database-generator/{moduleId}/tables/{tableId}/records`,
        {
          params: { moduleId, tableId },
          query: {
            offset,
            limit: Math.min(RECORDS_PAGE_MAX, to - offset + 1),
            ...(view.sorts.length ? { sort: sortsText(view.sorts) } : {}),
            ...(view.filter && view.filter.conditions.length ? { filter: JSON.stringify(view.filter) } : {}),
            ...(view.q.trim() ? { q: view.q.trim() } : {}),
          },
        },
      );
      out.push(...page.data);
    }
    return out;
  };

  return async (block: string[][], range: CellRange) => {
    const targets = pasteTargets(block, range, columns.length);
    const rowsTouched = new Set(targets.map((target) => target.row));
    if (rowsTouched.size > BULK_MAX) {
      notifications.show({ color: "red", message: t("pasteTooMany", { max: BULK_MAX }) });
      return;
    }
    const total = rows.total ?? 0;
    const top = Math.min(...rowsTouched);
    const lastExisting = Math.min(total - 1, Math.max(...rowsTouched));
    let existing: DbRecordAnswer[] = [];
    const known: DbRecordAnswer[] = [];
    for (let row = top; row <= lastExisting; row++) {
      const record = rows.at(row);
      if (!record) break;
      known.push(record);
    }
    existing =
      known.length === lastExisting - top + 1
        ? known
        : top <= lastExisting
          ? await recordsAt(top, lastExisting)
          : [];
    const updates = new Map<number, Record<string, Cell | null>>();
    const creates = new Map<number, Record<string, Cell | null>>();
    for (const target of targets) {
      const column = columns[target.col]!;
      if (isComputed(column.type)) continue;
      const parsed = parseCell(column, target.text);
      if (!parsed.ok) {
        notifications.show({
          color: "red",
          message: t("pasteRefused", {
            row: target.row + 1,
            column: column.name,
            reason: tAll(parsed.error),
          }),
        });
        return;
      }
      const into = target.row < total ? updates : creates;
      const cells = into.get(target.row) ?? {};
      cells[column.id] = parsed.value;
      into.set(target.row, cells);
    }
    const changes = [...updates].flatMap(([row, cells]) => {
      const record = existing[row - top];
      return record ? [{ record, cells }] : [];
    });
    const fresh = [...creates.values()].map(
      (cells) => Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== null)) as Cells,
    );
    const ok = await writes.setCells(changes);
    if (ok && fresh.length > 0) await writes.createRecords(fresh);
    if (ok) notifications.show({ color: "teal", message: t("pasted", { count: targets.length }) });
  };
}
