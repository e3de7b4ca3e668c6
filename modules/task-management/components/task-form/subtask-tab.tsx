"use client";

import { Anchor, Badge, Group, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useState } from "react";
import { PriorityIcon } from "@/modules/task-management/components/task-icons";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent } from "@/modules/task-management/client/live";
import { itemTitleSchema } from "@/modules/task-management/schemas/tasks";
import type { Priority } from "@/modules/task-management/shared/constants";
import { subtaskProgress } from "@/modules/task-management/shared/progress";
import type { TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import { AssigneeAvatars } from "./assignee-avatars";
import { DraftRow, ItemMenu } from "./draft-row";
import { AssigneesSelect, PrioritySelect } from "./task-fields";
import { toSummary } from "./task-summary";

interface SubtaskDraftState {
  title: string;
  assignees: string[];
  priority: Priority;
  error?: string;
}

const blank = (): SubtaskDraftState => ({ title: "", assignees: [], priority: "low" });

interface SubtaskTabProps {
  task: TaskDetail;
  readOnly: boolean;
  /** The edit route of a subtask (closing it comes back here). */
  hrefOf: (subtask: TaskSummary) => string;
  onChanged: (subtask: TaskSummary) => void;
  onRemoved: (subtaskId: string) => void;
  onPendingChange: (pending: boolean) => void;
}

/**
 * The Subtask tab of a top-level task: its subtasks with status, assignees and priority, the
 * progress (subtasks in the last column / all), and rows to add, edit (as a draft) and delete them.
 */
export function SubtaskTab({
  task,
  readOnly,
  hrefOf,
  onChanged,
  onRemoved,
  onPendingChange,
}: SubtaskTabProps) {
  const t = useTranslations("tasks");
  const tAll = useTranslations();
  const { moduleId, info, columns, selfId } = useTaskModule();
  const [draft, setDraft] = useState<SubtaskDraftState>(blank);
  const [editing, setEditing] = useState<Record<string, SubtaskDraftState>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const lastColumnId = columns[columns.length - 1]?.id ?? "";
  const progress = subtaskProgress(
    task.subtaskItems.map((subtask) => ({ status: subtask.columnId })),
    lastColumnId,
  );
  const columnOf = (id: string) => columns.find((column) => column.id === id);

  const pending = draft.title.trim() !== "" || Object.keys(editing).length > 0;
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  const fail = (caught: unknown) =>
    notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });

  const add = async () => {
    const parsed = itemTitleSchema.safeParse(draft.title);
    if (!parsed.success) return setDraft({ ...draft, error: parsed.error.issues[0]?.message });
    setBusy("new");
    try {
      const created = await taskApi.createTask(moduleId, {
        title: parsed.data,
        parent: task.id,
        issueType: "subtask",
        priority: draft.priority,
        assignees: draft.assignees,
      });
      const summary = toSummary(created);
      emitLocalTaskEvent(moduleId, { type: "task.upserted", task: summary });
      onChanged(summary);
      setDraft(blank());
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const saveEdit = async (subtask: TaskSummary) => {
    const values = editing[subtask.id];
    if (!values) return;
    const parsed = itemTitleSchema.safeParse(values.title);
    if (!parsed.success) {
      return setEditing({ ...editing, [subtask.id]: { ...values, error: parsed.error.issues[0]?.message } });
    }
    setBusy(subtask.id);
    try {
      const saved = await taskApi.updateTask(moduleId, subtask.id, {
        title: parsed.data,
        assignees: values.assignees,
        priority: values.priority,
        issueType: subtask.issueType,
      });
      const summary = toSummary(saved);
      emitLocalTaskEvent(moduleId, { type: "task.upserted", task: summary });
      emitLocalTaskEvent(moduleId, { type: "activity.added", taskId: subtask.id });
      onChanged(summary);
      setEditing(({ [subtask.id]: _done, ...rest }) => rest);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (subtask: TaskSummary) => {
    const confirmed = await confirmAction({
      title: t("form.deleteSubtaskTitle", { key: subtask.key }),
      message: t("form.deleteMessage"),
      confirm: t("form.delete"),
      cancel: t("form.cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await taskApi.deleteTask(moduleId, subtask.id);
      emitLocalTaskEvent(moduleId, {
        type: "task.deleted",
        taskId: subtask.id,
        parentId: task.id,
        columnId: subtask.columnId,
      });
      onRemoved(subtask.id);
    } catch (caught) {
      fail(caught);
    }
  };

  const pickers = (values: SubtaskDraftState, update: (patch: Partial<SubtaskDraftState>) => void) => (
    <>
      <div style={{ flex: "1 1 160px", minWidth: 0 }}>
        <AssigneesSelect
          hideLabel
          people={info.people}
          selfId={selfId}
          value={values.assignees}
          onChange={(assignees) => update({ assignees })}
        />
      </div>
      <div style={{ width: 130 }}>
        <PrioritySelect hideLabel value={values.priority} onChange={(priority) => update({ priority })} />
      </div>
    </>
  );

  return (
    <Stack gap="sm" data-testid="subtask-tab">
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={progress.percent}
          color={progress.percent === 100 ? "teal" : undefined}
          style={{ flex: 1 }}
          aria-label={t("form.subtaskProgress")}
        />
        <Text size="xs" c="dimmed" data-testid="subtask-progress">
          {t("form.progressCount", { done: progress.done, total: progress.total })}
        </Text>
      </Group>
      {task.subtaskItems.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("form.noSubtasks")}
        </Text>
      )}
      <Stack gap={4} data-testid="subtask-list">
        {task.subtaskItems.map((subtask) => {
          const values = editing[subtask.id];
          if (values) {
            const update = (patch: Partial<SubtaskDraftState>) =>
              setEditing({ ...editing, [subtask.id]: { ...values, ...patch, error: undefined } });
            return (
              <DraftRow
                key={subtask.id}
                testId="subtask-draft"
                title={values.title}
                onTitleChange={(title) => update({ title })}
                onSave={() => void saveEdit(subtask)}
                onCancel={() => setEditing(({ [subtask.id]: _gone, ...rest }) => rest)}
                error={values.error}
                inputLabel={t("form.subtaskTitle")}
                placeholder={t("form.subtaskPlaceholder")}
                extra={pickers(values, update)}
                saving={busy === subtask.id}
                autoFocus
              />
            );
          }
          const column = columnOf(subtask.columnId);
          return (
            <Group
              key={subtask.id}
              gap="xs"
              wrap="nowrap"
              data-testid="subtask-row"
              data-column={subtask.columnId}
            >
              <PriorityIcon priority={subtask.priority} size={14} />
              <Anchor component={Link} href={hrefOf(subtask)} size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {subtask.key}
              </Anchor>
              <Anchor
                component={Link}
                href={hrefOf(subtask)}
                size="sm"
                c="var(--mantine-color-text)"
                style={{ flex: 1, minWidth: 0 }}
                truncate
              >
                {subtask.title}
              </Anchor>
              {/* The column's colour (any hex) only in the dot, as in the list view: readable text. */}
              <Badge
                variant="dot"
                color={column?.color ?? "gray"}
                size="sm"
                title={t(`status.${subtask.status}`)}
                style={{ flexShrink: 0, maxWidth: 140 }}
              >
                {column?.name ?? t(`status.${subtask.status}`)}
              </Badge>
              <AssigneeAvatars ids={subtask.assignees} size={22} />
              {!readOnly && (
                <ItemMenu
                  name={subtask.title}
                  onEdit={() =>
                    setEditing({
                      ...editing,
                      [subtask.id]: {
                        title: subtask.title,
                        assignees: subtask.assignees,
                        priority: subtask.priority,
                      },
                    })
                  }
                  onDelete={() => void remove(subtask)}
                />
              )}
            </Group>
          );
        })}
      </Stack>
      {!readOnly && (
        <DraftRow
          testId="subtask-input"
          title={draft.title}
          onTitleChange={(title) => setDraft({ ...draft, title, error: undefined })}
          onSave={() => void add()}
          onCancel={draft.title ? () => setDraft(blank()) : undefined}
          error={draft.error}
          inputLabel={t("form.subtaskTitle")}
          placeholder={t("form.subtaskPlaceholder")}
          extra={pickers(draft, (patch) => setDraft({ ...draft, ...patch, error: undefined }))}
          saving={busy === "new"}
        />
      )}
    </Stack>
  );
}
