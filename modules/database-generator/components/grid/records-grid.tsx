"use client";

import { Box, Text } from "@mantine/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { isComputed } from "@/modules/database-generator/shared/columns";
import type { Attachment, Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { CellEditor, type Move } from "./cell-editor";
import { useCellFormats } from "./cell-view";
import { bounds, parseTsv, toTsv, type CellPlace, type CellRange } from "./clipboard";
import { gridAction } from "./grid-keys";
import { copyCellText } from "./link-cells";
import { rowsOf, type GridLayout } from "./group-layout";
import { cellId, GridRow } from "./grid-row";
import { HEADER_HEIGHT, HeaderRow, NUMBER_WIDTH, type GridEvents } from "./header-row";
import classes from "./records-grid.module.css";
import type { RecordWindow } from "./use-record-window";

export const ROW_HEIGHT = 36;

/** The grid's lines as a paste sees them: how many, each one's record, whether groups are shown. */
export interface LineAccess {
  count: number;
  at: (line: number) => DbRecordAnswer | undefined;
  grouped: boolean;
}

export interface GridHandlers {
  /**
   * Keeps what an editor gave for a cell (parsed by the column's rules); false when refused. `titles`
   * name the records a link editor chose, `files` describe the files an attachment editor uploaded
   * (both shown before the server answers).
   */
  commit: (
    record: DbRecordAnswer,
    column: Column,
    raw: unknown,
    titles?: Record<string, string>,
    files?: Record<string, Attachment>,
  ) => Promise<boolean>;
  /** Empties the range's cells. */
  clear: (records: DbRecordAnswer[], columns: Column[]) => void;
  /** Pastes a block of texts at the range. */
  paste: (block: string[][], range: CellRange, lines: LineAccess) => void;
  undo: () => void;
  open: (record: DbRecordAnswer) => void;
  resize: (column: Column, width: number) => void;
}

/**
 * A table's records as a spreadsheet: rows and columns virtualised (only those on screen are in the
 * page, whatever the table's size), the row's number and the record's expand button kept at the left,
 * the header at the top. One active cell and a range (mouse drag or Shift+arrows); the keyboard moves,
 * edits, empties, copies and pastes ranges as spreadsheets do (grid-keys.ts, clipboard.ts).
 */
export function RecordsGrid(props: {
  moduleId: string;
  tableId: string;
  columns: Column[];
  rows: RecordWindow;
  canEdit: boolean;
  header: (column: Column) => ReactNode;
  handlers: GridHandlers;
  label: string;
  /** The lines: the records, or groups' headers and their records (group-layout.ts). */
  layout: GridLayout;
  /** A group header line's content. */
  groupHeader: (group: number) => ReactNode;
}) {
  const { columns, rows, canEdit, handlers, layout } = props;
  const t = useTranslations("databaseGenerator.grid");
  const scroller = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<CellRange | null>(null);
  // The cell edited: its place, the key that started it, and its record (followed by id while the
  // editor is open: a files dialog writes for a while, and the rows may move meanwhile).
  const [editing, setEditing] = useState<{
    place: CellPlace;
    typed: string | null;
    record: DbRecordAnswer;
  } | null>(null);
  const editingRef = useRef(false);
  const [widths, setWidths] = useState<Record<string, number>>({});
  const dragging = useRef(false);
  // Lines of the grid (records, and group headers when grouped); `recordAt` a line's record.
  const total = layout.count;
  const recordAt = (line: number) => {
    const at = line < total ? layout.line(line) : null;
    return at?.kind === "row" ? rows.at(at.row) : undefined;
  };
  const widthOf = (column: Column) => widths[column.id] ?? column.width;

  // No React Compiler here; the virtualizers re-render this component themselves on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1280, height: 720 },
  });
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => widthOf(columns[index]!),
    overscan: 3,
    initialRect: { width: 1280, height: 720 },
  });
  const widthKey = columns.map((column) => `${column.id}:${widthOf(column)}`).join(",");
  useEffect(() => colVirtualizer.measure(), [widthKey, colVirtualizer]);

  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualCols = colVirtualizer.getVirtualItems();
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows[virtualRows.length - 1]?.index ?? 0;
  const { show } = rows;
  useEffect(() => {
    const shown = rowsOf(layout, firstRow, lastRow);
    show(shown?.first ?? 0, shown?.last ?? 0);
  }, [firstRow, lastRow, show, layout]);

  const active = range?.active ?? null;
  const place = (to: CellPlace, extend: boolean) => {
    setRange((current) => ({ anchor: extend && current ? current.anchor : to, active: to }));
    rowVirtualizer.scrollToIndex(to.row, { align: "auto" });
    colVirtualizer.scrollToIndex(to.col, { align: "auto" });
  };
  const startEdit = (at: CellPlace, typed: string | null) => {
    const column = columns[at.col];
    const record = recordAt(at.row);
    if (!canEdit || !column || isComputed(column.type) || !record) return;
    editingRef.current = true;
    setEditing({ place: at, typed, record });
  };
  const finishEdit = (
    raw: unknown,
    move: Move,
    record: DbRecordAnswer,
    column: Column,
    titles?: Record<string, string>,
  ) => {
    if (!editingRef.current) return;
    editingRef.current = false;
    const at = editing!.place;
    setEditing(null);
    scroller.current?.focus({ preventScroll: true });
    void handlers.commit(record, column, raw, titles);
    if (move === "down") place({ row: Math.min(total - 1, at.row + 1), col: at.col }, false);
    if (move === "right") place({ row: at.row, col: Math.min(columns.length - 1, at.col + 1) }, false);
    if (move === "left") place({ row: at.row, col: Math.max(0, at.col - 1) }, false);
  };
  const cancelEdit = () => {
    if (!editingRef.current) return;
    editingRef.current = false;
    setEditing(null);
    scroller.current?.focus({ preventScroll: true });
  };

  const rangeRecords = (box: ReturnType<typeof bounds>) => {
    const out: DbRecordAnswer[] = [];
    for (let row = box.top; row <= box.bottom; row++) {
      const record = recordAt(row);
      if (record) out.push(record);
    }
    return out;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || total === 0 || columns.length === 0) return;
    const at = active ?? { row: 0, col: 0 };
    const column = columns[at.col]!;
    const action = gridAction(event, at, total, columns.length, column.type === "checkbox");
    if (action.kind === "none") return;
    event.preventDefault();
    switch (action.kind) {
      case "move":
        return place(action.to, action.extend);
      case "edit":
        return startEdit(at, action.typed);
      case "toggle": {
        const record = recordAt(at.row);
        if (record && canEdit) void handlers.commit(record, column, record.cells[column.id] !== true);
        return;
      }
      case "clear":
        if (range && canEdit) {
          const box = bounds(range);
          handlers.clear(rangeRecords(box), columns.slice(box.left, box.right + 1));
        }
        return;
      case "expand": {
        const record = recordAt(at.row);
        if (record) handlers.open(record);
        return;
      }
      case "collapse":
        return setRange(range && { anchor: range.active, active: range.active });
      case "undo":
        return handlers.undo();
      case "selectAll":
        return setRange({ anchor: { row: 0, col: 0 }, active: { row: total - 1, col: columns.length - 1 } });
    }
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing || !range) return;
    const box = bounds(range);
    const texts = rangeRecords(box).map((record) =>
      columns
        .slice(box.left, box.right + 1)
        .map((column) =>
          copyCellText(column, record.cells[column.id], record.titles, record.files, window.location.origin),
        ),
    );
    event.clipboardData.setData("text/plain", toTsv(texts));
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing || !range || !canEdit) return;
    const block = parseTsv(event.clipboardData.getData("text/plain"));
    event.preventDefault();
    if (block.length > 0)
      handlers.paste(block, range, { count: total, at: recordAt, grouped: layout.grouped });
  };

  const startResize = (column: Column, event: React.PointerEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = widthOf(column);
    let width = startWidth;
    const moveTo = (move: PointerEvent) => {
      width = Math.max(60, Math.min(1000, Math.round(startWidth + move.clientX - startX)));
      setWidths((current) => ({ ...current, [column.id]: width }));
    };
    const stop = () => {
      window.removeEventListener("pointermove", moveTo);
      window.removeEventListener("pointerup", stop);
      if (width !== startWidth) handlers.resize(column, width);
    };
    window.addEventListener("pointermove", moveTo);
    window.addEventListener("pointerup", stop);
  };

  const innerWidth = NUMBER_WIDTH + colVirtualizer.getTotalSize();
  const box = range ? bounds(range) : null;
  const formats = useCellFormats(columns);
  // The rows' events: one object for the grid's life, calling the newest handlers.
  const latest = useRef<Omit<GridEvents, "expandLabel"> | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      down: (at, extend) => {
        dragging.current = true;
        place(at, extend);
      },
      enter: (at) => {
        if (dragging.current) place(at, true);
      },
      edit: (at) => startEdit(at, null),
      open: handlers.open,
      resize: startResize,
    };
  });
  const [events] = useState<GridEvents>(() => ({
    down: (at, extend) => latest.current?.down(at, extend),
    enter: (at) => latest.current?.enter(at),
    edit: (at) => latest.current?.edit(at),
    open: (record) => latest.current?.open(record),
    resize: (column, event) => latest.current?.resize(column, event),
    expandLabel: (number) => t("expand", { number }),
  }));
  const editedRecord = editing ? (rows.find(editing.record.id) ?? editing.record) : undefined;
  const editedColumn = editing ? columns[editing.place.col] : undefined;
  const editedStart = editing
    ? (colVirtualizer.getVirtualItems().find((item) => item.index === editing.place.col)?.start ?? null)
    : null;

  return (
    <Box
      ref={scroller}
      className={classes.scroller}
      role="grid"
      aria-label={props.label}
      aria-rowcount={total + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable
      aria-activedescendant={active && !editing ? cellId(active) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
      onMouseUp={() => (dragging.current = false)}
      data-testid="records-grid"
    >
      {rows.readers}
      <div
        style={{
          width: innerWidth,
          height: HEADER_HEIGHT + rowVirtualizer.getTotalSize(),
          position: "relative",
        }}
      >
        <HeaderRow
          width={innerWidth}
          cols={virtualCols}
          columns={columns}
          header={props.header}
          canEdit={canEdit}
          events={events}
        />
        {virtualRows.map((rowItem) => {
          const line = layout.line(rowItem.index);
          if (line.kind === "header")
            return (
              <div
                key={rowItem.index}
                role="row"
                aria-rowindex={rowItem.index + 2}
                className={classes.groupRow}
                style={{ top: HEADER_HEIGHT + rowItem.start, width: innerWidth, height: ROW_HEIGHT }}
                data-testid="group-header"
              >
                <div role="gridcell" aria-colspan={columns.length + 1} className={classes.groupCell}>
                  {props.groupHeader(line.group)}
                </div>
              </div>
            );
          const inRows = box !== null && rowItem.index >= box.top && rowItem.index <= box.bottom;
          return (
            <GridRow
              key={rowItem.index}
              index={rowItem.index}
              top={HEADER_HEIGHT + rowItem.start}
              height={ROW_HEIGHT}
              width={innerWidth}
              numberWidth={NUMBER_WIDTH}
              record={rows.at(line.row)}
              cols={virtualCols}
              columns={columns}
              formats={formats}
              activeCol={active && active.row === rowItem.index ? active.col : -1}
              fromCol={inRows ? box.left : -1}
              toCol={inRows ? box.right : -1}
              events={events}
            />
          );
        })}
        {editing && editedRecord && editedColumn && editedStart !== null && (
          <div
            className={classes.editor}
            style={{
              top: HEADER_HEIGHT + editing.place.row * ROW_HEIGHT,
              left: NUMBER_WIDTH + editedStart,
              width: Math.max(widthOf(editedColumn), 220),
            }}
          >
            <CellEditor
              moduleId={props.moduleId}
              tableId={props.tableId}
              column={editedColumn}
              value={editedRecord.cells[editedColumn.id]}
              titles={editedRecord.titles}
              files={editedRecord.files}
              typed={editing.typed}
              label={editedColumn.name}
              onCommit={(raw, move, titles) => finishEdit(raw, move, editedRecord, editedColumn, titles)}
              onSave={(raw, files) => handlers.commit(editedRecord, editedColumn, raw, undefined, files)}
              onCancel={cancelEdit}
            />
          </div>
        )}
      </div>
      {rows.total === 0 && (
        <Text c="dimmed" ta="center" py="xl" className={classes.empty} data-testid="records-empty">
          {t("empty")}
        </Text>
      )}
    </Box>
  );
}
