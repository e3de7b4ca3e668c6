"use client";

import { Select, SimpleGrid, Skeleton } from "@mantine/core";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import {
  AssigneesSelect,
  ColumnSelect,
  DueDateInput,
  IssueTypeSelect,
  LabelsInput,
  PrioritySelect,
} from "./task-fields";
import type { EditableValues } from "./use-field-saver";

/** The fields a task's create form and its edit dialog both show under the description. */
export type TaskField = "issueType" | "priority" | "columnId" | "dueDate" | "repeat" | "assignees" | "labels";
export type TaskFieldValues = Pick<EditableValues, TaskField>;

export type TaskFieldChange = <F extends TaskField>(field: F, value: EditableValues[F]) => void;

// The Repeat field brings the rule engine (rrule): loaded with the dialog, not with the board.
const RepeatInput = dynamic(() => import("./repeat-input"), {
  ssr: false,
  loading: () => <Skeleton h={60} />,
});

/** A task's Repeat: a top-level task's, once it has a due date (the rule runs from it). */
function RepeatField({
  values,
  onChange,
  disabled,
}: {
  values: TaskFieldValues;
  onChange: TaskFieldChange;
  disabled?: boolean;
}) {
  const t = useTranslations();
  if (values.issueType === "subtask") return null;
  if (!values.dueDate || disabled)
    return (
      <Select
        label={t("recurrence.label")}
        data={values.repeat ? [t("tasks.form.repeats")] : [t("recurrence.none")]}
        value={values.repeat ? t("tasks.form.repeats") : t("recurrence.none")}
        description={disabled ? undefined : t("tasks.form.repeatNeedsDueDate")}
        disabled
        data-testid="task-repeat"
      />
    );
  return (
    <RepeatInput
      value={values.repeat}
      dueDate={values.dueDate}
      onChange={(value) => onChange("repeat", value)}
    />
  );
}

/** Type, priority, column and due date in a grid, the repeat, then assignees and labels (the module's people). */
export function TaskFieldSet(props: {
  values: TaskFieldValues;
  onChange: TaskFieldChange;
  disabled?: boolean;
  onAssigneesBlur?: () => void;
}) {
  const { info, columns, selfId } = useTaskModule();
  const { values, onChange, disabled } = props;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <IssueTypeSelect
          value={values.issueType}
          disabled={disabled}
          onChange={(value) => onChange("issueType", value)}
        />
        <PrioritySelect
          value={values.priority}
          disabled={disabled}
          onChange={(value) => onChange("priority", value)}
        />
        <ColumnSelect
          columns={columns}
          value={values.columnId}
          disabled={disabled}
          onChange={(value) => onChange("columnId", value)}
        />
        <DueDateInput
          value={values.dueDate}
          disabled={disabled}
          onChange={(value) => onChange("dueDate", value)}
        />
      </SimpleGrid>
      <RepeatField values={values} onChange={onChange} disabled={disabled} />
      <AssigneesSelect
        people={info.people}
        selfId={selfId}
        value={values.assignees}
        disabled={disabled}
        onChange={(value) => onChange("assignees", value)}
        onBlur={props.onAssigneesBlur}
      />
      <LabelsInput
        value={values.labels}
        disabled={disabled}
        onChange={(value) => onChange("labels", value)}
      />
    </>
  );
}
