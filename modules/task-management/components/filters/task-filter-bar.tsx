"use client";

import { Group, Switch, Tooltip } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TaskViewStateApi } from "@/modules/task-management/client/use-task-view-state";
import { AssigneePicker } from "./assignee-picker";
import { FilterPopover } from "./filter-popover";
import { pickedAssignees, toggleAssignee } from "./filter-rows";
import { TaskSearchInput } from "./task-search-input";

/** Filter, assignee picker, Me mode and search over every task view (spec §2). */
export function TaskFilterBar({ view }: { view: TaskViewStateApi }) {
  const t = useTranslations("tasks.filterBar");
  const tView = useTranslations("tasks.view");
  return (
    <Group justify="space-between" gap="sm" role="toolbar" aria-label={tView("controls")}>
      <Group gap="md" wrap="wrap">
        <FilterPopover filters={view.filters} onChange={view.setFilters} />
        <AssigneePicker
          selected={pickedAssignees(view.filters)}
          onToggle={(value) => view.setFilters(toggleAssignee(view.filters, value))}
        />
        <Tooltip label={t("meModeHint")} withinPortal>
          <Switch
            label={t("meMode")}
            checked={view.me}
            onChange={(event) => view.setMe(event.currentTarget.checked)}
            data-testid="task-me-mode"
          />
        </Tooltip>
      </Group>
      <TaskSearchInput value={view.search} onChange={view.setSearch} />
    </Group>
  );
}
