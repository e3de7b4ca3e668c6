"use client";

import { Text, TextInput, UnstyledButton } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import { taskTitleSchema } from "@/modules/task-management/schemas/tasks";
import { TASK_TITLE_MAX } from "@/modules/task-management/shared/constants";

/** The task's title: the rule of its PATCH. */
const titleFormSchema = z.object({ title: taskTitleSchema });

interface InlineTitleProps {
  value: string;
  readOnly: boolean;
  /** Resolves false when the save failed (the input stays open with the typed text). */
  onSave: (title: string) => Promise<boolean>;
  onEditingChange?: (editing: boolean) => void;
}

/** The edit dialog's title: click to rename, Enter saves, Escape cancels, an empty title is refused. */
export function InlineTitle({ value, readOnly, onSave, onEditingChange }: InlineTitleProps) {
  const t = useTranslations("tasks.form");
  const tAll = useTranslations();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues: { title: value },
    validate: translatedResolver(titleFormSchema, tAll),
  });

  const open = () => {
    form.setValues({ title: value });
    form.clearErrors();
    setEditing(true);
    onEditingChange?.(true);
  };
  const close = () => {
    setEditing(false);
    onEditingChange?.(false);
  };
  const commit = form.onSubmit(async (values) => {
    if (saving) return;
    const title = z.parse(titleFormSchema, values).title;
    if (title === value) return close();
    setSaving(true);
    const saved = await onSave(title);
    setSaving(false);
    if (saved) close();
  });

  if (readOnly) {
    return (
      <Text fw={600} size="lg" component="span" data-testid="task-title">
        {value}
      </Text>
    );
  }
  if (!editing) {
    return (
      <UnstyledButton
        onClick={open}
        aria-label={t("renameTitle", { title: value })}
        title={t("renameHint")}
        data-testid="task-title"
        style={{ borderRadius: 4, padding: "2px 4px", margin: "-2px -4px", wordBreak: "break-word" }}
      >
        <Text fw={600} size="lg" component="span">
          {value}
        </Text>
      </UnstyledButton>
    );
  }
  return (
    <TextInput
      aria-label={t("title")}
      {...form.getInputProps("title")}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        } else if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
      onBlur={() => {
        // Leaving the field keeps a valid change and drops an invalid one.
        if (z.safeParse(titleFormSchema, form.getValues()).success) commit();
        else close();
      }}
      disabled={saving}
      maxLength={TASK_TITLE_MAX}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      // Escape cancels the rename instead of closing the dialog.
      data-mantine-stop-propagation="true"
      data-testid="task-title-input"
      w="100%"
    />
  );
}
