"use client";

import { Button, ColorInput, ColorPicker, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { columnFormSchema, COLUMN_NAME_MAX } from "@/lib/schemas/tasks";
import type { TaskColumnRow, TaskSummary } from "@/lib/tasks/types";

const nameSchema = columnFormSchema.pick({ name: true });
const colourSchema = columnFormSchema.pick({ color: true });

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

function RenameForm(props: {
  column: TaskColumnRow;
  onCancel: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const t = useTranslations();
  const { loading, error, submit } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: props.column.name },
    validate: translatedResolver(nameSchema, t),
  });
  return (
    <form
      noValidate
      data-testid="rename-column-form"
      onSubmit={form.onSubmit((values) => submit(() => props.onSave(values.name.trim())))}
    >
      <Stack>
        <FormError error={error} />
        <TextInput
          label={t("tasks.board.nameLabel")}
          data-autofocus
          maxLength={COLUMN_NAME_MAX}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Rename group': the name is required ('Group name is required.'). */
export function RenameColumnModal(props: {
  column: TaskColumnRow | null;
  onClose: () => void;
  onSave: (column: TaskColumnRow, name: string) => Promise<void>;
}) {
  const t = useTranslations("tasks.board");
  const { column } = props;
  return (
    <Modal opened={column !== null} onClose={props.onClose} title={t("renameTitle")} centered>
      {column && (
        <RenameForm
          key={column.id}
          column={column}
          onCancel={props.onClose}
          onSave={(name) => props.onSave(column, name)}
        />
      )}
    </Modal>
  );
}

function ColourForm(props: {
  column: TaskColumnRow;
  onCancel: () => void;
  onSave: (color: string) => Promise<void>;
}) {
  const t = useTranslations();
  const { loading, error, submit } = useFormSubmit();
  const form = useForm({
    initialValues: { color: props.column.color },
    validate: translatedResolver(colourSchema, t),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => submit(() => props.onSave(values.color.toLowerCase())))}
    >
      <Stack>
        <FormError error={error} />
        <ColorPicker
          format="hex"
          fullWidth
          swatches={COLUMN_SWATCHES}
          swatchesPerRow={7}
          value={form.values.color}
          onChange={(color) => form.setFieldValue("color", color)}
          aria-label={t("tasks.board.colourLabel")}
        />
        <ColorInput
          label={t("tasks.board.colourLabel")}
          format="hex"
          withPicker={false}
          {...form.getInputProps("color")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Group colour': swatches, a picker and a hex field. */
export function ColourColumnModal(props: {
  column: TaskColumnRow | null;
  onClose: () => void;
  onSave: (column: TaskColumnRow, color: string) => Promise<void>;
}) {
  const t = useTranslations("tasks.board");
  const { column } = props;
  return (
    <Modal opened={column !== null} onClose={props.onClose} title={t("colourTitle")} centered size="sm">
      {column && (
        <ColourForm
          key={column.id}
          column={column}
          onCancel={props.onClose}
          onSave={(color) => props.onSave(column, color)}
        />
      )}
    </Modal>
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

/** 'Delete {column}?': says that its tasks move to the first column, naming it. */
export function DeleteColumnModal(props: {
  column: TaskColumnRow | null;
  first: TaskColumnRow | undefined;
  onClose: () => void;
  onDelete: (column: TaskColumnRow) => Promise<void>;
}) {
  const t = useTranslations("tasks.board");
  const [shown, setShown] = useState(props.column);
  if (props.column && props.column !== shown) setShown(props.column);
  const column = props.column ?? shown;
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
  const [shown, setShown] = useState(props.task);
  if (props.task && props.task !== shown) setShown(props.task);
  const task = props.task ?? shown;
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
