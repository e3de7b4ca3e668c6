"use client";

import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { PriorityIcon } from "@/modules/task-management/components/task-icons";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { useQuery } from "@/lib/client/query/use-query";
import { taskApi, taskQueries } from "@/modules/task-management/client/api";
import { emitLocalTaskEvent } from "@/modules/task-management/client/live";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { AssigneeAvatars } from "./assignee-avatars";
import { blankChecklistItem, ChecklistItems } from "./checklist-items";
import { DraftDescriptionButton } from "./draft-description-button";
import { DraftItemList } from "./draft-item-list";
import { newDraft } from "./draft-items";
import { useBeforeUnloadGuard, useConfirmLeave } from "./leave-guard";
import { TaskFieldSet, type TaskField, type TaskFieldValues } from "./task-field-set";
import { AssigneesSelect, PrioritySelect } from "./task-fields";
import {
  createTaskBody,
  createTaskFormSchema,
  defaultCreateValues,
  isCreateFormDirty,
  withPrefill,
  type CreatePrefill,
  type CreateTaskValues,
  type SubtaskDraft,
} from "./task-form-values";
import { toSummary } from "./task-summary";

const DescriptionEditor = dynamic(() => import("@/components/ui/description-editor"), {
  ssr: false,
  loading: () => <Skeleton h={150} />,
});

export const CREATE_TASK_WIDTH = 572;

const blankSubtask = (): SubtaskDraft => newDraft({ assignees: [] as string[], priority: "low" as const });

interface CreateTaskDialogProps {
  redirect: string;
  columnId?: string;
  parentId?: string;
  /** An Ask AI draft's fields (the route's search). */
  prefill?: CreatePrefill;
}

