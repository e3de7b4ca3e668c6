"use client";

import { ActionIcon, Group, Select, Stack, Text, type ComboboxItem } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import {
  TASK_FILTER_FIELDS,
  TASK_FILTER_OPERATORS_BY_FIELD,
  type TaskFilterField,
  type TaskFilterOperator,
} from "@/modules/task-management/shared/filters";
import { changeField, changeOperator, draftToFilter, valueKind, type DraftRow } from "./filter-rows";
import { FilterValueInput } from "./filter-value-input";

const inPlace = { withinPortal: false } as const;

interface FilterRowEditorProps {
  row: DraftRow;
  onChange: (row: DraftRow) => void;
  onRemove: () => void;
  optionsFor: (field: TaskFilterField) => ComboboxItem[];
  renderOptionFor: (field: TaskFilterField) => ((value: string) => ReactNode) | undefined;
}

/** One filter: field, operator and value, with the row's validation message under it. */
export function FilterRowEditor({
  row,
  onChange,
  onRemove,
  optionsFor,
  renderOptionFor,
}: FilterRowEditorProps) {
  const t = useTranslations("tasks.filterBar");
  const tAll = useTranslations();
  const result = draftToFilter(row);
  const error = !result.ok && row.touched ? tAll(result.error) : null;
  const fieldLabel = t(`fields.${row.field}`);

  return (
    <Stack gap={4} data-testid="task-filter-row">
      <Group gap="xs" wrap="wrap" align="flex-start">
        <Select
          aria-label={t("field")}
          size="sm"
          w={150}
          data={TASK_FILTER_FIELDS.map((field) => ({ value: field, label: t(`fields.${field}`) }))}
          value={row.field}
          onChange={(field) => field && onChange(changeField(row, field as TaskFilterField))}
          allowDeselect={false}
          comboboxProps={inPlace}
          maxDropdownHeight={260}
        />
        <Select
          aria-label={t("operator")}
          size="sm"
          w={150}
          data={TASK_FILTER_OPERATORS_BY_FIELD[row.field].map((operator) => ({
            value: operator,
            label: t(`operators.${operator}`),
          }))}
          value={row.operator}
          onChange={(operator) => operator && onChange(changeOperator(row, operator as TaskFilterOperator))}
          allowDeselect={false}
          comboboxProps={inPlace}
        />
        <FilterValueInput
          kind={valueKind(row.field, row.operator)}
          value={row.value}
          onChange={(value) => onChange({ ...row, value, touched: true })}
          options={optionsFor(row.field)}
          renderOption={renderOptionFor(row.field)}
          label={`${fieldLabel}: ${t("value")}`}
          error={Boolean(error)}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          onClick={onRemove}
          aria-label={t("removeFilter")}
          title={t("removeFilter")}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert" data-testid="task-filter-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
