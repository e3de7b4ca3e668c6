import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { GoalsDashboard } from "@/components/goals/dashboard/goals-dashboard";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { goalsFirstView } from "@/lib/server/goals/list-goals";
import { orNotFound } from "@/lib/server/pages/load-page";

/**
 * /goals/dashboard: the goals list, kept mounted under its dialog route (add-goal), which renders
 * over it. The list reads the tab, filter and search itself; page.tsx validates them. The view
 * /goals opens (My goals, All, no search) comes with the page: a layout gets no search params, so
 * another tab, filter or search is read in the browser.
 */
export default async function GoalsDashboardLayout({ children }: { children: ReactNode }) {
  const actor = await requireWorkspaceActor();
  const initial = await orNotFound(goalsFirstView(actor));
  return (
    <Box px={{ base: 0, sm: "md" }} py="md" maw={1100} mx="auto" w="100%" miw={0}>
      <GoalsDashboard initial={initial} />
      {children}
    </Box>
  );
}
