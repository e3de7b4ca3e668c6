"use client";

import { Badge, Button, Center, Loader, Popover } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilter } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { TaskFilter } from "@/modules/task-management/shared/filters";
import {
  applicableFilters,
  filterToDraft,
  filtersKey,
  newDraftRow,
  valueKind,
  type DraftRow,
} from "./filter-rows";
import { useFilterOptions } from "./use-filter-options";

// The rows and their value editors (the date pickers among them) load when the popover first opens.
const FilterPanel = dynamic(() => import("./filter-panel").then((module) => module.FilterPanel), {
  ssr: false,
  loading: () => (
    <Center py="md">
      <Loader size="sm" />
    </Center>
  ),
});

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
        <FilterPanel
          rows={rows}
          onClear={clear}
          onRowChange={(row, next) =>
            update(
              rows.map((entry) => (entry.id === row.id ? next : entry)),
              // Only typed text waits; a choice applies at once.
              valueKind(next.field, next.operator) !== "text" ||
                next.field !== row.field ||
                next.operator !== row.operator,
            )
          }
          onRowRemove={(row) =>
            update(
              rows.filter((entry) => entry.id !== row.id),
              true,
            )
          }
          onAdd={() => setRows([...rows, newDraftRow()])}
          options={options}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
