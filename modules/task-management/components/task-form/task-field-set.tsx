"use client";

import { SimpleGrid } from "@mantine/core";
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
export type TaskField = "issueType" | "priority" | "columnId" | "dueDate" | "assignees" | "labels";
export type TaskFieldValues = Pick<EditableValues, TaskField>;

export type TaskFieldChange = <F extends TaskField>(field: F, value: EditableValues[F]) => void;

/** Type, priority, column and due date in a grid, then assignees and labels (the module's people). */
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
