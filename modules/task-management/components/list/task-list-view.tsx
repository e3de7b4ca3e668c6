"use client";

import { Box, Center, Paper, Stack, Table, Text } from "@mantine/core";
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { IconListDetails } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { dropPlacement } from "@/modules/task-management/shared/board-state";
import type { TaskSummary } from "@/modules/task-management/shared/types";
import { ListColGroup, SECTION_DROP_PREFIX, TaskListSection } from "./task-list-section";
import { TaskListCells } from "./task-list-row";
import classes from "./task-list.module.css";
import { useTaskList, type TaskListQuery } from "./use-task-list";

/** Spec §4: the column (list) view starts a drag after 120 ms, unless the pointer moved 100 px. */
const DRAG_ACTIVATION = { delay: 120, tolerance: 100 } as const;

/** A row dragged into another section, shown there until the drop. */
interface Preview {
  taskId: string;
  columnId: string;
  index: number;
}

const columnOfDrop = (data: unknown): string | null =>
  data && typeof data === "object" && "columnId" in data && typeof data.columnId === "string"
    ? data.columnId
    : null;

/**
 * The list view (?active=list): every top-level task grouped by column in board order, filtered
 * like the other views, live, and sortable by drag within and across sections.
 */
export function TaskListView({ query, href }: { query: TaskListQuery; href: string }) {
  const t = useTranslations("tasks.list");
  const { moduleId, columns, info } = useTaskModule();
  const list = useTaskList(query);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [activeTask, setActiveTask] = useState<TaskSummary | null>(null);
  // Rows show from the server's render; drags work once the view has hydrated (tests wait for it).
  const ready = useHydrated();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: DRAG_ACTIVATION }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a row; Space picks it up and drops it.
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );

  // The sections' rows with a cross-section drag in progress applied.
  const shown = useMemo(() => {
    const rows: Record<string, TaskSummary[]> = {};
    for (const column of columns) rows[column.id] = list.state.columns[column.id]?.tasks ?? [];
    if (!preview || !activeTask) return rows;
    for (const id of Object.keys(rows))
      rows[id] = (rows[id] ?? []).filter((task) => task.id !== preview.taskId);
    const target = rows[preview.columnId];
    if (target) {
      const at = Math.min(preview.index, target.length);
      rows[preview.columnId] = [
        ...target.slice(0, at),
        { ...activeTask, columnId: preview.columnId },
        ...target.slice(at),
      ];
    }
    return rows;
  }, [columns, list.state.columns, preview, activeTask]);

  const containerOf = (id: string): string | null => {
    if (id.startsWith(SECTION_DROP_PREFIX)) return id.slice(SECTION_DROP_PREFIX.length);
    for (const [columnId, rows] of Object.entries(shown)) {
      if (rows.some((task) => task.id === id)) return columnId;
    }
    return null;
  };

  const hrefFor = (taskId: string) =>
    `/task-management/${moduleId}/tasks/${taskId}/edit?redirect=${encodeURIComponent(href)}&active=list`;

  const onDragStart = ({ active }: DragStartEvent) => {
    const columnId = columnOfDrop(active.data.current);
    const task = columnId
      ? list.state.columns[columnId]?.tasks.find((entry) => entry.id === active.id)
      : null;
    setActiveTask(task ?? null);
    list.setDragging(true);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !activeTask) return;
    const from = containerOf(String(active.id));
    const to = containerOf(String(over.id));
    if (!from || !to || from === to) return;
    const rows = shown[to] ?? [];
    const overIndex = rows.findIndex((task) => task.id === over.id);
    setPreview({ taskId: activeTask.id, columnId: to, index: overIndex >= 0 ? overIndex : rows.length });
  };

  const finish = () => {
    setPreview(null);
    setActiveTask(null);
    list.setDragging(false);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = activeTask;
    const columnId = containerOf(String(active.id));
    if (!task || !over || !columnId) return finish();
    const rows = shown[columnId] ?? [];
    const from = rows.findIndex((entry) => entry.id === task.id);
    const overIndex = rows.findIndex((entry) => entry.id === over.id);
    const final =
      overIndex >= 0 && containerOf(String(over.id)) === columnId ? arrayMove(rows, from, overIndex) : rows;
    const unchanged =
      columnId === task.columnId &&
      final.findIndex((entry) => entry.id === task.id) ===
        (list.state.columns[columnId]?.tasks ?? []).findIndex((entry) => entry.id === task.id);
    finish();
    if (unchanged) return;
    const { index, order } = dropPlacement(final, task.id);
    const others = final.filter((entry) => entry.id !== task.id).map((entry) => entry.order);
    void list.move(task, columnId, index, order, others);
  };

  const sections = columns.map((column) => ({ column, section: list.state.columns[column.id] }));
  const allReady = sections.every(({ section }) => section?.status === "ready");
  const nothing =
    allReady &&
    !preview &&
    sections.every(({ section }) => section?.tasks.length === 0 && !section.nextCursor);
  const lastColumnId = columns[columns.length - 1]?.id;

  if (nothing) {
    return (
      <Center py={64} data-testid="task-list-empty">
        <Stack align="center" gap="xs">
          <IconListDetails size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>{t("empty")}</Text>
        </Stack>
      </Center>
    );
  }

  const activeColumn =
    activeTask && columns.find((column) => column.id === (preview?.columnId ?? activeTask.columnId));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      <Box className={classes.scroller} data-testid="task-list" data-ready={ready ? "true" : undefined}>
        <Stack gap="lg" className={classes.inner} aria-label={t("label")} role="region">
          {sections.map(({ column, section }) =>
            section ? (
              <TaskListSection
                key={column.id}
                column={column}
                section={section}
                tasks={shown[column.id] ?? []}
                inLastColumn={column.id === lastColumnId}
                canDrag={info.rights.write}
                hrefFor={hrefFor}
                onLoadMore={() => list.loadMore(column.id)}
                onRetry={() => list.retry(column.id)}
              />
            ) : null,
          )}
        </Stack>
      </Box>
      <DragOverlay>
        {activeTask && activeColumn ? (
          <Paper className={classes.overlay} radius="sm">
            <Table className={classes.table} verticalSpacing={6}>
              <ListColGroup />
              <Table.Tbody>
                <Table.Tr>
                  <TaskListCells
                    task={activeTask}
                    column={activeColumn}
                    inLastColumn={activeColumn.id === lastColumnId}
                    href={hrefFor(activeTask.id)}
                  />
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
