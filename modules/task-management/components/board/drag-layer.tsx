"use client";

// The board's drag and drop (dnd-kit), loaded after the board's first paint (use-drag-layer.ts):
// the same columns, cards and placeholder as the static board, made sortable and droppable, with
// the drag overlay and the sensors, collisions and announcements of use-board-dnd.ts.
import { DndContext, DragOverlay, MeasuringStrategy, useDroppable } from "@dnd-kit/core";
import {
  horizontalListSortingStrategy,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { memo, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { BoardCardView, type BoardCardProps } from "./board-card";
import { BoardColumnView, isColumnDraggable, type BoardColumnProps } from "./board-column";
import { BoardColumns, type BoardColumnsProps } from "./board-columns";
import classes from "./board.module.css";
import { DragKitContext, PLACEHOLDER_ID, type DragKit } from "./drag-kit";
import { PlaceholderColumn, type PlaceholderColumnProps } from "./placeholder-column";
import { TaskCardContent, TaskCardFrame } from "./task-card";
import { useBoardDnd, type BoardDndOptions } from "./use-board-dnd";

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** A sortable's handles and props, with its drag offset as the item's style. */
function sortableItem(sortable: ReturnType<typeof useSortable>) {
  return {
    ...sortable,
    style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
  };
}

const SortableColumn = memo(function SortableColumn(props: BoardColumnProps) {
  const { column } = props;
  const t = useTranslations("tasks.board");
  const sortable = useSortable({
    id: column.id,
    data: { type: "column", columnId: column.id, basic: column.basic },
    // Built-in columns stay put but still take dropped cards (and mark where others may go).
    disabled: { draggable: !isColumnDraggable(column, props.canWrite), droppable: false },
    attributes: { roleDescription: t("dragColumn") },
  });
  return <BoardColumnView {...props} item={sortableItem(sortable)} />;
});

const SortableCard = memo(function SortableCard(props: BoardCardProps) {
  const { task, columnId } = props;
  const t = useTranslations("tasks.board");
  const sortable = useSortable({
    id: task.id,
    data: { type: "task", columnId, task },
    disabled: !props.canWrite,
    attributes: { roleDescription: t("dragTask") },
  });
  return <BoardCardView {...props} item={sortableItem(sortable)} />;
});

function DroppablePlaceholder(props: PlaceholderColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: PLACEHOLDER_ID, data: { type: "placeholder" } });
  return <PlaceholderColumn {...props} setNodeRef={setNodeRef} isOver={isOver} />;
}

function SortableColumns({ items, children }: { items: string[]; children: ReactNode }) {
  return (
    <SortableContext id="board-columns" items={items} strategy={horizontalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

function SortableCards({
  columnId,
  items,
  children,
}: {
  columnId: string;
  items: string[];
  children: ReactNode;
}) {
  return (
    <SortableContext id={`tasks-${columnId}`} items={items} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

const KIT: DragKit = {
  Columns: SortableColumns,
  Cards: SortableCards,
  Column: SortableColumn,
  Card: SortableCard,
  Placeholder: DroppablePlaceholder,
};

export interface BoardDragLayerProps {
  /** What the static board renders, now sortable. */
  board: BoardColumnsProps;
  /** What a drop changes. */
  dnd: Omit<BoardDndOptions, "state" | "columns">;
  /** dnd-kit numbers its ids with a module counter; React's id is the same on the server and client. */
  dndId: string;
  /**
   * Where the drag overlay and dnd-kit's screen-reader texts go: the board, after its row of
   * columns (the row is a list: only its items may be its children).
   */
  container: HTMLElement | null;
}

/**
 * The board's columns inside dnd-kit's context: cards sortable within and across columns and onto
 * the placeholder, columns by their header; the dragged card or column follows the pointer in an
 * overlay.
 */
export function BoardDragLayer({ board, dnd: options, dndId, container }: BoardDragLayerProps) {
  const { state, columns, people, selfId } = board;
  const dnd = useBoardDnd({ ...options, state, columns });

  const overlay = (
    <DragOverlay dropAnimation={{ duration: 150 }}>
      {dnd.activeTask ? (
        <div className={classes.overlay} style={{ width: "100%" }}>
          <TaskCardFrame>
            <div className={classes.cardBody}>
              <TaskCardContent
                task={dnd.activeTask}
                people={people}
                selfId={selfId}
                done={columns[columns.length - 1]?.id === dnd.activeTask.columnId}
              />
            </div>
          </TaskCardFrame>
        </div>
      ) : dnd.activeColumn ? (
        <div className={`${classes.column} ${classes.overlay}`} style={{ height: 120 }}>
          <Group className={classes.header}>
            <span className={classes.dot} style={{ background: dnd.activeColumn.color }} aria-hidden />
            <Text fw={600} size="sm" truncate>
              {dnd.activeColumn.name}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {state.columns[dnd.activeColumn.id]?.total ?? 0}
            </Badge>
          </Group>
        </div>
      ) : null}
    </DragOverlay>
  );

  return (
    <DragKitContext value={KIT}>
      <DndContext
        id={dndId}
        sensors={dnd.sensors}
        collisionDetection={dnd.collisionDetection}
        measuring={MEASURING}
        accessibility={{ ...dnd.accessibility, container: container ?? undefined }}
        {...dnd.handlers}
      >
        <BoardColumns {...board} lists={dnd.lists} activeId={dnd.activeTask?.id ?? null} />
        {container && createPortal(overlay, container)}
      </DndContext>
    </DragKitContext>
  );
}
