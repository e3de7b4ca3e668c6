"use client";

import { ActionIcon, Text } from "@mantine/core";
import { IconArrowsDiagonal } from "@tabler/icons-react";
import type { VirtualItem } from "@tanstack/react-virtual";
import { memo } from "react";
import { isComputed } from "@/modules/database-generator/shared/columns";
import type { Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import type { CellFormat } from "./cell-view";
import type { CellPlace } from "./clipboard";
import classes from "./records-grid.module.css";

/** What a row tells the grid (a stable object: the rows on screen render again only when they change). */
export interface RowEvents {
  down: (at: CellPlace, extend: boolean) => void;
  enter: (at: CellPlace) => void;
  edit: (at: CellPlace) => void;
  open: (record: DbRecordAnswer) => void;
  expandLabel: (number: number) => string;
}

export const cellId = (at: CellPlace) => `db-cell-${at.row}-${at.col}`;

/**
 * One row of the grid: the record's number and expand button, then its cells on screen. Memoised on
 * plain values (the record, the columns on screen, the row's part of the selection), so scrolling
 * renders only the rows that come on screen.
 */
export const GridRow = memo(function GridRow(props: {
  index: number;
  top: number;
  height: number;
  width: number;
  numberWidth: number;
  record: DbRecordAnswer | undefined;
  cols: VirtualItem[];
  columns: Column[];
  formats: Map<string, CellFormat>;
  /** The active cell's column when it is on this row, else -1. */
  activeCol: number;
  /** The range's columns when the row is in it, else -1 and -1. */
  fromCol: number;
  toCol: number;
  events: RowEvents;
}) {
  const { index, record, events } = props;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={classes.row}
      style={{ top: props.top, width: props.width, height: props.height }}
      data-testid="record-row"
    >
      <div role="rowheader" aria-colindex={1} className={classes.number} style={{ width: props.numberWidth }}>
        <Text size="xs" c="dimmed" span>
          {record?.number ?? ""}
        </Text>
        {record && (
          <ActionIcon
            size="sm"
            variant="subtle"
            className={classes.expand}
            aria-label={events.expandLabel(record.number)}
            onClick={() => events.open(record)}
            tabIndex={-1}
          >
            <IconArrowsDiagonal size={14} aria-hidden />
          </ActionIcon>
        )}
      </div>
      {props.cols.map((item) => {
        const column = props.columns[item.index]!;
        const at = { row: index, col: item.index };
        const selected = item.index >= props.fromCol && item.index <= props.toCol;
        return (
          <div
            key={column.id}
            id={cellId(at)}
            role="gridcell"
            aria-colindex={item.index + 2}
            aria-selected={selected}
            className={classes.cell}
            data-active={props.activeCol === item.index || undefined}
            data-selected={selected || undefined}
            data-computed={isComputed(column.type) || undefined}
            style={{ left: props.numberWidth + item.start, width: item.size }}
            onMouseDown={(event) => {
              if (event.button === 0) events.down(at, event.shiftKey);
            }}
            onMouseEnter={() => events.enter(at)}
            onDoubleClick={() => column.type !== "checkbox" && events.edit(at)}
          >
            {record ? (
              props.formats.get(column.id)!(record.cells[column.id], record)
            ) : (
              <span className={classes.loading} />
            )}
          </div>
        );
      })}
    </div>
  );
});
