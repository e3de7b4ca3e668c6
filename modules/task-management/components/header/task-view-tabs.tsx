"use client";

import { Tabs } from "@mantine/core";
import { IconLayoutKanban, IconList, IconSubtask } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { TASK_VIEWS, type TaskViewName } from "@/modules/task-management/client/view-state";

const ICONS = { board: IconLayoutKanban, list: IconList, subtask: IconSubtask } as const;

/** Board / List / Subtask, written to `?active=` (other parameters kept). */
export function TaskViewTabs({
  active,
  onChange,
}: {
  active: TaskViewName;
  onChange: (view: TaskViewName) => void;
}) {
  const t = useTranslations("tasks.view");
  return (
    <Tabs
      value={active}
      onChange={(value) => value && onChange(value as TaskViewName)}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t("tabsLabel")}>
        {TASK_VIEWS.map((view) => {
          const Icon = ICONS[view];
          return (
            <Tabs.Tab key={view} value={view} leftSection={<Icon size={16} />}>
              {t(`tabs.${view}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
