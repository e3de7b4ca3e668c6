"use client";

import { Select, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import { RecurrenceField } from "@/components/recurrence/recurrence-field";
import { recurrenceToRule, ruleToRecurrence } from "@/lib/calendar/recurrence";
import type { RepeatMode, TaskRepeat } from "@/modules/task-management/shared/repeat";

interface RepeatInputProps {
  value: TaskRepeat | null;
  /** The task's due date (YYYY-MM-DD): the rule runs from it; none, and the task cannot repeat. */
  dueDate: string;
  onChange: (value: TaskRepeat | null) => void;
}

/**
 * A task's Repeat (issue 40, item 7): the calendar's choices for its due date (every day, weekday,
 * week on its weekday, month on its date or nth weekday, year; custom), and when the next one comes:
 * when this one is done, or on its due date done or not. Loaded with the dialog (it brings the rule
 * engine, which the board does not need).
 */
export default function RepeatInput({ value, dueDate, onChange }: RepeatInputProps) {
  const t = useTranslations("tasks.form");
  const start = Date.parse(`${dueDate}T00:00:00Z`);
  const recurrence = value ? ruleToRecurrence(value.rule, start) : null;
  const mode: RepeatMode = value?.mode ?? "completed";
  return (
    <Stack gap="xs" data-testid="task-repeat-field">
      <RecurrenceField
        value={recurrence}
        customRule={value && !recurrence ? value.rule : null}
        day={dueDate}
        testId="task-repeat"
        onChange={(next, customRule) => {
          if (next) onChange({ rule: recurrenceToRule(next, start), mode });
          else if (customRule) onChange({ rule: customRule, mode });
          else onChange(null);
        }}
      />
      {value && (
        <Select
          label={t("repeatMode")}
          data={[
            { value: "completed", label: t("repeatModes.completed") },
            { value: "schedule", label: t("repeatModes.schedule") },
          ]}
          value={mode}
          allowDeselect={false}
          onChange={(next) => next && onChange({ ...value, mode: next as RepeatMode })}
          data-testid="task-repeat-mode"
        />
      )}
    </Stack>
  );
}
