"use client";

import { Anchor, Group, Paper, Stack } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";
import type { GoalSummary } from "@/lib/goals/api";
import { GoalProgressBar } from "../goal-progress";
import { GoalStatusBadge } from "../goal-status";

/**
 * A goal linked to the one of the page (its parent, a sub-goal): the title to its page, its status
 * (or `aside`, which shows it among other things) and its progress.
 */
export function LinkedGoalCard({
  goal,
  href,
  testId,
  listItem = false,
  aside,
}: {
  goal: GoalSummary;
  href: string;
  testId: string;
  /** The card is an item of a list (`li`). */
  listItem?: boolean;
  aside?: ReactNode;
}) {
  return (
    <Paper
      component={listItem ? "li" : "div"}
      withBorder
      radius="sm"
      p="sm"
      data-testid={testId}
      data-goal-id={goal.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} href={href} fw={500} lineClamp={2} style={{ wordBreak: "break-word" }}>
            {goal.title}
          </Anchor>
          {aside ?? <GoalStatusBadge status={goal.status} />}
        </Group>
        <GoalProgressBar progress={goal.progress} decimals={goal.decimals} status={goal.status} />
      </Stack>
    </Paper>
  );
}
