"use client";

import { Text, TextInput, UnstyledButton } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { taskTitleSchema } from "@/modules/task-management/schemas/tasks";
import { TASK_TITLE_MAX } from "@/modules/task-management/shared/constants";

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
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setDraft(value);
    setError(null);
    onEditingChange?.(true);
  };
  const close = () => {
    setDraft(null);
    setError(null);
    onEditingChange?.(false);
  };
  const commit = async () => {
    if (draft === null || saving) return;
    const parsed = taskTitleSchema.safeParse(draft);
    if (!parsed.success) {
      setError(tAll(parsed.error.issues[0]?.message ?? "validation.taskTitleRequired"));
      return;
    }
    if (parsed.data === value) return close();
    setSaving(true);
    const saved = await onSave(parsed.data);
    setSaving(false);
    if (saved) close();
  };

  if (readOnly) {
    return (
      <Text fw={600} size="lg" component="span" data-testid="task-title">
        {value}
      </Text>
    );
  }
  if (draft === null) {
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
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          void commit();
        } else if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
      onBlur={() => {
        // Leaving the field keeps a valid change and drops an invalid one.
        if (taskTitleSchema.safeParse(draft).success) void commit();
        else close();
      }}
      error={error}
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
