"use client";

import { Avatar, Badge, Group, Progress, Stack, Text } from "@mantine/core";
import { IconCalendar, IconChecklist, IconClockPlay } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { memo, type ReactNode } from "react";
import type { TaskPerson, TaskSummary } from "@/modules/task-management/shared/types";
import classes from "./board.module.css";
import { IssueTypeIcon, PriorityIcon } from "@/modules/task-management/components/task-icons";
import { useTaskTimers } from "@/modules/task-management/components/task-module-context";

const MAX_LABELS = 3;
const MAX_AVATARS = 3;

/** Due date: red when past and the task is not in the last column (not done). */
function DueDate({ dueDate, done }: { dueDate: string; done: boolean }) {
  const t = useTranslations("tasks.board");
  const due = dayjs(dueDate);
  const overdue = !done && due.isBefore(dayjs(), "day");
  const date = due.format("MMM D");
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c={overdue ? "red" : "dimmed"}
      aria-label={overdue ? t("overdue", { date }) : t("due", { date })}
      data-overdue={overdue || undefined}
    >
      <IconCalendar size={14} aria-hidden />
      <Text size="xs" c="inherit" fw={overdue ? 600 : undefined}>
        {date}
      </Text>
    </Group>
  );
}

function Labels({ labels }: { labels: string[] }) {
  const t = useTranslations("tasks.board");
  if (labels.length === 0) return null;
  const rest = labels.slice(MAX_LABELS);
  return (
    <Group gap={4}>
      {labels.slice(0, MAX_LABELS).map((label) => (
        <Badge key={label} size="xs" variant="light" radius="sm" maw={120}>
          {label}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Badge size="xs" variant="outline" radius="sm" color="gray" title={rest.join(", ")}>
          {t("moreLabels", { count: rest.length })}
        </Badge>
      )}
    </Group>
  );
}

function Assignees({
  ids,
  people,
  selfId,
}: {
  ids: string[];
  people: Map<string, TaskPerson>;
  selfId: string;
}) {
  const t = useTranslations("tasks");
  if (ids.length === 0) return null;
  const named = ids.map((id) => {
    const person = people.get(id);
    return { id, name: id === selfId ? t("me") : (person?.name ?? "?"), image: person?.image ?? null };
  });
  const rest = named.slice(MAX_AVATARS);
  return (
    <Avatar.Group spacing="xs" aria-label={`${t("board.assignees")}: ${named.map((p) => p.name).join(", ")}`}>
      {named.slice(0, MAX_AVATARS).map((person) => (
        <Avatar
          key={person.id}
          size={24}
          radius="xl"
          src={person.image}
          alt={person.name}
          title={person.name}
          color="initials"
          name={person.name}
        />
      ))}
      {rest.length > 0 && (
        <Avatar size={24} radius="xl" title={rest.map((p) => p.name).join(", ")}>
          {t("board.moreAssignees", { count: rest.length })}
        </Avatar>
      )}
    </Avatar.Group>
  );
}

/** The mark of timers running on the task now, naming whose (the caller as "Me"). */
function RunningTimers({
  taskId,
  people,
  selfId,
}: {
  taskId: string;
  people: Map<string, TaskPerson>;
  selfId: string;
}) {
  const t = useTranslations("tasks");
  const ids = useTaskTimers(taskId);
  if (ids.length === 0) return null;
  const names = ids.map((id) => (id === selfId ? t("me") : (people.get(id)?.name ?? "?"))).join(", ");
  const label = t("board.timerRunning", { names });
  return (
    <Group gap={2} wrap="nowrap" c="teal" aria-label={label} title={label} data-testid="task-timer-running">
      <IconClockPlay size={14} aria-hidden className={classes.timerPulse} />
      {ids.length > 1 && (
        <Text size="xs" c="inherit" aria-hidden>
          {ids.length}
        </Text>
      )}
    </Group>
  );
}

export interface TaskCardContentProps {
  task: TaskSummary;
  people: Map<string, TaskPerson>;
  selfId: string;
  /** The task sits in the board's last column (done): no overdue warning. */
  done: boolean;
  parentKey?: string | null;
}

/**
 * What a card shows (§3): key, title, type and priority, labels, due date, people, progress. Names
 * of icons and people are native tooltips (title): no floating popover per card.
 */
export const TaskCardContent = memo(function TaskCardContent({
  task,
  people,
  selfId,
  done,
  parentKey,
}: TaskCardContentProps) {
  const t = useTranslations("tasks.board");
  const { subtasks, checkList } = task;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" fw={600} data-testid="task-key">
          {task.key}
        </Text>
        {(parentKey ?? task.parentKey) && (
          <Text size="xs" c="dimmed" truncate>
            · {t("parent", { key: parentKey ?? task.parentKey ?? "" })}
          </Text>
        )}
      </Group>
      <Text size="sm" fw={500} lineClamp={2} className={classes.title} data-testid="task-title">
        {task.title}
      </Text>
      <Labels labels={task.labels} />
      {subtasks.total > 0 && (
        <Group
          gap={6}
          wrap="nowrap"
          aria-label={t("subtasks", { done: subtasks.done, total: subtasks.total })}
        >
          <Progress
            value={(subtasks.done / subtasks.total) * 100}
            size="sm"
            radius="xl"
            style={{ flex: 1 }}
            color={subtasks.done === subtasks.total ? "teal" : "blue"}
            aria-hidden
          />
          <Text size="xs" c="dimmed" aria-hidden>
            {subtasks.done}/{subtasks.total}
          </Text>
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Group gap={8} wrap="nowrap">
          <IssueTypeIcon issueType={task.issueType} size={14} plain />
          <PriorityIcon priority={task.priority} size={14} plain />
          <RunningTimers taskId={task.id} people={people} selfId={selfId} />
          {task.dueDate && <DueDate dueDate={task.dueDate} done={done} />}
          {checkList.total > 0 && (
            <Group
              gap={2}
              wrap="nowrap"
              c={checkList.done === checkList.total ? "teal" : "dimmed"}
              aria-label={t("checklist", { done: checkList.done, total: checkList.total })}
            >
              <IconChecklist size={14} aria-hidden />
              <Text size="xs" c="inherit" aria-hidden>
                {checkList.done}/{checkList.total}
              </Text>
            </Group>
          )}
        </Group>
        <Assignees ids={task.assignees} people={people} selfId={selfId} />
      </Group>
    </Stack>
  );
});

/** The card's frame: the content and, beside it (not inside the focusable body), its menu. */
export function TaskCardFrame({ children, menu }: { children: ReactNode; menu?: ReactNode }) {
  return (
    <div className={classes.card}>
      {children}
      {menu && <div className={classes.cardMenu}>{menu}</div>}
    </div>
  );
}
