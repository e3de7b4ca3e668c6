"use client";

import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { viewHref, viewQueryAt } from "@/modules/task-management/client/view-state";
import { emitLocalTaskEvent } from "@/modules/task-management/client/live";
import type { BoardKind } from "@/modules/task-management/shared/board-state";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";
import type { TaskCardActions } from "./board-card";
import type { ColumnActions } from "./board-column";
import { BoardColumns, type BoardColumnsProps } from "./board-columns";
import { createTaskHref, editTaskHref } from "./board-links";
import classes from "./board.module.css";
import { shownLists } from "./shown-lists";
import { useBoardTasks } from "./use-board-tasks";
import { useColumnActions } from "./use-column-actions";
import { useDragLayer } from "./use-drag-layer";
import { useFillHeight } from "./use-fill-height";

// The group and delete dialogs (and their form code) load after the board, not with the page.
const dialogs = () => import("./column-dialogs");
const RenameColumnModal = dynamic(() => dialogs().then((module) => module.RenameColumnModal), { ssr: false });
const ColourColumnModal = dynamic(() => dialogs().then((module) => module.ColourColumnModal), { ssr: false });
const DeleteColumnModal = dynamic(() => dialogs().then((module) => module.DeleteColumnModal), { ssr: false });
const DeleteTaskModal = dynamic(() => dialogs().then((module) => module.DeleteTaskModal), { ssr: false });

export interface TaskBoardProps {
  kind: BoardKind;
  filters: TaskFilter[];
  me: boolean;
  search: string;
}

/**
 * The board (and the subtask view, the same board of subtasks): columns of 350 px with a gap of
 * 24, each loading its tasks 100 at a time and rendering only the cards in view; cards and columns
 * move by drag and drop (hold 300 ms) or by keyboard; every change is live for every viewer. The
 * board renders static first; drag and drop (dnd-kit) arrives with the drag layer right after.
 */
