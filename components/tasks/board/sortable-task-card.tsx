"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, ColorSwatch, Menu } from "@mantine/core";
import { IconArrowRight, IconCheck, IconDots, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { memo, useState, type KeyboardEvent } from "react";
import type { TaskColumnRow, TaskPerson, TaskSummary } from "@/lib/tasks/types";
import classes from "./board.module.css";
import { TaskCardContent, TaskCardFrame } from "./task-card";

export interface TaskCardActions {
  open: (task: TaskSummary) => void;
  moveTo: (task: TaskSummary, columnId: string) => void;
  remove: (task: TaskSummary) => void;
}

/**
 * The card's ⋯ menu: 'Move to' any column (the spec's column dropdown) and 'Delete'. The menu (a
 * floating popover) is mounted on first use only, so scrolling past cards mounts none.
 */
function TaskCardMenu({
  task,
  columns,
  actions,
}: {
  task: TaskSummary;
  columns: TaskColumnRow[];
  actions: TaskCardActions;
}) {
  const t = useTranslations("tasks.board");
  const [mounted, setMounted] = useState(false);
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t("taskOptions", { key: task.key })}
      aria-haspopup="menu"
      onClick={mounted ? undefined : () => setMounted(true)}
    >
      <IconDots size={16} />
    </ActionIcon>
  );
  if (!mounted) return trigger;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Sub position="right-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconArrowRight size={14} />}>{t("moveTo")}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown mah={320} style={{ overflowY: "auto" }}>
            {columns.map((column) => {
              const current = column.id === task.columnId;
              return (
                <Menu.Item
                  key={column.id}
                  disabled={current}
                  leftSection={<ColorSwatch color={column.color} size={10} withShadow={false} />}
                  rightSection={current ? <IconCheck size={14} /> : undefined}
                  onClick={() => actions.moveTo(task, column.id)}
                >
                  {current ? t("currentColumn", { column: column.name }) : column.name}
                </Menu.Item>
              );
            })}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.remove(task)}>
          {t("deleteTask")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export interface SortableTaskCardProps {
  task: TaskSummary;
  /** The column it is shown in (during a drag: where it would land). */
  columnId: string;
  done: boolean;
  canWrite: boolean;
  columns: TaskColumnRow[];
  people: Map<string, TaskPerson>;
  selfId: string;
  actions: TaskCardActions;
}

/**
 * A card that opens on click or Enter and is dragged after a 300 ms press (the board's sensor), or
 * picked up with Space. Only its body is the drag handle, so the menu beside it stays a plain button.
 */
export const SortableTaskCard = memo(function SortableTaskCard({
  task,
  columnId,
  done,
  canWrite,
  columns,
  people,
  selfId,
  actions,
}: SortableTaskCardProps) {
  const t = useTranslations("tasks.board");
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      data: { type: "task", columnId, task },
      disabled: !canWrite,
      attributes: { roleDescription: t("dragTask") },
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && !isDragging) {
      event.preventDefault();
      actions.open(task);
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? classes.cardDragging : undefined}
      data-testid="task-card"
      data-task-id={task.id}
      data-column-id={columnId}
    >
      <TaskCardFrame
        menu={canWrite ? <TaskCardMenu task={task} columns={columns} actions={actions} /> : undefined}
      >
        <div
          ref={setActivatorNodeRef}
          className={classes.cardBody}
          {...attributes}
          {...listeners}
          onKeyDown={onKeyDown}
          onClick={() => actions.open(task)}
        >
          <TaskCardContent task={task} people={people} selfId={selfId} done={done} />
        </div>
      </TaskCardFrame>
    </div>
  );
});
