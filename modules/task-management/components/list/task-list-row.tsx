"use client";

import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { IconRepeat } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { KeyboardEvent } from "react";
import { AssigneeAvatars } from "@/modules/task-management/components/task-form/assignee-avatars";
import { IssueTypeIcon, PriorityIcon } from "@/modules/task-management/components/task-icons";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";
import classes from "./task-list.module.css";

const MAX_LABELS = 3;

export interface TaskListRowProps {
  task: TaskSummary;
  column: TaskColumnRow;
  /** The task's column is the board's last (done): its due date is never overdue. */
  inLastColumn: boolean;
  href: string;
}

/** The row's cells; also drawn in the drag overlay. */
export function TaskListCells({ task, column, inLastColumn, href }: TaskListRowProps) {
  const t = useTranslations("tasks.list");
  const tBoard = useTranslations("tasks.board");
  const format = useFormatter();
  const overdue = task.dueDate !== null && !inLastColumn && dayjs(task.dueDate).isBefore(dayjs(), "day");
  return (
    <>
      <Table.Td className={classes.key}>
        <Text size="sm" c="dimmed" ff="monospace" truncate>
          {task.key}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          href={href}
          size="sm"
          c="var(--mantine-color-text)"
          fw={500}
          lineClamp={2}
          // The row opens the task too; this link is for middle-click and screen readers.
          onClick={(event) => event.stopPropagation()}
          tabIndex={-1}
        >
          {task.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <IssueTypeIcon issueType={task.issueType} />
      </Table.Td>
      <Table.Td>
        <PriorityIcon priority={task.priority} />
      </Table.Td>
      <Table.Td>
        {task.assignees.length ? (
          <AssigneeAvatars ids={task.assignees} size={26} />
        ) : (
          <Text size="xs" c="dimmed">
            {t("noAssignees")}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {task.dueDate ? (
          <Text
            size="sm"
            c={overdue ? "red" : undefined}
            fw={overdue ? 600 : undefined}
            title={overdue ? t("overdue") : undefined}
            data-overdue={overdue || undefined}
          >
            {format.dateTime(new Date(task.dueDate), { dateStyle: "medium" })}
            {task.repeat && (
              <IconRepeat
                size={13}
                role="img"
                aria-label={tBoard("repeats")}
                className={classes.repeats}
                data-testid="task-row-repeats"
              />
            )}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t("noDueDate")}>
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" className={classes.labels}>
          {task.labels.slice(0, MAX_LABELS).map((label) => (
            <Badge key={label} size="sm" variant="light" color="gray" maw={110}>
              {label}
            </Badge>
          ))}
          {task.labels.length > MAX_LABELS && (
            <Badge size="sm" variant="outline" color="gray" title={task.labels.slice(MAX_LABELS).join(", ")}>
              +{task.labels.length - MAX_LABELS}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {/* The column's own colour (any hex a user picks) only in the dot: the text keeps the
            theme's contrast. */}
        <Badge
          variant="dot"
          color={column.color}
          maw="100%"
          styles={{ root: { textTransform: "none" } }}
          title={column.name}
        >
          {column.name}
        </Badge>
      </Table.Td>
    </>
  );
}

/**
 * A task row: a click or Enter opens the task's edit dialog; a press of 120 ms (or Space, then the
 * arrow keys) drags it within and across sections (spec §4, the column view's delay).
 */
export function TaskListRow(props: TaskListRowProps & { disabled: boolean }) {
  const router = useRouter();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.task.id,
    data: { columnId: props.task.columnId },
    disabled: props.disabled,
    // Still a table row (dnd-kit's default role is "button", which would hide the cells and may
    // not hold the title link): focusable, Enter opens, Space drags.
    attributes: { role: "row" },
  });
  const open = () => router.push(props.href);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === "Enter" && !isDragging) {
      event.preventDefault();
      open();
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <Table.Tr
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`${props.task.key} ${props.task.title}`}
      onKeyDown={onKeyDown}
      onClick={open}
      className={classes.row}
      data-testid="task-list-row"
      data-task-id={props.task.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <TaskListCells {...props} />
    </Table.Tr>
  );
}
