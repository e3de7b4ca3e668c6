"use client";

import { Checkbox, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { ColumnTypeIcon } from "@/modules/database-generator/components/column-type-icon";
import type { ColumnType } from "@/modules/database-generator/shared/columns";
import {
  IMPORT_TYPES,
  SHOWN_ROWS,
  type ChosenColumn,
  type ColumnsCheck,
  type Preview,
} from "@/modules/database-generator/components/import/preview";
import classes from "./import.module.css";

export interface PreviewStepProps {
  preview: Preview;
  columns: ChosenColumn[];
  onColumn: (index: number, change: Partial<ChosenColumn>) => void;
  check: ColumnsCheck;
  disabled: boolean;
}

const typeOf = (value: string | null): ColumnType | undefined => IMPORT_TYPES.find((type) => type === value);

// Long values are cut for the preview only (the import sends the file as it is).
const shown = (value: string) => (value.length > 300 ? `${value.slice(0, 300)}…` : value);

/** The import's second step: the first rows, and per column its name, its type and "leave out". */
export function PreviewStep({ preview, columns, onColumn, check, disabled }: PreviewStepProps) {
  const t = useTranslations("databaseGenerator.import");
  const tType = useTranslations("databaseGenerator.types");
  const types = IMPORT_TYPES.map((type) => ({ value: type, label: tType(type) }));
  const rows = preview.rows.slice(0, SHOWN_ROWS);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("previewIntro", { count: rows.length })}
      </Text>
      <Table.ScrollContainer minWidth={columns.length * 200} maxHeight={440} type="native">
        <Table striped withTableBorder withColumnBorders stickyHeader data-testid="database-import-preview">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => {
                const problem = check.columns[index];
                return (
                  <Table.Th key={index} className={classes.headCell} data-skipped={column.skip || undefined}>
                    <Stack gap={6}>
                      <TextInput
                        size="xs"
                        value={column.name}
                        onChange={(event) => onColumn(index, { name: event.currentTarget.value })}
                        onKeyDown={(event) => {
                          if (event.key === "Enter") event.preventDefault();
                        }}
                        aria-label={t("columnName", { n: index + 1 })}
                        error={problem ? t(problem) : null}
                        disabled={disabled || column.skip}
                        data-testid="database-import-column-name"
                      />
                      <Select
                        size="xs"
                        data={types}
                        value={column.type}
                        onChange={(value) => {
                          const type = typeOf(value);
                          if (type) onColumn(index, { type });
                        }}
                        allowDeselect={false}
                        aria-label={t("columnType", { n: index + 1 })}
                        leftSection={<ColumnTypeIcon type={column.type} decorative />}
                        renderOption={({ option }) => {
                          const type = typeOf(option.value);
                          return (
                            <Group gap="xs" wrap="nowrap">
                              {type && (
                                <span aria-hidden>
                                  <ColumnTypeIcon type={type} decorative />
                                </span>
                              )}
                              {option.label}
                            </Group>
                          );
                        }}
                        comboboxProps={{ withinPortal: true }}
                        disabled={disabled || column.skip}
                        data-testid="database-import-column-type"
                      />
                      <Checkbox
                        size="xs"
                        label={t("leaveOut")}
                        aria-label={t("leaveOutColumn", { n: index + 1 })}
                        checked={column.skip}
                        onChange={(event) => onColumn(index, { skip: event.currentTarget.checked })}
                        disabled={disabled}
                      />
                    </Stack>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, r) => (
              <Table.Tr key={r}>
                {row.map((value, index) => (
                  <Table.Td key={index} className={classes.cell}>
                    <Text size="sm" lineClamp={3} c={columns[index]?.skip ? "dimmed" : undefined}>
                      {shown(value)}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {check.choice && (
        <Text c="red" size="sm" role="alert">
          {t(check.choice)}
        </Text>
      )}
    </Stack>
  );
}
