"use client";

import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { SearchInput } from "@/components/ui/search-input";
import type { GoalTaskRef } from "@/lib/goals/api";
import { GOAL_TASKS_MAX } from "@/lib/goals/types";
import { useGoalTasks } from "./use-goal-tasks";

const STATUS_COLORS = { todo: "gray", "work-in-progress": "blue", done: "teal" } as const;

function TaskLine({ task }: { task: GoalTaskRef }) {
  const tStatus = useTranslations("goals.taskStatus");
  return (
    <Group gap={6} wrap="nowrap" miw={0} style={{ flex: 1 }}>
      <Text size="xs" ff="monospace" c="dimmed" style={{ flexShrink: 0 }}>
        {task.key}
      </Text>
      <Text size="sm" truncate style={{ flex: 1 }}>
        {task.title}
      </Text>
      <Badge size="xs" variant="light" color={STATUS_COLORS[task.status]} style={{ flexShrink: 0 }}>
        {tStatus(task.status)}
      </Badge>
    </Group>
  );
}

/**
 * The tasks a Tasks goal follows: the chosen ones (removable) and a search by key or title among the
 * tasks the viewer may read, each result a checkbox.
 */
export function TasksPicker(props: {
  value: string[];
  onChange: (value: string[]) => void;
  /** Known tasks by id (the goal's, and those picked here), to show the chosen ones. */
  known: ReadonlyMap<string, GoalTaskRef>;
  onPick: (task: GoalTaskRef) => void;
  error?: ReactNode;
}) {
  const t = useTranslations("goals.settings");
  const [typed, setTyped] = useState("");
  const tasks = useGoalTasks(typed);
  const chosen = new Set(props.value);
  const labelId = useId();

  const toggle = (task: GoalTaskRef, on: boolean) => {
    if (on) {
      props.onPick(task);
      if (!chosen.has(task.id) && props.value.length < GOAL_TASKS_MAX)
        props.onChange([...props.value, task.id]);
    } else {
      props.onChange(props.value.filter((id) => id !== task.id));
    }
  };

  return (
    <Input.Wrapper
      label={t("tasks")}
      description={t("tasksHint", { count: props.value.length, max: GOAL_TASKS_MAX })}
      error={props.error}
      withAsterisk
      labelElement="div"
      labelProps={{ id: labelId }}
      role="group"
      aria-labelledby={labelId}
      data-testid="goal-tasks-picker"
    >
      <Stack gap="xs" mt={6}>
        {props.value.length > 0 && (
          <Paper withBorder radius="sm" p="xs">
            <ScrollArea.Autosize mah={180} type="auto">
              <Stack
                component="ul"
                gap={4}
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                aria-label={t("chosenTasks")}
              >
                {props.value.map((id) => {
                  const task = props.known.get(id);
                  return (
                    <Group component="li" key={id} gap="xs" wrap="nowrap" data-testid="goal-task-chosen">
                      {task ? (
                        <TaskLine task={task} />
                      ) : (
                        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                          {t("unknownTask")}
                        </Text>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        onClick={() => props.onChange(props.value.filter((other) => other !== id))}
                        aria-label={t("removeTask", { task: task ? `${task.key} ${task.title}` : id })}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        )}
        <SearchInput
          label={t("tasksSearch")}
          value={typed}
          onChange={setTyped}
          type="search"
          data-testid="goal-tasks-search"
        />
        <Paper withBorder radius="sm" p="xs">
          <ScrollArea.Autosize mah={220} type="auto">
            <Stack gap={6} aria-busy={tasks.loading}>
              {tasks.error && (
                <Text size="sm" c="red" role="alert">
                  {tasks.error}
                </Text>
              )}
              {!tasks.error && tasks.items.length === 0 && (
                <Text size="sm" c="dimmed">
                  {tasks.loading ? t("searchingTasks") : t("noTasksFound")}
                </Text>
              )}
              {tasks.items.map((task) => (
                <Checkbox
                  key={task.id}
                  checked={chosen.has(task.id)}
                  onChange={(event) => toggle(task, event.currentTarget.checked)}
                  label={<TaskLine task={task} />}
                  styles={{ body: { alignItems: "center" }, labelWrapper: { flex: 1, minWidth: 0 } }}
                  data-testid="goal-task-option"
                  data-task-id={task.id}
                />
              ))}
              {tasks.hasMore && (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void tasks.loadMore()}
                  loading={tasks.loading}
                >
                  {t("moreTasks")}
                </Button>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Stack>
    </Input.Wrapper>
  );
}
