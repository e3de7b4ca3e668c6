"use client";

import "@mantine/dates/styles.css";
import { Badge, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilter, IconPlus } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { TASK_FILTERS_MAX, type TaskFilter } from "@/lib/tasks/filters";
import { FilterRowEditor } from "./filter-row-editor";
import {
  applicableFilters,
  filterToDraft,
  filtersKey,
  newDraftRow,
  valueKind,
  type DraftRow,
} from "./filter-rows";
import { useFilterOptions } from "./use-filter-options";

/** Text typed into a value applies after this pause, like the search. */
const APPLY_DELAY_MS = 300;

/**
 * The 'Filter' button: a popover of field/operator/value rows (spec §3 Filter). Valid rows apply
 * at once (text after a pause); an invalid one shows its message and is left out. The count
 * badge shows the applied filters; 'Clear' removes them all.
 */
export function FilterPopover({
  filters,
  onChange,
}: {
  filters: TaskFilter[];
  onChange: (filters: TaskFilter[]) => void;
}) {
  const t = useTranslations("tasks.filterBar");
  const locale = useLocale();
  const options = useFilterOptions();
  const [opened, setOpened] = useState(false);
  const [rows, setRows] = useState<DraftRow[]>(() => filters.map(filterToDraft));

  // Filters changed elsewhere (the assignee picker, the address bar) replace the rows, unless
  // they are just what these rows apply.
  const key = filtersKey(filters);
  const [syncedKey, setSyncedKey] = useState(key);
  if (key !== syncedKey) {
    setSyncedKey(key);
    if (key !== filtersKey(applicableFilters(rows))) setRows(filters.map(filterToDraft));
  }

  const apply = useDebouncedCallback((next: DraftRow[]) => {
    const applied = applicableFilters(next);
    if (filtersKey(applied) !== filtersKey(filters)) onChange(applied);
  }, APPLY_DELAY_MS);

  const update = (next: DraftRow[], immediately = false) => {
    setRows(next);
    apply(next);
    if (immediately) apply.flush();
  };

  const clear = () => {
    apply.cancel();
    setRows([]);
    if (filters.length) onChange([]);
  };

  const toggle = () => {
    if (!opened) options.load();
    setOpened((value) => !value);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width="min(760px, calc(100vw - 24px))"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant={filters.length ? "light" : "default"}
          leftSection={<IconFilter size={16} />}
          rightSection={
            filters.length ? (
              <Badge size="sm" circle aria-hidden data-testid="task-filter-count">
                {filters.length}
              </Badge>
            ) : null
          }
          onClick={toggle}
          aria-label={
            filters.length ? `${t("filter")} (${t("activeCount", { count: filters.length })})` : t("filter")
          }
        >
          {t("filter")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="task-filter-popover">
        <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t("title")}</Text>
              <Button variant="subtle" size="xs" color="gray" onClick={clear}>
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
                onChange={(next) =>
                  update(
                    rows.map((entry) => (entry.id === row.id ? next : entry)),
                    // Only typed text waits; a choice applies at once.
                    valueKind(next.field, next.operator) !== "text" ||
                      next.field !== row.field ||
                      next.operator !== row.operator,
                  )
                }
                onRemove={() =>
                  update(
                    rows.filter((entry) => entry.id !== row.id),
                    true,
                  )
                }
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
                onClick={() => setRows([...rows, newDraftRow()])}
                disabled={rows.length >= TASK_FILTERS_MAX}
              >
                {t("addFilter")}
              </Button>
            </Group>
          </Stack>
        </DatesProvider>
      </Popover.Dropdown>
    </Popover>
  );
}
