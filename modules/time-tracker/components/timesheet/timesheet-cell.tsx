"use client";

import { Group, Loader, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { cellText } from "@/modules/time-tracker/shared/timesheet";
import classes from "./timesheet.module.css";

/**
 * What became of a typed value: saved, the same time as before (shown again as saved), or refused
 * with a message (and whether the cell goes back to what is saved).
 */
export type CellSaveResult =
  { kind: "saved" } | { kind: "unchanged" } | { kind: "refused"; message: string; restore: boolean };

/**
 * One day of a row: an input where a duration is typed (1:30, 1.5, 90m; empty clears), saved on
 * Enter or blur with a loader while it saves; a refusal shows under it. Read-only as text for
 * viewers, and while a timer runs in it.
 */
export function TimesheetCell({
  label,
  seconds,
  running,
  editable,
  autoFocus,
  onSave,
}: {
  /** What the input is called: the row and the day. */
  label: string;
  seconds: number;
  running: boolean;
  editable: boolean;
  /** Focus the input when it appears (the first cell of a row just added). */
  autoFocus: boolean;
  onSave: (text: string) => Promise<CellSaveResult>;
}) {
  const t = useTranslations("timeTracker.timesheet");
  const saved = cellText(seconds);
  // The typed value; it is read (and refused with a message on the field) by `onSave`, which
  // turns it into the week's bulk change.
  const form = useForm({ initialValues: { text: saved } });
  const [shown, setShown] = useState(saved);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  // A new saved value (this save's answer, or a change made elsewhere) replaces what is shown.
  if (shown !== saved) {
    setShown(saved);
    form.setValues({ text: saved });
  }

  if (!editable || running) {
    return (
      <Group gap={4} justify="center" wrap="nowrap">
        {running && <IconPlayerPlayFilled size={12} aria-hidden className={classes.running} />}
        <Text size="sm" ff="monospace" c={seconds > 0 ? undefined : "dimmed"}>
          {seconds > 0 ? saved : "–"}
        </Text>
        {running && <VisuallyHidden>{t("running")}</VisuallyHidden>}
      </Group>
    );
  }

  const restore = () => form.setValues({ text: saved });
  const save = async () => {
    if (busy.current) return;
    const { text } = form.getValues();
    if (text.trim() === saved) {
      restore();
      form.clearErrors();
      return;
    }
    busy.current = true;
    setSaving(true);
    form.clearErrors();
    const result = await onSave(text);
    busy.current = false;
    setSaving(false);
    if (result.kind === "unchanged") restore();
    if (result.kind !== "refused") return;
    form.setFieldError("text", result.message);
    if (result.restore) restore();
  };

  return (
    <TextInput
      aria-label={label}
      autoFocus={autoFocus}
      {...form.getInputProps("text")}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === "Enter") void save();
        if (event.key === "Escape") {
          restore();
          form.clearErrors();
        }
      }}
      readOnly={saving}
      aria-busy={saving}
      rightSection={saving ? <Loader size={14} aria-hidden /> : null}
      rightSectionPointerEvents="none"
      errorProps={{ role: "alert" }}
      size="xs"
      autoComplete="off"
      spellCheck={false}
      classNames={{ input: classes.cellInput }}
      data-testid="timesheet-cell-input"
    />
  );
}
