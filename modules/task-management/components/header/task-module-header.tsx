"use client";

import { Button, Group, Stack, Title } from "@mantine/core";
import { IconFileImport, IconPlus, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { AskAiButton } from "@/components/ai/ask-ai-button";
import { IntegrateButton } from "@/components/integrations/integrate-button";
import { TutorialButton } from "@/components/shell/tutorial/tutorial-button";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import type { TaskViewStateApi } from "@/modules/task-management/client/use-task-view-state";
import { ImportTasksDialog } from "@/modules/task-management/components/import/import-dialog";
import { TaskViewTabs } from "./task-view-tabs";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";

/**
 * The module's header (spec §2 Task management): where it lives, its name, the view tabs, and the
 * Ask AI, Integrate, User management, Import (a CSV file of tasks) and Add task buttons (User
 * management and Add task open their dialog routes and come back here).
 */
export function TaskModuleHeader({ view }: { view: TaskViewStateApi }) {
  const t = useTranslations("tasks.view");
  const tImport = useTranslations("tasks.import");
  const [importing, setImporting] = useState(false);
  const { moduleId, info } = useTaskModule();
  const back = encodeURIComponent(view.href);
  const base = `/task-management/${moduleId}`;
  const createParams = new URLSearchParams({ active: view.active });
  if (view.projectId) createParams.set("projectId", view.projectId);
  const createHref = `${base}/tasks/create?redirect=${back}&${createParams.toString()}`;

  return (
    <Stack gap="sm">
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("projects")}
        project={info.project}
        current={info.name}
        projectTestId="task-project-link"
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title
          order={1}
          fz={{ base: 22, sm: 26 }}
          data-testid="task-module-name"
          style={{ wordBreak: "break-word" }}
        >
          {info.name}
        </Title>
        <Group gap="xs">
          <AskAiButton moduleId={moduleId} moduleTag="TaskManagement" returnTo={view.href} />
          <TutorialButton tag="TaskManagement" />
          <IntegrateButton
            module={{ moduleId, name: info.name, tag: "TaskManagement", project: info.project }}
          />
          <Button
            component={Link}
            href={`${base}/members?redirect=${back}`}
            variant="default"
            leftSection={<IconUsers size={16} />}
          >
            {t("userManagement")}
          </Button>
          {info.rights.add && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
              data-testid="task-import-open"
            >
              {tImport("button")}
            </Button>
          )}
          {info.rights.add && (
            <Button component={Link} href={createHref} leftSection={<IconPlus size={16} />}>
              {t("addTask")}
            </Button>
          )}
        </Group>
      </Group>
      <TaskViewTabs active={view.active} onChange={view.setActive} />
      {info.rights.add && (
        <ImportTasksDialog moduleId={moduleId} opened={importing} onClose={() => setImporting(false)} />
      )}
    </Stack>
  );
}
