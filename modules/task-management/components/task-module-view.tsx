"use client";

import { Center, Loader, Stack } from "@mantine/core";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { TaskBoard } from "@/modules/task-management/components/board/task-board";
import { TaskFilterBar } from "@/modules/task-management/components/filters/task-filter-bar";
import { TaskModuleHeader } from "@/modules/task-management/components/header/task-module-header";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { useTaskViewState } from "@/modules/task-management/client/use-task-view-state";

// The list view's code loads only when the list is shown.
const TaskListView = dynamic(
  () =>
    import("@/modules/task-management/components/list/task-list-view").then((module) => module.TaskListView),
  {
    loading: () => (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    ),
  },
);

/**
 * /task-management/{moduleId}: header, filter controls and the active view (board, list or
 * subtask), all driven by the URL so they survive the dialog routes and reloads.
 */
export function TaskModuleView() {
  const { moduleId } = useTaskModule();
  const view = useTaskViewState(moduleId);
  const { filters, me, search } = view;
  const query = useMemo(() => ({ filters, me, search }), [filters, me, search]);

  return (
    <Stack gap="md" data-testid="task-module-view">
      <TaskModuleHeader view={view} />
      <TaskFilterBar view={view} />
      {view.active === "list" ? (
        <TaskListView query={query} href={view.href} />
      ) : (
        <TaskBoard
          key={view.active}
          kind={view.active === "subtask" ? "subtask" : "task"}
          filters={filters}
          me={me}
          search={search}
        />
      )}
    </Stack>
  );
}
