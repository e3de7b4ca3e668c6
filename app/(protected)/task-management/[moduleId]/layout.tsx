import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { lookupModuleById } from "@/components/modules/module-page";
import { TaskModuleProvider } from "@/modules/task-management/components/task-module-context";
import { TaskModuleView } from "@/modules/task-management/components/task-module-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound, requireFound } from "@/lib/server/pages/load-page";
import { getTaskModulePage } from "@/modules/task-management/server/get-task-module-info";

/**
 * /task-management/{moduleId}: the module's views, kept mounted under its dialog routes
 * (tasks/create, tasks/{taskId}/edit, members), which render over them and share its context.
 * Layouts get no search params: the view reads them itself; page.tsx validates them.
 */
export default async function TaskManagementLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ moduleId: string }>;
}) {
  const lookup = requireFound(await lookupModuleById((await params).moduleId, "TaskManagement", "any"));
  if ("kind" in lookup) return <RouteParamsError kind={lookup.kind} />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const moduleId = lookup.module.id;
  const { info, board, columnPages } = await orNotFound(getTaskModulePage(actor, { moduleId }, locale));
  return (
    <TaskModuleProvider
      key={info.id}
      info={info}
      board={board}
      columnPages={columnPages}
      selfId={actor.userId}
    >
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" miw={0}>
        <TaskModuleView />
      </Box>
      {children}
    </TaskModuleProvider>
  );
}
