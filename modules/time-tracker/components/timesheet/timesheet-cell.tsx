"use client";

import { Group, Loader, Text, TextInput, VisuallyHidden } from "@mantine/core";
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
  const [text, setText] = useState(saved);
  const [shown, setShown] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  // A new saved value (this save's answer, or a change made elsewhere) replaces what is shown.
  if (shown !== saved) {
    setShown(saved);
    setText(saved);
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

  const save = async () => {
    if (busy.current) return;
    if (text.trim() === saved) {
      setText(saved);
      setError(null);
      return;
    }
    busy.current = true;
    setSaving(true);
    setError(null);
    const result = await onSave(text);
    busy.current = false;
    setSaving(false);
    if (result.kind === "unchanged") setText(saved);
    if (result.kind !== "refused") return;
    setError(result.message);
    if (result.restore) setText(saved);
  };

  return (
    <TextInput
      aria-label={label}
      autoFocus={autoFocus}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === "Enter") void save();
        if (event.key === "Escape") {
          setText(saved);
          setError(null);
        }
      }}
      readOnly={saving}
      aria-busy={saving}
      rightSection={saving ? <Loader size={14} aria-hidden /> : null}
      rightSectionPointerEvents="none"
      error={error}
      errorProps={{ role: "alert" }}
      size="xs"
      autoComplete="off"
      spellCheck={false}
      classNames={{ input: classes.cellInput }}
      data-testid="timesheet-cell-input"
    />
  );
}
