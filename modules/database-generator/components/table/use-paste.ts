"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { dbApi, type Cells, type RecordsView } from "@/modules/database-generator/client/api";
import { isComputed } from "@/modules/database-generator/shared/columns";
import {
  BULK_MAX,
  RECORDS_PAGE_MAX,
  type Column,
  type DbRecordAnswer,
} from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import { pastedValue } from "../attachments/attachment-rules";
import { pasteTargets, type CellRange } from "../grid/clipboard";
import { pendingTitles } from "../grid/link-cells";
import type { LineAccess } from "../grid/records-grid";
import type { CellChange } from "../grid/use-grid-writes";

type Writes = {
  setCells: (changes: CellChange[]) => Promise<boolean>;
  createRecords: (list: Cells[]) => Promise<boolean>;
};

/**
 * Pasting a spreadsheet's block into the grid: each text read by its column's rules (a value a column
 * cannot read stops the paste, with the cell named, and nothing is written); rows past the last
 * record become new records (not in a grouped view, whose header lines are skipped); at most 1,000
 * rows at once. Rows not loaded yet are read first. Lookups and rollups (computed) are skipped; a link
 * takes the names pasted (the server finds the records they name, or says which it cannot); an
 * attachment cell takes the text as pasted (a copied cell's file addresses, whose ids the server
 * reads), once it holds some.
 */
export function usePaste(
  moduleId: string,
  tableId: string,
  view: RecordsView,
  columns: Column[],
  writes: Writes,
) {
  const t = useTranslations("databaseGenerator.grid");
  const tAll = useTranslations();

  const recordsAt = async (from: number, to: number): Promise<DbRecordAnswer[]> => {
    const out: DbRecordAnswer[] = [];
    for (let offset = from; offset <= to; offset += RECORDS_PAGE_MAX) {
      const page = await dbApi.records(
        moduleId,
        tableId,
        view,
        offset,
        Math.min(RECORDS_PAGE_MAX, to - offset + 1),
      );
      out.push(...page.data);
    }
    return out;
  };

  return async (block: string[][], range: CellRange, lines: LineAccess) => {
    const targets = pasteTargets(block, range, columns.length);
    const touched = [...new Set(targets.map((target) => target.row))];
    if (touched.length > BULK_MAX) {
      notifications.show({ color: "red", message: t("pasteTooMany", { max: BULK_MAX }) });
      return;
    }
    // The records under the block: those on screen, else (without groups) read first.
    let recordOf = lines.at;
    const top = Math.min(...touched);
    const last = Math.min(lines.count - 1, Math.max(...touched));
    let missing = false;
    for (let row = top; row <= last && !missing; row++) missing = !lines.at(row);
    if (missing && !lines.grouped) {
      const fetched = await recordsAt(top, last);
      recordOf = (row) => fetched[row - top];
    }
    const updates = new Map<string, CellChange>();
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
      const value = pastedValue(column, parsed.value, target.text);
      if (target.row < lines.count) {
        // A group's header line, or a record not on screen in a grouped view: left alone.
        const record = recordOf(target.row);
        if (!record) continue;
        const change = updates.get(record.id) ?? { record, cells: {} };
        change.cells[column.id] = value;
        // A link's names are shown as pasted until the server's answer names the records.
        const titles = pendingTitles(column, parsed.value, record.titles);
        if (titles) change.titles = { ...change.titles, ...titles };
        updates.set(record.id, change);
      } else if (!lines.grouped) {
        const cells = creates.get(target.row) ?? {};
        cells[column.id] = value;
        creates.set(target.row, cells);
      }
    }
    const fresh = [...creates.values()].map(
      (cells) => Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== null)) as Cells,
    );
    const ok = await writes.setCells([...updates.values()]);
    if (ok && fresh.length > 0) await writes.createRecords(fresh);
    if (ok) notifications.show({ color: "teal", message: t("pasted", { count: targets.length }) });
  };
}
