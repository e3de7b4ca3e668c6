"use client";

import "@mantine/dates/styles.css";
import { Button, Group, Stack, Text } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { TASK_FILTERS_MAX } from "@/modules/task-management/shared/filters";
import { FilterRowEditor } from "./filter-row-editor";
import type { DraftRow } from "./filter-rows";
import type { useFilterOptions } from "./use-filter-options";

/**
 * The Filter popover's content: its rows (field, operator, value: text, choices or dates) and the
 * buttons. Loaded with the popover's first opening, so the date pickers are not part of the page.
 */
export function FilterPanel({
  rows,
  onClear,
  onRowChange,
  onRowRemove,
  onAdd,
  options,
}: {
  rows: DraftRow[];
  onClear: () => void;
  onRowChange: (row: DraftRow, next: DraftRow) => void;
  onRowRemove: (row: DraftRow) => void;
  onAdd: () => void;
  options: ReturnType<typeof useFilterOptions>;
}) {
  const t = useTranslations("tasks.filterBar");
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t("title")}</Text>
          <Button variant="subtle" size="xs" color="gray" onClick={onClear}>
            {t("clear")}
          </Button>
        </Group>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("noFilters")}
          </Text>
        )}
        {rows.map((row) => (
          <FilterRowEditor
            key={row.id}
            row={row}
            onChange={(next) => onRowChange(row, next)}
            onRemove={() => onRowRemove(row)}
            optionsFor={options.optionsFor}
            renderOptionFor={options.renderOptionFor}
          />
        ))}
        {options.error && (
          <Text size="xs" c="red">
            {options.error}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            disabled={rows.length >= TASK_FILTERS_MAX}
          >
            {t("addFilter")}
          </Button>
        </Group>
      </Stack>
    </DatesProvider>
  );
}
