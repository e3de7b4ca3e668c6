"use client";

import type { VirtualItem } from "@tanstack/react-virtual";
import { memo, type ReactNode } from "react";
import type { Column } from "@/modules/database-generator/shared/types";
import type { RowEvents } from "./grid-row";
import classes from "./records-grid.module.css";

export const HEADER_HEIGHT = 38;
export const NUMBER_WIDTH = 72;

export type GridEvents = RowEvents & { resize: (column: Column, event: React.PointerEvent) => void };

/** The header: the columns on screen with their menus and resize handles (memoised as the rows). */
export const HeaderRow = memo(function HeaderRow(props: {
  width: number;
  cols: VirtualItem[];
  columns: Column[];
  header: (column: Column) => ReactNode;
  canEdit: boolean;
  events: GridEvents;
}) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      className={classes.header}
      style={{ width: props.width, height: HEADER_HEIGHT }}
    >
      <div
        role="columnheader"
        aria-colindex={1}
        className={classes.numberHeader}
        style={{ width: NUMBER_WIDTH }}
      >
        #
      </div>
      {props.cols.map((item) => {
        const column = props.columns[item.index]!;
        return (
          <div
            key={column.id}
            role="columnheader"
            aria-colindex={item.index + 2}
            className={classes.headerCell}
            style={{ left: NUMBER_WIDTH + item.start, width: item.size }}
            data-testid="column-header"
          >
            {props.header(column)}
            {props.canEdit && (
              <span
                className={classes.resize}
                onPointerDown={(event) => props.events.resize(column, event)}
                aria-hidden
                data-testid="column-resize"
              />
            )}
          </div>
        );
      })}
    </div>
  );
});
