import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { GoalsDashboard } from "@/components/goals/dashboard/goals-dashboard";

/**
 * /goals/dashboard: the goals list, kept mounted under its dialog route (add-goal), which renders
 * over it. The list reads the tab, filter and search itself; page.tsx validates them.
 */
export default function GoalsDashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Box px={{ base: 0, sm: "md" }} py="md" maw={1100} mx="auto" w="100%" miw={0}>
      <GoalsDashboard />
      {children}
    </Box>
  );
}
