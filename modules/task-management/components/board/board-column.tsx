"use client";

import { ActionIcon, Badge, Group, Menu, Text, Tooltip } from "@mantine/core";
import { IconDots, IconLock, IconPalette, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { memo } from "react";
import type { TaskColumnRow } from "@/modules/task-management/shared/types";
import classes from "./board.module.css";
import { ColumnTaskList, type ColumnTaskListProps } from "./column-task-list";
import { restingItem, type SortableItem } from "./drag-kit";

export interface ColumnActions {
  rename: (column: TaskColumnRow) => void;
  recolour: (column: TaskColumnRow) => void;
  remove: (column: TaskColumnRow) => void;
}

export interface BoardColumnProps extends ColumnTaskListProps {
  /** Index among the board's columns: the first one cannot be deleted. */
  index: number;
  count: number;
  createHref: string;
  columnActions: ColumnActions;
}

/** Built-in columns keep their place; others move by their header when the viewer may write. */
export const isColumnDraggable = (column: TaskColumnRow, canWrite: boolean) => canWrite && !column.basic;

/** A column before the drag layer has loaded: the same markup, its handle at rest. */
export const StaticBoardColumn = memo(function StaticBoardColumn(props: BoardColumnProps) {
  const t = useTranslations("tasks.board");
  const item = restingItem(t("dragColumn"), !isColumnDraggable(props.column, props.canWrite));
  return <BoardColumnView {...props} item={item} />;
});

/**
 * One column: header (colour, name, count, '+', menu; the drag handle) and its virtualised cards.
 * `item` binds the column and its handle to dnd-kit (drag-layer.tsx) or holds them at rest.
 */
export function BoardColumnView(props: BoardColumnProps & { item: SortableItem }) {
  const { item, ...list } = props;
  const { column, canWrite, index, count, columnActions } = list;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, style, isDragging } = item;
  const t = useTranslations("tasks.board");
  const draggable = isColumnDraggable(column, canWrite);
  const deletable = canWrite && !column.basic && index > 0;

  return (
    <section
      ref={setNodeRef}
      style={style}
      className={`${classes.column} ${isDragging ? classes.columnDragging : ""}`}
      aria-label={column.name}
      data-testid="board-column"
      data-column-id={column.id}
    >
      <div className={classes.header}>
        <div
          ref={setActivatorNodeRef}
          className={draggable ? classes.headerDraggable : undefined}
          style={{ display: "flex", alignItems: "center", gap: 8, flex: 1, minWidth: 0 }}
          {...(draggable ? { ...attributes, ...listeners, "aria-label": column.name } : {})}
        >
          <span className={classes.dot} style={{ background: column.color }} aria-hidden />
          <Text fw={600} size="sm" truncate data-testid="column-name">
            {column.name}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color="gray"
            aria-label={t("taskCount", { count })}
            data-testid="column-count"
          >
            {count}
          </Badge>
          {column.basic && (
            <Tooltip label={t("builtIn")} withinPortal>
              <IconLock size={14} aria-label={t("builtIn")} color="var(--mantine-color-dimmed)" />
            </Tooltip>
          )}
        </div>
        {canWrite && (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              component={Link}
              href={props.createHref}
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t("addTaskTo", { column: column.name })}
            >
              <IconPlus size={16} />
            </ActionIcon>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t("columnOptions", { column: column.name })}
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={() => columnActions.rename(column)}
                >
                  {t("rename")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconPalette size={14} />}
                  onClick={() => columnActions.recolour(column)}
                >
                  {t("colour")}
                </Menu.Item>
                {deletable && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => columnActions.remove(column)}
                  >
                    {t("delete")}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </div>
      <ColumnTaskList {...list} />
    </section>
  );
}
