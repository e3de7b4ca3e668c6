"use client";

import { ActionIcon, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconKey, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { ColumnTypeIcon } from "@/modules/database-generator/components/column-type-icon";
import {
  changeType,
  removeColumn,
  removeTable,
  renameColumn,
  renameDatabase,
  renameTable,
  typesFor,
  type EditColumn,
  type EditDraft,
  type EditTable,
} from "@/modules/database-generator/components/create/draft-edit";
import { SampleRows } from "@/modules/database-generator/components/create/sample-rows";
import { COLUMN_TYPES, type ColumnType } from "@/modules/database-generator/shared/columns";

interface DraftEditorProps {
  draft: EditDraft;
  onChange: (draft: EditDraft) => void;
  /** Problems by field (`name`, a table's or a column's key) as `validation.*` keys; shown once asked. */
  problems: Record<string, string>;
  disabled: boolean;
}

const isColumnType = (value: string | null): value is ColumnType =>
  value !== null && (COLUMN_TYPES as readonly string[]).includes(value);

/** The smart builder's proposal, editable: the database's name, each table's and column's name and type. */
export function DraftEditor({ draft, onChange, problems, disabled }: DraftEditorProps) {
  const t = useTranslations("databaseGenerator.create");
  const tAll = useTranslations();
  const problem = (key: string) => (problems[key] ? tAll(problems[key]) : null);
  return (
    <Stack gap="md" data-testid="db-draft-editor">
      <TextInput
        label={t("databaseName")}
        value={draft.name}
        onChange={(event) => onChange(renameDatabase(draft, event.currentTarget.value))}
        error={problem("name")}
        required
        disabled={disabled}
        data-testid="db-draft-name"
      />
      {draft.description ? (
        <Text size="sm" c="dimmed">
          {draft.description}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t("primaryHint")}
      </Text>
      {draft.tables.map((table) => (
        <DraftTable
          key={table.key}
          draft={draft}
          table={table}
          onChange={onChange}
          problem={problem}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

function DraftTable({
  draft,
  table,
  onChange,
  problem,
  disabled,
}: {
  draft: EditDraft;
  table: EditTable;
  onChange: (draft: EditDraft) => void;
  problem: (key: string) => string | null;
  disabled: boolean;
}) {
  const t = useTranslations("databaseGenerator.create");
  const label = table.name.trim() || t("untitledTable");
  const lastTable = draft.tables.length <= 1;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="db-draft-table" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="xs">
          <TextInput
            label={t("tableName")}
            value={table.name}
            onChange={(event) => onChange(renameTable(draft, table.key, event.currentTarget.value))}
            error={problem(table.key)}
            required
            disabled={disabled}
            flex={1}
          />
          <Tooltip label={t("removeTable", { name: label })} disabled={lastTable}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={t("removeTable", { name: label })}
              disabled={disabled || lastTable}
              onClick={() => onChange(removeTable(draft, table.key))}
              data-testid="db-draft-remove-table"
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Stack gap={6} role="list" aria-label={t("columnsOf", { name: label })}>
          {table.columns.map((column, index) => (
            <DraftColumn
              key={column.key}
              draft={draft}
              table={table}
              column={column}
              primary={index === 0}
              onChange={onChange}
              problem={problem(column.key)}
              disabled={disabled}
            />
          ))}
        </Stack>
        <Text size="sm" fw={600}>
          {t("sampleRows", { count: table.rows.length })}
        </Text>
        <SampleRows
          columns={table.columns.map((column) => column.name)}
          rows={table.rows}
          limit={5}
          caption={t("sampleRowsOf", { name: label })}
        />
      </Stack>
    </Paper>
  );
}

function DraftColumn({
  draft,
  table,
  column,
  primary,
  onChange,
  problem,
  disabled,
}: {
  draft: EditDraft;
  table: EditTable;
  column: EditColumn;
  primary: boolean;
  onChange: (draft: EditDraft) => void;
  problem: string | null;
  disabled: boolean;
}) {
  const t = useTranslations("databaseGenerator.create");
  const tTypes = useTranslations("databaseGenerator.types");
  const label = column.name.trim() || t("untitledColumn");
  const lastColumn = table.columns.length <= 1;
  // A link is named by the draft's table it links to, as that table is named now.
  const linked = draft.tables.find((entry) => entry.key === column.proposed.link?.tableKey);
  const typeLabel = (type: ColumnType) =>
    type === "link" && linked
      ? t("linkTo", { table: linked.name.trim() || t("untitledTable") })
      : tTypes(type);
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs" role="listitem" data-testid="db-draft-column">
      <TextInput
        aria-label={t("columnName")}
        value={column.name}
        onChange={(event) => onChange(renameColumn(draft, table.key, column.key, event.currentTarget.value))}
        error={problem}
        disabled={disabled}
        leftSection={
          primary ? <IconKey size={16} stroke={1.8} role="img" aria-label={t("primary")} /> : undefined
        }
        flex={1}
        miw={0}
      />
      <Select
        aria-label={t("columnType", { name: label })}
        data={typesFor(column).map((type) => ({ value: type, label: typeLabel(type) }))}
        value={column.type}
        onChange={(value) => {
          if (isColumnType(value)) onChange(changeType(draft, table.key, column.key, value));
        }}
        allowDeselect={false}
        leftSection={<ColumnTypeIcon type={column.type} decorative />}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            {isColumnType(option.value) ? <ColumnTypeIcon type={option.value} decorative /> : null}
            <span>{option.label}</span>
          </Group>
        )}
        disabled={disabled}
        w={{ base: 150, sm: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="db-draft-column-type"
      />
      <Tooltip label={t("removeColumn", { name: label })} disabled={lastColumn}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={1}
          aria-label={t("removeColumn", { name: label })}
          disabled={disabled || lastColumn}
          onClick={() => onChange(removeColumn(draft, table.key, column.key))}
          data-testid="db-draft-remove-column"
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
