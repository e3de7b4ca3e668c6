"use client";

import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Popover,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowsSort, IconFilter, IconPlus, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { columnFamily, isSortable } from "@/modules/database-generator/shared/columns";
import {
  FILTER_CONDITIONS_MAX,
  isGroup,
  OPERATORS,
  SORTS_MAX,
  VALUELESS,
  type Condition,
  type FilterGroup,
  type Sort,
} from "@/modules/database-generator/shared/filters";
import type { Column } from "@/modules/database-generator/shared/types";
import { LinkFilterValue } from "./link-filter-value";

const columnData = (columns: Column[]) => columns.map((column) => ({ value: column.id, label: column.name }));

/** A toolbar button opening its popover (Sort, Filter, Group): lit while it applies; `empty` when nothing does. */
export function ToolbarPopover(props: {
  icon: ReactNode;
  label: string;
  active: boolean;
  testId: string;
  width: number;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          variant={props.active ? "light" : "default"}
          leftSection={props.icon}
          data-testid={props.testId}
        >
          {props.label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown miw={props.width}>
        <Stack gap="xs">
          {props.empty !== null && (
            <Text size="sm" c="dimmed">
              {props.empty}
            </Text>
          )}
          {props.children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** 'Sort': up to five columns (those that sort), each ascending or descending, applied in order. */
export function SortControl(props: { columns: Column[]; value: Sort[]; onChange: (value: Sort[]) => void }) {
  const t = useTranslations("databaseGenerator.view");
  const { value, onChange } = props;
  const columns = props.columns.filter((column) => isSortable(column.type));
  const unused = columns.filter((column) => !value.some((sort) => sort.columnId === column.id));
  return (
    <ToolbarPopover
      icon={<IconArrowsSort size={16} aria-hidden />}
      label={value.length ? t("sortCount", { count: value.length }) : t("sort")}
      active={value.length > 0}
      testId="sort-button"
      width={320}
      empty={value.length === 0 ? t("noSorts") : null}
    >
      {value.map((sort, index) => (
        <Group key={sort.columnId} gap={6} wrap="nowrap">
          <Select
            aria-label={t("sortColumn")}
            data={columnData(
              columns.filter((column) => column.id === sort.columnId || unused.includes(column)),
            )}
            value={sort.columnId}
            onChange={(columnId) =>
              columnId && onChange(value.map((s, i) => (i === index ? { ...s, columnId } : s)))
            }
            allowDeselect={false}
            size="xs"
            style={{ flex: 1 }}
          />
          <SegmentedControl
            size="xs"
            value={sort.dir}
            onChange={(dir) =>
              onChange(value.map((s, i) => (i === index ? { ...s, dir: dir as Sort["dir"] } : s)))
            }
            data={[
              { value: "asc", label: t("asc") },
              { value: "desc", label: t("desc") },
            ]}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("removeSort")}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={value.length >= SORTS_MAX || unused.length === 0}
        onClick={() => onChange([...value, { columnId: unused[0]!.id, dir: "asc" }])}
        style={{ alignSelf: "flex-start" }}
        data-testid="add-sort"
      >
        {t("addSort")}
      </Button>
    </ToolbarPopover>
  );
}

/**
 * One condition: its column, an operator of the column's family (a formula's: its result's), and a
 * value fit for both.
 */
function ConditionRow(props: {
  moduleId: string;
  columns: Column[];
  value: Condition;
  onChange: (value: Condition) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("databaseGenerator.view");
  const column = props.columns.find((entry) => entry.id === props.value.columnId);
  const family = column ? columnFamily(column) : "text";
  const operators = OPERATORS[family] as readonly Condition["operator"][];
  const { value } = props;
  const choices = (column?.options.choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }));
  const many = ["isAnyOf", "isNoneOf", "hasAnyOf", "hasAllOf", "hasNoneOf"].includes(value.operator);
  return (
    <Group gap={6} wrap="nowrap" data-testid="filter-condition">
      <Select
        aria-label={t("filterColumn")}
        data={columnData(props.columns)}
        value={value.columnId}
        onChange={(columnId) => {
          const next = props.columns.find((entry) => entry.id === columnId);
          if (next) props.onChange({ columnId: next.id, operator: OPERATORS[columnFamily(next)][0] });
        }}
        allowDeselect={false}
        size="xs"
        w={140}
      />
      <Select
        aria-label={t("filterOperator")}
        data={operators.map((operator) => ({ value: operator, label: t(`op.${operator}`) }))}
        value={value.operator}
        onChange={(operator) =>
          operator &&
          props.onChange({
            columnId: value.columnId,
            operator: operator as Condition["operator"],
            ...(VALUELESS.has(operator as Condition["operator"]) ? {} : { value: value.value }),
          })
        }
        allowDeselect={false}
        size="xs"
        w={150}
      />
      {!VALUELESS.has(value.operator) &&
        (family === "link" && column ? (
          <LinkFilterValue
            moduleId={props.moduleId}
            column={column}
            value={Array.isArray(value.value) ? value.value : []}
            label={t("filterValue")}
            onChange={(ids) => props.onChange({ ...value, value: ids })}
          />
        ) : family === "select" || family === "multi" ? (
          many ? (
            <MultiSelect
              aria-label={t("filterValue")}
              data={choices}
              value={Array.isArray(value.value) ? value.value : []}
              onChange={(ids) => props.onChange({ ...value, value: ids })}
              size="xs"
              w={180}
            />
          ) : (
            <Select
              aria-label={t("filterValue")}
              data={choices}
              value={typeof value.value === "string" ? value.value : null}
              onChange={(id) => props.onChange({ ...value, value: id ?? undefined })}
              size="xs"
              w={180}
            />
          )
        ) : (
          <TextInput
            aria-label={t("filterValue")}
            type={family === "date" ? "date" : family === "number" ? "number" : "text"}
            value={value.value === undefined ? "" : String(value.value)}
            onChange={(event) => {
              const text = event.currentTarget.value;
              props.onChange({
                ...value,
                value: family === "number" ? (text === "" ? undefined : Number(text)) : text,
              });
            }}
            size="xs"
            w={180}
            data-testid="filter-value"
          />
        ))}
      <ActionIcon variant="subtle" color="gray" aria-label={t("removeCondition")} onClick={props.onRemove}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** 'Filter': conditions joined by and / or (a condition waiting for its value is not applied). */
export function FilterControl(props: {
  moduleId: string;
  columns: Column[];
  value: FilterGroup;
  onChange: (value: FilterGroup) => void;
}) {
  const t = useTranslations("databaseGenerator.view");
  const { columns, value, onChange } = props;
  const conditions = value.conditions.filter((entry): entry is Condition => !isGroup(entry));
  const set = (next: Condition[]) => onChange({ ...value, conditions: next });
  return (
    <ToolbarPopover
      icon={<IconFilter size={16} aria-hidden />}
      label={conditions.length ? t("filterCount", { count: conditions.length }) : t("filter")}
      active={conditions.length > 0}
      testId="filter-button"
      width={360}
      empty={conditions.length === 0 ? t("noFilters") : null}
    >
      {conditions.length > 1 && (
        <SegmentedControl
          size="xs"
          value={value.conjunction}
          onChange={(conjunction) =>
            onChange({ ...value, conjunction: conjunction as FilterGroup["conjunction"] })
          }
          data={[
            { value: "and", label: t("and") },
            { value: "or", label: t("or") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
      )}
      {conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          moduleId={props.moduleId}
          columns={columns}
          value={condition}
          onChange={(next) => set(conditions.map((c, i) => (i === index ? next : c)))}
          onRemove={() => set(conditions.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={conditions.length >= FILTER_CONDITIONS_MAX || columns.length === 0}
        onClick={() =>
          set([
            ...conditions,
            { columnId: columns[0]!.id, operator: OPERATORS[columnFamily(columns[0]!)][0] },
          ])
        }
        style={{ alignSelf: "flex-start" }}
        data-testid="add-filter"
      >
        {t("addCondition")}
      </Button>
    </ToolbarPopover>
  );
}

/** The conditions ready to send: those that need a value have one. */
export function appliedFilter(filter: FilterGroup): FilterGroup | null {
  const conditions = filter.conditions.filter(
    (entry) =>
      isGroup(entry) ||
      VALUELESS.has(entry.operator) ||
      (entry.value !== undefined &&
        entry.value !== "" &&
        !(Array.isArray(entry.value) && entry.value.length === 0)),
  );
  return conditions.length ? { conjunction: filter.conjunction, conditions } : null;
}