/** /task-management/{moduleId}/tasks/create: the 'Create task' modal (spec §2, §4, §5, §7). */
export function CreateTaskDialog({ redirect, columnId, parentId, prefill }: CreateTaskDialogProps) {
  const t = useTranslations("tasks.form");
  const tAll = useTranslations();
  const router = useRouter();
  const { moduleId, info, columns, selfId } = useTaskModule();
  const fullScreen = useMediaQuery("(max-width: 36em)", false);
  const { loading, error, submit } = useFormSubmit();
  const confirmLeave = useConfirmLeave();
  // The parent of a new subtask, for its title line (nothing when it cannot be read).
  const parent = useQuery(parentId ? taskQueries.task(moduleId, parentId) : null).data ?? null;

  const initial = useMemo(
    () => ({
      ...withPrefill(
        defaultCreateValues({ parentId, columnId, columnIds: columns.map((column) => column.id) }),
        prefill,
      ),
      subtasks: [blankSubtask()],
      checkList: [blankChecklistItem()],
    }),
    // The defaults are taken once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useForm<CreateTaskValues>({
    mode: "controlled",
    initialValues: initial,
    validate: translatedResolver(createTaskFormSchema, tAll),
  });
  const dirty = isCreateFormDirty(initial, form.values);
  useBeforeUnloadGuard(dirty && !loading);

  // A column deleted while the dialog is open: fall back to the first one.
  const { columnId: chosenColumn } = form.values;
  const { setFieldValue } = form;
  useEffect(() => {
    const first = columns[0];
    if (first && !columns.some((column) => column.id === chosenColumn)) setFieldValue("columnId", first.id);
  }, [columns, chosenColumn, setFieldValue]);

  const close = async () => {
    if (loading) return;
    if (await confirmLeave(dirty)) router.push(redirect, { scroll: false });
  };

  const save = form.onSubmit((values) =>
    submit(async () => {
      let task;
      try {
        task = await taskApi.createTask(moduleId, createTaskBody(values, parentId));
      } catch (caught) {
        notifications.show({
          color: "red",
          message: errorMessage(caught, tAll("errors.somethingWentWrong")),
        });
        throw caught;
      }
      emitLocalTaskEvent(moduleId, { type: "task.upserted", task: toSummary(task) });
      for (const subtask of task.subtaskItems)
        emitLocalTaskEvent(moduleId, { type: "task.upserted", task: subtask });
      notifications.show({ color: "teal", message: t("created", { key: task.key }) });
      router.push(redirect, { scroll: false });
      return "navigating";
    }),
  );

  const canWrite = info.rights.add;
  return (
    <Modal
      opened
      onClose={() => void close()}
      title={t("createTitle")}
      size={CREATE_TASK_WIDTH}
      fullScreen={fullScreen}
      centered
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="create-task-dialog"
    >
      {!canWrite ? (
        <Stack>
          <Alert color="yellow">{t("readOnly")}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => router.push(redirect, { scroll: false })}>
              {t("close")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            {parentId && (
              <Text size="sm" c="dimmed" data-testid="create-task-parent">
                {parent ? t("subtaskOf", { key: parent.key, title: parent.title }) : t("subtaskOfLoading")}
              </Text>
            )}
            <TextInput
              label={t("title")}
              placeholder={t("titlePlaceholder")}
              withAsterisk
              data-autofocus
              maxLength={500}
              {...form.getInputProps("title")}
            />
            <DescriptionEditor
              label={t("description")}
              value={form.values.description}
              onChange={(html) => form.setFieldValue("description", html)}
              labelAction={
                <DraftDescriptionButton
                  title={form.values.title}
                  issueType={form.values.issueType}
                  description={form.values.description}
                  onDraft={(html) => form.setFieldValue("description", html)}
                />
              }
            />
            <TaskFieldSet
              values={form.values}
              onChange={(field: TaskField, value: TaskFieldValues[TaskField]) =>
                form.setFieldValue(field, value)
              }
            />

            {!parentId && (
              <section aria-labelledby="create-task-subtasks">
                <Divider mb="xs" />
                <Text fw={600} size="sm" mb={6} id="create-task-subtasks">
                  {t("subtasks")}
                </Text>
                <DraftItemList<SubtaskDraft>
                  testId="subtask"
                  items={form.values.subtasks}
                  onItemsChange={(items) => form.setFieldValue("subtasks", items)}
                  createItem={blankSubtask}
                  labels={{
                    input: t("subtaskTitle"),
                    placeholder: t("subtaskPlaceholder"),
                    empty: t("noSubtasks"),
                  }}
                  renderDraftExtra={(item, update) => (
                    <>
                      <div style={{ flex: "1 1 160px", minWidth: 0 }}>
                        <AssigneesSelect
                          hideLabel
                          size="sm"
                          people={info.people}
                          selfId={selfId}
                          value={item.assignees}
                          onChange={(assignees) => update({ assignees })}
                        />
                      </div>
                      <div style={{ width: 130 }}>
                        <PrioritySelect
                          hideLabel
                          value={item.priority}
                          onChange={(priority) => update({ priority })}
                        />
                      </div>
                    </>
                  )}
                  renderAdded={(item) => (
                    <Group gap="xs" wrap="nowrap">
                      <PriorityIcon priority={item.priority} size={14} />
                      <Text size="sm" truncate style={{ flex: 1 }}>
                        {item.title}
                      </Text>
                      <AssigneeAvatars ids={item.assignees} size={22} />
                    </Group>
                  )}
                />
              </section>
            )}

            <section aria-labelledby="create-task-checklist">
              <Divider mb="xs" />
              <Text fw={600} size="sm" mb={6} id="create-task-checklist">
                {t("checklist")}
              </Text>
              <ChecklistItems
                items={form.values.checkList}
                onItemsChange={(items) => form.setFieldValue("checkList", items)}
              />
            </section>

            <FormError error={error} testId="create-task-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void close()} disabled={loading}>
                {t("cancel")}
              </Button>
              <Button type="submit" loading={loading} data-testid="create-task-submit">
                {t("create")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
