"use client";

import { Anchor, Button, Group, Skeleton, Stack, Tabs, Text, Typography } from "@mantine/core";
import { IconChecklist, IconSubtask, IconTrash } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import type { CheckListItem, TaskDetail, TaskSummary } from "@/modules/task-management/shared/types";
import { ChecklistTab } from "./checklist-tab";
import { DraftDescriptionButton } from "./draft-description-button";
import { SubtaskTab } from "./subtask-tab";
import { TaskFieldSet } from "./task-field-set";
import { isBlankHtml } from "./task-form-values";
import type { useFieldSaver } from "./use-field-saver";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

const DescriptionEditor = dynamic(() => import("@/components/ui/description-editor"), {
  ssr: false,
  loading: () => <Skeleton h={150} />,
});

type Saver = ReturnType<typeof useFieldSaver>;

interface EditTaskDetailsProps {
  task: TaskDetail;
  saver: Saver;
  readOnly: boolean;
  /** The Subtask tab shows only for a task without a parent (spec §2). */
  withSubtasks: boolean;
  parentHref: string | null;
  subtaskHref: (subtask: TaskSummary) => string;
  onSubtaskChanged: (subtask: TaskSummary) => void;
  onSubtaskRemoved: (subtaskId: string) => void;
  onSaveChecklist: (checkList: CheckListItem[]) => Promise<boolean>;
  onPendingChange: (name: "checklist" | "subtasks") => (pending: boolean) => void;
  onDelete: () => void;
}

/** The edit dialog's left column: the task's fields (each saved as it changes) and its tabs. */
export function EditTaskDetails(props: EditTaskDetailsProps) {
  const { task, saver, readOnly } = props;
  const t = useTranslations("tasks.form");
  const tTasks = useTranslations("tasks");
  const format = useFormatter();
  const { selfId } = useTaskModule();
  const values = saver.values!;

  return (
    <Stack gap="md">
      {task.parent && props.parentHref && (
        <Text size="sm" c="dimmed" data-testid="task-parent">
          {t.rich("parentLink", {
            link: () => (
              <Anchor component={Link} href={props.parentHref!} size="sm" underline="always">
                {task.parent!.key} {task.parent!.title}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {readOnly ? (
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t("description")}
          </Text>
          {isBlankHtml(task.description) ? (
            <Text size="sm" c="dimmed">
              {t("noDescription")}
            </Text>
          ) : (
            <Typography>
              {/* The server sanitises descriptions before storing them. */}
              <div dangerouslySetInnerHTML={{ __html: task.description ?? "" }} />
            </Typography>
          )}
        </div>
      ) : (
        <DescriptionEditor
          label={t("description")}
          value={values.description}
          onChange={(html) => saver.saveLater("description", html)}
          onBlur={saver.flush}
          labelAction={
            <DraftDescriptionButton
              title={values.title}
              issueType={values.issueType}
              description={values.description}
              onDraft={(html) => void saver.save("description", html)}
            />
          }
        />
      )}
      <TaskFieldSet
        values={values}
        disabled={readOnly}
        onChange={(field, value) =>
          // Assignees and the repeat wait for a pause (or the blur): picking several, or typing an interval, saves once.
          field === "assignees" || field === "repeat"
            ? saver.saveLater(field, value, 600)
            : void saver.save(field, value)
        }
        onAssigneesBlur={saver.flush}
      />

      <Tabs defaultValue={props.withSubtasks ? "subtasks" : "checklist"} keepMounted={false}>
        <Tabs.List>
          {props.withSubtasks && (
            <Tabs.Tab value="subtasks" leftSection={<IconSubtask size={14} />}>
              {t("subtaskTab")} ({task.subtaskItems.length})
            </Tabs.Tab>
          )}
          <Tabs.Tab value="checklist" leftSection={<IconChecklist size={14} />}>
            {t("checklistTab")} ({task.checkListItems.length})
          </Tabs.Tab>
        </Tabs.List>
        {props.withSubtasks && (
          <Tabs.Panel value="subtasks" pt="sm">
            <SubtaskTab
              task={task}
              readOnly={readOnly}
              hrefOf={props.subtaskHref}
              onChanged={props.onSubtaskChanged}
              onRemoved={props.onSubtaskRemoved}
              onPendingChange={props.onPendingChange("subtasks")}
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="checklist" pt="sm">
          <ChecklistTab
            items={task.checkListItems}
            readOnly={readOnly}
            onSave={props.onSaveChecklist}
            onPendingChange={props.onPendingChange("checklist")}
          />
        </Tabs.Panel>
      </Tabs>

      <Group justify="space-between" gap="xs" mt="xs">
        <Text size="xs" c="dimmed">
          {task.createdBy
            ? t("createdBy", {
                name: task.createdBy.id === selfId ? tTasks("me") : task.createdBy.name,
                date: plainSpaces(
                  format.dateTime(new Date(task.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                ),
              })
            : t("createdAt", {
                date: plainSpaces(
                  format.dateTime(new Date(task.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                ),
              })}
        </Text>
        {!readOnly && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={props.onDelete}
            data-testid="delete-task"
          >
            {t("deleteTask")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
