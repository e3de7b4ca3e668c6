"use client";

import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useId } from "react";
import { translatedResolver } from "@/lib/client/form";
import { entryDescriptionFormSchema } from "@/modules/time-tracker/client/entry-form";
import { DESCRIPTION_MAX, type TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { RowInput, rowFieldClasses } from "./row-input";
import { useTimeTracker } from "./time-tracker-context";

const TASK_ID = /^[0-9a-f]{24}$/i;

/**
 * An entry's description, edited in place and saved on blur or Enter only when it changed (spec
 * §4). A description that is a task id (24 hex characters, spec §4) shows as the task's key and
 * title, linking to it.
 */
export function EntryDescription({ entry, editable }: { entry: TimeEntryItem; editable: boolean }) {
  const t = useTranslations("timeTracker.entry");

  if (entry.task && TASK_ID.test(entry.description)) {
    return (
      <Text size="sm" style={{ flex: "1 1 220px" }} data-testid="entry-task">
        <TaskLink task={entry.task} /> {entry.task.title ?? t("taskUnavailable")}
      </Text>
    );
  }

  // Tracked on a task (a task timer, the timer bar's task) with words of its own: the task's key
  // links to it before the description.
  const task = entry.task && (
    <Text
      size="sm"
      fw={600}
      style={{ flex: "0 0 auto" }}
      title={entry.task.title ?? undefined}
      data-testid="entry-task"
    >
      <TaskLink task={entry.task} />
    </Text>
  );

  if (!editable) {
    return (
      <Group gap={6} wrap="nowrap" style={{ flex: "1 1 220px" }}>
        {task}
        <Text size="sm" c={entry.description ? undefined : "dimmed"} style={{ wordBreak: "break-word" }}>
          {entry.description ||
            (entry.task ? (entry.task.title ?? t("taskUnavailable")) : t("noDescription"))}
        </Text>
      </Group>
    );
  }

  // Keyed by the saved text: a change saved here or elsewhere starts the field afresh.
  const input = <DescriptionField key={entry.description} entry={entry} />;
  if (!task) return input;
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: "1 1 220px" }}>
      {task}
      {input}
    </Group>
  );
}

/** The description field: saved on blur or Enter when it changed; Escape puts the saved text back. */
function DescriptionField({ entry }: { entry: TimeEntryItem }) {
  const t = useTranslations("timeTracker.entry");
  const tAll = useTranslations();
  const { actions } = useTimeTracker();
  const form = useForm({
    initialValues: { description: entry.description },
    validate: translatedResolver(entryDescriptionFormSchema, tAll),
  });
  const { error, ...input } = form.getInputProps("description");
  const errorId = useId();
  const save = form.onSubmit(({ description }) => {
    const text = description.trim();
    if (text !== entry.description) void actions.update(entry, { description: text });
  });

  const invalid = error !== undefined && error !== null;
  // In a row it grows; with a message under it, its column does and it fills that.
  const field = (className: string | undefined) => (
    <RowInput
      aria-label={t("description")}
      placeholder={t("noDescription")}
      maxLength={DESCRIPTION_MAX}
      variant="filled"
      size="sm"
      {...input}
      invalid={invalid}
      aria-describedby={invalid ? errorId : undefined}
      onBlur={() => save()}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.currentTarget.blur();
        if (event.key === "Escape") {
          form.reset();
          event.currentTarget.blur();
        }
      }}
      className={className}
      data-testid="entry-description"
    />
  );
  if (!invalid) return field(rowFieldClasses.description);
  return (
    <Stack gap={2} className={rowFieldClasses.description}>
      {field(rowFieldClasses.fill)}
      <Text c="red" size="xs" role="alert" id={errorId}>
        {error}
      </Text>
    </Stack>
  );
}

/** The task's key, linking to it on its board. */
function TaskLink({ task }: { task: NonNullable<TimeEntryItem["task"]> }) {
  const { taskManagementId, taskManagementTaskId, taskKey } = task;
  return (
    <Anchor
      component={Link}
      href={`/task-management/${taskManagementId}/tasks/${taskManagementTaskId}/edit?redirect=${encodeURIComponent(`/task-management/${taskManagementId}`)}`}
      underline="always"
    >
      {taskKey}
    </Anchor>
  );
}
