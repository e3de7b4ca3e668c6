"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { SingleFieldModal, type SingleFieldModalProps } from "@/components/ui/single-field-modal";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { columnFormSchema, COLUMN_NAME_MAX } from "@/modules/task-management/schemas/tasks";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";

/** Swatches offered for a group's colour: Mantine's palette at shade 6. */
export const COLUMN_SWATCHES = [
  "#868e96",
  "#fa5252",
  "#e64980",
  "#be4bdb",
  "#7950f2",
  "#4c6ef5",
  "#228be6",
  "#15aabf",
  "#12b886",
  "#40c057",
  "#82c91e",
  "#fab005",
  "#fd7e14",
  "#495057",
];

/** What the column menu's dialogs are given: the column (null: closed), close, and its save. */
interface ColumnModalProps {
  column: TaskColumnRow | null;
  onClose: () => void;
  onSave: (column: TaskColumnRow, value: string) => Promise<void>;
}

/** A column's one-field dialog, open while it has a column, saving the value for that column. */
function ColumnFieldModal({
  column,
  onClose,
  onSave,
  ...field
}: ColumnModalProps & Omit<SingleFieldModalProps, "opened" | "onClose" | "onSubmit">) {
  return (
    <SingleFieldModal
      {...field}
      opened={column !== null}
      onClose={onClose}
      onSubmit={async (value) => {
        if (column) await onSave(column, value);
      }}
    />
  );
}

/** 'Rename group': the name is required ('Group name is required.'). */
export function RenameColumnModal(props: ColumnModalProps) {
  const t = useTranslations("tasks.board");
  return (
    <ColumnFieldModal
      {...props}
      title={t("renameTitle")}
      label={t("nameLabel")}
      maxLength={COLUMN_NAME_MAX}
      initialValue={props.column?.name ?? ""}
      schema={columnFormSchema.shape.name}
      testId="rename-column-form"
    />
  );
}

/** 'Group colour': swatches, a picker and a hex field. */
export function ColourColumnModal(props: ColumnModalProps) {
  const t = useTranslations("tasks.board");
  return (
    <ColumnFieldModal
      {...props}
      title={t("colourTitle")}
      size="sm"
      kind="color"
      swatches={COLUMN_SWATCHES}
      label={t("colourLabel")}
      initialValue={props.column?.color ?? ""}
      schema={columnFormSchema.shape.color}
    />
  );
}

/** A confirmation with a red action; the action's failure shows inside the dialog. */
function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const t = useTranslations("common");
  const { loading, error, setError, submit } = useFormSubmit();
  const close = () => {
    setError(null);
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered data-testid={props.testId}>
      <Stack>
        <Text>{props.text}</Text>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={loading}>
            {t("cancel")}
          </Button>
          <Button color="red" loading={loading} data-autofocus onClick={() => void submit(props.onConfirm)}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** `value`, else the last one shown: a closing dialog keeps its text while it fades out. */
function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value && value !== shown) setShown(value);
  return value ?? shown;
}

/** 'Delete {column}?': says that its tasks move to the first column, naming it. */
export function DeleteColumnModal(props: {
  column: TaskColumnRow | null;
  first: TaskColumnRow | undefined;
  onClose: () => void;
  onDelete: (column: TaskColumnRow) => Promise<void>;
}) {
  const t = useTranslations("tasks.board");
  const column = useLastShown(props.column);
  const names = { column: column?.name ?? "", first: props.first?.name ?? "" };
  return (
    <ConfirmModal
      opened={props.column !== null}
      title={t("deleteTitle", names)}
      text={t("deleteText", names)}
      confirm={t("deleteConfirm")}
      testId="delete-column-modal"
      onClose={props.onClose}
      onConfirm={() => (column ? props.onDelete(column) : Promise.resolve())}
    />
  );
}

/** 'Delete {key}?' for a task (and its subtasks). */
export function DeleteTaskModal(props: {
  task: TaskSummary | null;
  onClose: () => void;
  onDelete: (task: TaskSummary) => Promise<void>;
}) {
  const t = useTranslations("tasks.board");
  const task = useLastShown(props.task);
  return (
    <ConfirmModal
      opened={props.task !== null}
      title={t("deleteTaskTitle", { key: task?.key ?? "" })}
      text={t("deleteTaskText", { title: task?.title ?? "" })}
      confirm={t("deleteTaskConfirm")}
      testId="delete-task-modal"
      onClose={props.onClose}
      onConfirm={() => (task ? props.onDelete(task) : Promise.resolve())}
    />
  );
}
