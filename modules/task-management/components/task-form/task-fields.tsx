"use client";

import "@mantine/dates/styles.css";
import { Avatar, Group, MultiSelect, Select, TagsInput, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import { useLocale, useTranslations } from "next-intl";
import { IssueTypeIcon, PriorityIcon } from "@/modules/task-management/components/task-icons";
import { TASK_LABEL_MAX, TASK_LABELS_MAX } from "@/modules/task-management/schemas/tasks";
import { PRIORITIES, type IssueType, type Priority } from "@/modules/task-management/shared/constants";
import type { TaskColumnRow, TaskPerson } from "@/modules/task-management/shared/types";
import { FORM_ISSUE_TYPES } from "./task-form-values";

interface FieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  onBlur?: () => void;
  size?: "xs" | "sm";
  /** Without a visible label (rows of the subtask list); the label still names the input. */
  hideLabel?: boolean;
}

// The due date reads in the user's language ("LL": "March 4, 2025", "4 de marzo de 2025").
dayjs.extend(localizedFormat);

const labelProps = (label: string, hide?: boolean) => (hide ? { "aria-label": label } : { label });

/** An option with its icon; the icon is decorative there, so the option's name is its label. */
function IconOption({ icon, label }: { icon: React.ReactNode; label: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <span aria-hidden style={{ display: "inline-flex" }}>
        {icon}
      </span>
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** Issue type with icons; a subtask's type is fixed. */
export function IssueTypeSelect({ value, onChange, disabled, size = "sm" }: FieldProps<IssueType>) {
  const t = useTranslations("tasks");
  const fixed = value === "subtask";
  const data = (fixed ? ["subtask" as const] : FORM_ISSUE_TYPES).map((type) => ({
    value: type,
    label: t(`issueType.${type}`),
  }));
  return (
    <Select<IssueType>
      label={t("form.issueType")}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      disabled={disabled || fixed}
      size={size}
      leftSection={<IssueTypeIcon issueType={value} size={14} />}
      renderOption={({ option }) => (
        <IconOption icon={<IssueTypeIcon issueType={option.value} size={14} />} label={option.label} />
      )}
      data-testid="task-issue-type"
    />
  );
}

export function PrioritySelect({ value, onChange, disabled, size = "sm", hideLabel }: FieldProps<Priority>) {
  const t = useTranslations("tasks");
  return (
    <Select<Priority>
      {...labelProps(t("form.priority"), hideLabel)}
      data={PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      disabled={disabled}
      size={size}
      leftSection={<PriorityIcon priority={value} size={14} />}
      renderOption={({ option }) => (
        <IconOption icon={<PriorityIcon priority={option.value} size={14} />} label={option.label} />
      )}
      data-testid="task-priority"
    />
  );
}

export function ColumnSelect({
  columns,
  value,
  onChange,
  disabled,
  size = "sm",
}: FieldProps<string> & { columns: readonly Pick<TaskColumnRow, "id" | "name" | "color">[] }) {
  const t = useTranslations("tasks.form");
  const color = columns.find((column) => column.id === value)?.color;
  return (
    <Select
      label={t("column")}
      data={columns.map((column) => ({ value: column.id, label: column.name }))}
      value={value || null}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      disabled={disabled}
      size={size}
      nothingFoundMessage={t("noColumns")}
      leftSection={
        color ? (
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 10, background: color }} />
        ) : null
      }
      data-testid="task-column"
    />
  );
}

/** Assignees from the module's people; the signed-in user reads 'Me'. */
export function AssigneesSelect({
  people,
  selfId,
  value,
  onChange,
  disabled,
  onBlur,
  size = "sm",
  hideLabel,
}: FieldProps<string[]> & { people: readonly TaskPerson[]; selfId: string }) {
  const t = useTranslations("tasks");
  const known = new Set(people.map((person) => person.id));
  const data = [
    ...people.map((person) => ({ value: person.id, label: person.id === selfId ? t("me") : person.name })),
    // Someone assigned earlier who can no longer see the module stays visible (and removable).
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: t("form.formerMember") })),
  ];
  const byId = new Map(people.map((person) => [person.id, person]));
  return (
    <MultiSelect
      {...labelProps(t("form.assignees"), hideLabel)}
      placeholder={value.length ? undefined : t("form.unassigned")}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchable
      clearable={!hideLabel}
      disabled={disabled}
      size={size}
      nothingFoundMessage={t("form.noPeople")}
      renderOption={({ option }) => {
        const person = byId.get(option.value);
        return (
          <Group gap={8} wrap="nowrap">
            <Avatar src={person?.image} name={person?.name ?? option.label} size={22} color="initials" />
            <div>
              <Text size="sm">{option.label}</Text>
              {person?.email && (
                <Text size="xs" c="dimmed">
                  {person.email}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      data-testid="task-assignees"
    />
  );
}

export function DueDateInput({ value, onChange, disabled, size = "sm" }: FieldProps<string | null>) {
  const t = useTranslations("tasks.form");
  const locale = useLocale();
  return (
    <DatePickerInput
      label={t("dueDate")}
      placeholder={t("noDueDate")}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      clearable
      locale={locale}
      valueFormat="LL"
      disabled={disabled}
      size={size}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ "aria-label": t("clearDueDate") }}
      data-testid="task-due-date"
    />
  );
}

export function LabelsInput({ value, onChange, disabled, onBlur, size = "sm" }: FieldProps<string[]>) {
  const t = useTranslations("tasks.form");
  return (
    <TagsInput
      label={t("labels")}
      placeholder={value.length ? undefined : t("labelsPlaceholder")}
      value={value}
      onChange={(next) =>
        onChange(next.map((label) => label.trim().slice(0, TASK_LABEL_MAX)).filter(Boolean))
      }
      onBlur={onBlur}
      maxTags={TASK_LABELS_MAX}
      splitChars={[","]}
      clearable
      disabled={disabled}
      size={size}
      data-testid="task-labels"
    />
  );
}
