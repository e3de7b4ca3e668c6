"use client";

import { Alert, Badge, Button, Grid, Group, Loader, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActivityPanel } from "@/modules/task-management/components/activity/activity-panel";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent } from "@/modules/task-management/client/live";
import type { CheckListItem, TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import { EditTaskDetails } from "./edit-task-details";
import { InlineTitle } from "./inline-title";
import { useBeforeUnloadGuard, useConfirmLeave } from "./leave-guard";
import { taskEditHref, toSummary } from "./task-summary";
import { TaskTimer } from "@/components/integrations/task-timer";
import { useFieldSaver, type SaveStatus } from "./use-field-saver";
import { useTaskDetail } from "./use-task-detail";

export const EDIT_TASK_WIDTH = 1000;

type PendingName = "checklist" | "subtasks" | "comment" | "title";

interface EditTaskDialogProps {
  taskId: string;
  redirect: string;
  parentId?: string;
  active?: string;
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const t = useTranslations("tasks.form");
  return (
    <Text size="xs" c="dimmed" aria-live="polite" data-testid="save-status" style={{ whiteSpace: "nowrap" }}>
      {status === "saving" && (
        <Group gap={4} component="span" wrap="nowrap">
          <Loader size={10} /> {t("saving")}
        </Group>
      )}
      {status === "saved" && (
        <Group gap={4} component="span" wrap="nowrap">
          <IconCheck size={12} /> {t("saved")}
        </Group>
      )}
    </Text>
  );
}

/**
 * /task-management/{moduleId}/tasks/{taskId}/edit: the task's modal (spec §2): its title (renamed
 * in place), details and tabs on the left, activity and comments on the right. Every change is
 * saved as it is made; changes by others arrive live.
 */
export function EditTaskDialog({ taskId, redirect, parentId, active }: EditTaskDialogProps) {
  const t = useTranslations("tasks.form");
  const tAll = useTranslations();
  const router = useRouter();
  const { moduleId, info } = useTaskModule();
  const fullScreen = useMediaQuery("(max-width: 48em)", false);
  const { state, reload, apply, dropSubtask, markDeleted } = useTaskDetail(moduleId, taskId);
  const task = state.status === "ready" ? state.task : null;
  const saver = useFieldSaver({ moduleId, task, onSaved: apply });
  const confirmLeave = useConfirmLeave();
  const readOnly = !info.rights.write;
  // The Integration dialog opened from the timer sits over this one: its Escape closes only itself.
  const [nestedOpen, setNestedOpen] = useState(false);

  // What would be lost by closing: drafts typed in the tabs, a comment, a title being renamed.
  const [pending, setPending] = useState<Record<PendingName, boolean>>({
    checklist: false,
    subtasks: false,
    comment: false,
    title: false,
  });
  const setters = useMemo(() => {
    const make = (name: PendingName) => (value: boolean) =>
      setPending((current) => (current[name] === value ? current : { ...current, [name]: value }));
    return {
      checklist: make("checklist"),
      subtasks: make("subtasks"),
      comment: make("comment"),
      title: make("title"),
    };
  }, []);
  const onPendingChange = useCallback((name: "checklist" | "subtasks") => setters[name], [setters]);
  const unsaved = saver.status === "saving" || Object.keys(saver.local).length > 0;
  useBeforeUnloadGuard(unsaved || Object.values(pending).some(Boolean));

  const deletingSelf = useRef(false);
  const goBack = useCallback(() => router.push(redirect, { scroll: false }), [router, redirect]);

  useEffect(() => {
    if (state.status !== "deleted") return;
    notifications.show({
      color: deletingSelf.current ? "teal" : "yellow",
      message: deletingSelf.current ? t("deleted") : t("deletedElsewhere"),
    });
    goBack();
  }, [state.status, goBack, t]);

  const close = async () => {
    saver.flush();
    const dirty = Object.values(pending).some(Boolean);
    if (await confirmLeave(dirty)) goBack();
  };

  const ownHref = taskEditHref(moduleId, taskId, { redirect, parentId, active });
  const subtaskHref = (subtask: TaskSummary) =>
    taskEditHref(moduleId, subtask.id, { redirect: ownHref, parentId: taskId, active });
  const parentHref = (() => {
    if (!task?.parent) return null;
    const parentPath = `/task-management/${moduleId}/tasks/${task.parent.id}/edit`;
    // Opened from the parent: going back is closing this one.
    return redirect.startsWith(parentPath)
      ? redirect
      : taskEditHref(moduleId, task.parent.id, { redirect, active });
  })();

  const emitSaved = (saved: TaskDetail) => {
    apply(saved);
    emitLocalTaskEvent(moduleId, { type: "task.upserted", task: toSummary(saved) });
    emitLocalTaskEvent(moduleId, { type: "activity.added", taskId: saved.id });
  };

  const saveChecklist = async (checkList: CheckListItem[]) => {
    try {
      emitSaved(await taskApi.updateTask(moduleId, taskId, { checkList }));
      return true;
    } catch (caught) {
      notifications.show({
        color: "red",
        title: t("saveFailed"),
        message: errorMessage(caught, tAll("errors.somethingWentWrong")),
      });
      return false;
    }
  };

  const deleteTask = async () => {
    if (!task) return;
    const confirmed = await confirmAction({
      title: t("deleteTitle", { key: task.key }),
      message: task.subtaskItems.length
        ? t("deleteWithSubtasks", { count: task.subtaskItems.length })
        : t("deleteMessage"),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      deletingSelf.current = true;
      await taskApi.deleteTask(moduleId, task.id);
      emitLocalTaskEvent(moduleId, {
        type: "task.deleted",
        taskId: task.id,
        parentId: task.parentId,
        columnId: task.columnId,
      });
      for (const subtask of task.subtaskItems) {
        emitLocalTaskEvent(moduleId, {
          type: "task.deleted",
          taskId: subtask.id,
          parentId: task.id,
          columnId: subtask.columnId,
        });
      }
      markDeleted();
    } catch (caught) {
      deletingSelf.current = false;
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    }
  };

  let title: React.ReactNode;
  let body: React.ReactNode;
  if (state.status === "loading" || state.status === "deleted") {
    title = <Skeleton h={24} w={260} />;
    body = (
      <Grid gap="xl" aria-busy data-testid="edit-task-loading">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Skeleton h={150} />
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={120} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Skeleton h={24} w={120} />
            <Skeleton h={42} />
            <Skeleton h={42} />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  } else if (state.status === "error") {
    title = t("editTitleFallback");
    body = (
      <LoadError
        error={errorMessage(state.error, tAll("errors.networkError"))}
        title={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={reload}
      />
    );
  } else if (state.status === "not-found") {
    title = t("notFoundTitle");
    body = (
      <Stack data-testid="task-not-found">
        <Alert color="gray">{t("notFound")}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={goBack}>
            {t("close")}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    const current = state.task;
    title = (
      <Group gap="sm" wrap="nowrap" align="center">
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }} data-testid="task-key">
          {current.key}
        </Badge>
        <InlineTitle
          value={saver.values?.title ?? current.title}
          readOnly={readOnly}
          onSave={(value) => saver.save("title", value)}
          onEditingChange={setters.title}
        />
        <SaveIndicator status={saver.status} />
      </Group>
    );
    body = (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EditTaskDetails
            task={current}
            saver={saver}
            readOnly={readOnly}
            withSubtasks={!current.parentId && !parentId}
            parentHref={parentHref}
            subtaskHref={subtaskHref}
            onSubtaskChanged={apply}
            onSubtaskRemoved={dropSubtask}
            onSaveChecklist={saveChecklist}
            onPendingChange={onPendingChange}
            onDelete={() => void deleteTask()}
          />
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, md: 5 }}
          style={{
            borderInlineStart: fullScreen ? undefined : "1px solid var(--mantine-color-default-border)",
          }}
        >
          <Stack gap="md" h="100%">
            <TaskTimer
              board={{ moduleId, name: info.name, project: info.project }}
              taskId={current.id}
              taskKey={current.key}
              onDialogChange={setNestedOpen}
            />
            <ActivityPanel
              taskId={current.id}
              version={current.version}
              canComment={info.rights.add}
              onPendingChange={setters.comment}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Modal
      opened
      onClose={() => void close()}
      title={title}
      size={EDIT_TASK_WIDTH}
      fullScreen={fullScreen}
      centered
      closeOnEscape={!nestedOpen}
      closeButtonProps={{ "aria-label": t("close") }}
      styles={{ title: { flex: 1, minWidth: 0 } }}
      data-testid="edit-task-dialog"
    >
      {body}
    </Modal>
  );
}
