"use client";

import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { parseCell } from "@/modules/database-generator/shared/values";
import type { GridLayout } from "../grid/group-layout";
import { RecordsGrid } from "../grid/records-grid";
import type { useGridWrites } from "../grid/use-grid-writes";
import type { RecordWindow } from "../grid/use-record-window";
import { ColumnHeader, type ColumnAction } from "./column-header";
import type { usePaste } from "./use-paste";

/**
 * A grid view's body: the records grid with its headers' menus, its edits (each value read by its
 * column's rules first), clearing, paste, undo and resizing, then the row count.
 */
export function GridBody(props: {
  moduleId: string;
  tableId: string;
  label: string;
  columns: Column[];
  layout: GridLayout;
  groupHeader: (group: number) => ReactNode;
  groupCount: number | null;
  rows: RecordWindow;
  access: ModuleInfo["access"];
  writes: ReturnType<typeof useGridWrites>;
  paste: ReturnType<typeof usePaste>;
  onColumnAction: (column: Column, action: ColumnAction) => void;
  onOpen: (record: DbRecordAnswer) => void;
  onResize: (column: Column, width: number) => void;
}) {
  const { columns: shown, rows, writes, access } = props;
  const t = useTranslations("databaseGenerator.table");
  const tAll = useTranslations();
  const format = useFormatter();
  return (
    <>
      <RecordsGrid
        moduleId={props.moduleId}
        tableId={props.tableId}
        label={props.label}
        layout={props.layout}
        groupHeader={props.groupHeader}
        columns={shown}
        rows={rows}
        canEdit={access.edit}
        header={(column) => (
          <ColumnHeader
            column={column}
            canEdit={access.edit}
            canDelete={access.delete}
            first={shown.indexOf(column) <= 1}
            last={shown.indexOf(column) === shown.length - 1}
            onAction={props.onColumnAction}
          />
        )}
        handlers={{
          commit: async (target, column, raw, titles, files) => {
            const parsed = parseCell(column, raw);
            if (!parsed.ok) {
              notifications.show({
                color: "red",
                message: t("cellRefused", { column: column.name, reason: tAll(parsed.error) }),
              });
              return false;
            }
            if (JSON.stringify(target.cells[column.id] ?? null) === JSON.stringify(parsed.value)) return true;
            return writes.setCells([{ record: target, cells: { [column.id]: parsed.value }, titles, files }]);
          },
          clear: (records, columns) => {
            const writable = columns.filter((column) => parseCell(column, null).ok);
            void writes.setCells(
              records.map((target) => ({
                record: target,
                cells: Object.fromEntries(
                  writable
                    .filter((column) => target.cells[column.id] !== undefined)
                    .map((column) => [column.id, null]),
                ),
              })),
            );
          },
          paste: (block, range, lines) => void props.paste(block, range, lines),
          undo: () => void writes.undo(),
          open: props.onOpen,
          resize: props.onResize,
        }}
      />
      <Text size="sm" c="dimmed" data-testid="record-count">
        {rows.total === null
          ? ""
          : props.groupCount === null
            ? t("count", { count: rows.total, shown: format.number(rows.total) })
            : t("countGroups", {
                count: rows.total,
                shown: format.number(rows.total),
                groups: props.groupCount,
              })}
      </Text>
    </>
  );
}
