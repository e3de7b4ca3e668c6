import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { GoalProvider } from "@/components/goals/goal/goal-context";
import { GoalView } from "@/components/goals/goal/goal-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { goalParamsSchema } from "@/lib/schemas/goals";

/**
 * /goals/{goalId}: the goal's page, kept mounted under its dialog routes (update-progress,
 * progress-settings, invite, connect-sub-goal, connect-parent-goal), which render over it and share
 * its goal. The goal loads in the browser through the API; a goal the viewer may not see is a 404.
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
  return (
    <GoalProvider key={goalId} goalId={goalId}>
      <Box px={{ base: 0, sm: "md" }} py="md" maw={1200} mx="auto" w="100%" miw={0}>
        <GoalView />
      </Box>
      {children}
    </GoalProvider>
  );
}
