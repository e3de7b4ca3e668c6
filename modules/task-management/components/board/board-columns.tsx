"use client";

import { useContext, useMemo } from "react";
import type { BoardKind, BoardState } from "@/modules/task-management/shared/board-state";
import type { TaskColumnRow, TaskPerson, TaskSummary } from "@/modules/task-management/shared/types";
import type { TaskCardActions } from "./board-card";
import { StaticBoardColumn, type ColumnActions } from "./board-column";
import { DragKitContext, Plain, type DragKit } from "./drag-kit";
import { PlaceholderColumn } from "./placeholder-column";
import { EMPTY } from "./shown-lists";

export interface BoardColumnsProps {
  kind: BoardKind;
  columns: TaskColumnRow[];
  state: BoardState;
  /** A filter, Me mode or a search narrows the board: counts come from the loaded pages only. */
  narrowed: boolean;
  canWrite: boolean;
  people: Map<string, TaskPerson>;
  selfId: string;
  cardActions: TaskCardActions;
  columnActions: ColumnActions;
  createHref: (columnId: string) => string;
  onLoadMore: (columnId: string) => void;
  onRetry: (columnId: string) => void;
  /** A new column is being created (the placeholder's button is busy). */
  creating: boolean;
  onCreateColumn: () => void;
}

/**
 * The board's columns and its placeholder column, each a list item of the board's row. `lists` are
 * the loaded tasks per column as shown (during a drag, with the dragged card where it would land).
 * Sortable under the drag layer's kit (drag-layer.tsx), static without it.
 */
export function BoardColumns(
  props: BoardColumnsProps & { lists: Record<string, TaskSummary[]>; activeId: string | null },
) {
  const { kind, columns, state, lists, canWrite } = props;
  const kit = useContext(DragKitContext);
  const Column: DragKit["Column"] = kit?.Column ?? StaticBoardColumn;
  const Columns: DragKit["Columns"] = kit?.Columns ?? Plain;
  const Placeholder: DragKit["Placeholder"] = kit?.Placeholder ?? PlaceholderColumn;
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);

  return (
    <>
      <Columns items={columnIds}>
        {columns.map((column, index) => {
          const load = state.columns[column.id];
          const counted = load && (load.status === "ready" || load.busy);
          const fallback = props.narrowed ? 0 : kind === "task" ? column.taskCount : column.subtaskCount;
          return (
            <div role="listitem" key={column.id} style={{ display: "contents" }}>
              <Column
                column={column}
                index={index}
                count={counted ? load.total : fallback}
                load={load}
                tasks={lists[column.id] ?? EMPTY}
                activeId={props.activeId}
                done={index === columns.length - 1}
                canWrite={canWrite}
                columns={columns}
                people={props.people}
                selfId={props.selfId}
                actions={props.cardActions}
                columnActions={props.columnActions}
                createHref={props.createHref(column.id)}
                onLoadMore={props.onLoadMore}
                onRetry={props.onRetry}
              />
            </div>
          );
        })}
      </Columns>
      {canWrite && (
        <div role="listitem" style={{ display: "contents" }}>
          <Placeholder creating={props.creating} onCreate={props.onCreateColumn} />
        </div>
      )}
    </>
  );
}