export function TaskBoard({ kind, filters, me, search }: TaskBoardProps) {
  const { moduleId, info, columns, selfId } = useTaskModule();
  const canWrite = info.rights.write;
  const t = useTranslations("tasks.board");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // Dialogs return to the view's own URL, also when opened from under another dialog route.
  const basePath = `/task-management/${moduleId}`;
  const redirect = viewHref(
    basePath,
    viewQueryAt(pathname, new URLSearchParams(searchParams.toString()), basePath) ??
      new URLSearchParams({ active: kind === "subtask" ? "subtask" : "board" }).toString(),
  );

  const board = useBoardTasks({ kind, filters, me, search });
  const columnActions = useColumnActions();
  const people = useMemo(() => new Map(info.people.map((person) => [person.id, person])), [info.people]);
  const rowRef = useRef<HTMLDivElement>(null);
  const [boardElement, setBoardElement] = useState<HTMLDivElement | null>(null);
  // dnd-kit numbers its ids with a module counter; React's id is the same on the server and client.
  const dndId = useId();
  const height = useFillHeight(rowRef);
  const dragLayer = useDragLayer(rowRef);
  const [creating, setCreating] = useState(false);

  const createColumn = useCallback(async () => {
    const row = await columnActions.create();
    requestAnimationFrame(() =>
      rowRef.current?.scrollTo({ left: rowRef.current.scrollWidth, behavior: "smooth" }),
    );
    return row;
  }, [columnActions]);

  const addColumn = useCallback(() => {
    setCreating(true);
    createColumn()
      .catch((error: unknown) =>
        notifications.show({ color: "red", message: errorMessage(error, t("columnFailed")) }),
      )
      .finally(() => setCreating(false));
  }, [createColumn, t]);

  const { applyTask } = board;
  const dropOnPlaceholder = useCallback(
    (task: TaskSummary) => {
      setCreating(true);
      createColumn()
        .then((row) => taskApi.moveTask(moduleId, task.id, { columnId: row.id, index: 0 }))
        .then((answer) => {
          applyTask(answer);
          emitLocalTaskEvent(moduleId, { type: "task.upserted", task: answer });
        })
        .catch((error: unknown) =>
          notifications.show({ color: "red", message: errorMessage(error, t("moveFailed")) }),
        )
        .finally(() => setCreating(false));
    },
    [createColumn, applyTask, moduleId, t],
  );

  // Card actions read the latest lists through a ref, so the object (and every memoised card) is stable.
  const latest = useRef({ redirect, moveTask: board.moveTask });
  useEffect(() => {
    latest.current = { redirect, moveTask: board.moveTask };
  });
  const [deletingTask, setDeletingTask] = useState<TaskSummary | null>(null);
  const cardActions = useMemo<TaskCardActions>(
    () => ({
      open: (task) => router.push(editTaskHref(moduleId, kind, latest.current.redirect, task)),
      moveTo: (task, columnId) => latest.current.moveTask({ task, columnId }),
      remove: setDeletingTask,
    }),
    [router, moduleId, kind],
  );

  const [renaming, setRenaming] = useState<TaskColumnRow | null>(null);
  const [recolouring, setRecolouring] = useState<TaskColumnRow | null>(null);
  const [deletingColumn, setDeletingColumn] = useState<TaskColumnRow | null>(null);
  const headerActions = useMemo<ColumnActions>(
    () => ({ rename: setRenaming, recolour: setRecolouring, remove: setDeletingColumn }),
    [],
  );

  const { state, load } = board;
  const loadMore = useCallback((columnId: string) => load(columnId, "append"), [load]);
  const retry = useCallback((columnId: string) => load(columnId, "reset"), [load]);
  const createHref = useCallback(
    (columnId: string) => createTaskHref(moduleId, kind, redirect, columnId),
    [moduleId, kind, redirect],
  );
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const allLoaded = columns.every((column) => state.columns[column.id]?.status === "ready");
  const empty = allLoaded && columns.every((column) => (state.columns[column.id]?.total ?? 0) === 0);

  const columnsProps: BoardColumnsProps = {
    kind,
    columns,
    state,
    narrowed: board.narrowed,
    canWrite,
    people,
    selfId,
    cardActions,
    columnActions: headerActions,
    createHref,
    onLoadMore: loadMore,
    onRetry: retry,
    creating,
    onCreateColumn: addColumn,
  };
  // Without the drag layer (until it has loaded) nothing is dragged: the lists are the state's.
  const staticLists = useMemo(
    () => (dragLayer ? null : shownLists(state, columnIds, null)),
    [dragLayer, state, columnIds],
  );

  return (
    <div ref={setBoardElement} className={classes.board} data-testid="task-board" data-kind={kind}>
      {empty && (
        <Text c="dimmed" ta="center" data-testid="board-empty">
          {t("empty")}
        </Text>
      )}
      <div
        ref={rowRef}
        className={classes.row}
        style={{ height }}
        role="list"
        aria-label={t("label")}
        // Set once the drag layer has replaced the static columns (tests wait for it before dragging).
        data-drag-ready={dragLayer ? "true" : undefined}
      >
        {dragLayer ? (
          <dragLayer.BoardDragLayer
            board={columnsProps}
            dnd={{
              beginDrag: board.beginDrag,
              endDrag: board.endDrag,
              moveTask: board.moveTask,
              reorderColumn: columnActions.reorder,
              dropOnPlaceholder,
            }}
            dndId={dndId}
            container={boardElement}
          />
        ) : (
          <BoardColumns {...columnsProps} lists={staticLists ?? {}} activeId={null} />
        )}
      </div>

      <RenameColumnModal
        column={renaming}
        onClose={() => setRenaming(null)}
        onSave={async (column, name) => {
          await columnActions.update(column, { name });
          setRenaming(null);
        }}
      />
      <ColourColumnModal
        column={recolouring}
        onClose={() => setRecolouring(null)}
        onSave={async (column, color) => {
          await columnActions.update(column, { color });
          setRecolouring(null);
        }}
      />
      <DeleteColumnModal
        column={deletingColumn}
        first={columns[0]}
        onClose={() => setDeletingColumn(null)}
        onDelete={async (column) => {
          await columnActions.remove(column);
          setDeletingColumn(null);
        }}
      />
      <DeleteTaskModal
        task={deletingTask}
        onClose={() => setDeletingTask(null)}
        onDelete={async (task) => {
          await board.removeTask(task);
          notifications.show({ color: "teal", message: t("taskDeleted") });
          setDeletingTask(null);
        }}
      />
    </div>
  );
}
