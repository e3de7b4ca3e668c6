"use client";

import { ColorSwatch, Menu } from "@mantine/core";
import { IconArrowRight, IconCheck, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { TaskColumnRow, TaskSummary } from "@/modules/task-management/shared/types";
import type { TaskCardActions } from "./board-card";

/** The card's ⋯ menu, open from its first render: 'Move to' any column (the spec's column dropdown) and 'Delete'. */
export function CardMenu({
  trigger,
  task,
  columns,
  actions,
}: {
  trigger: ReactNode;
  task: TaskSummary;
  columns: TaskColumnRow[];
  actions: TaskCardActions;
}) {
  const t = useTranslations("tasks.board");
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Sub position="right-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconArrowRight size={14} />}>{t("moveTo")}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown mah={320} style={{ overflowY: "auto" }}>
            {columns.map((column) => {
              const current = column.id === task.columnId;
              return (
                <Menu.Item
                  key={column.id}
                  disabled={current}
                  leftSection={<ColorSwatch color={column.color} size={10} withShadow={false} />}
                  rightSection={current ? <IconCheck size={14} /> : undefined}
                  onClick={() => actions.moveTo(task, column.id)}
                >
                  {current ? t("currentColumn", { column: column.name }) : column.name}
                </Menu.Item>
              );
            })}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.remove(task)}>
          {t("deleteTask")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
