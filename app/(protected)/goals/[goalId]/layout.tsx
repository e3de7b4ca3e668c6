import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { GoalProvider } from "@/components/goals/goal/goal-context";
import { GoalView } from "@/components/goals/goal/goal-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { goalParamsSchema } from "@/lib/schemas/goals";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getGoal } from "@/lib/server/goals/get-goal";
import { orNotFound } from "@/lib/server/pages/load-page";

/**
 * /goals/{goalId}: the goal's page, kept mounted under its dialog routes (update-progress,
 * progress-settings, invite, connect-sub-goal, connect-parent-goal), which render over it and share
 * its goal. The goal comes with the page, read as GET /goals/{goalId} reads it (a goal the viewer
 * may not see is a 404), and is kept live in the browser.
 */
export default async function GoalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ goalId: string }>;
}) {
  const route = goalParamsSchema.safeParse(await params);
  if (!route.success) return <RouteParamsError kind="params" />;
  const { goalId } = route.data;
  const actor = await requireWorkspaceActor();
  const goal = await orNotFound(getGoal(actor, goalId));
  return (
    <GoalProvider key={goalId} goalId={goalId} initial={goal}>
      <Box px={{ base: 0, sm: "md" }} py="md" maw={1200} mx="auto" w="100%" miw={0}>
        <GoalView />
      </Box>
      {children}
    </GoalProvider>
  );
}
