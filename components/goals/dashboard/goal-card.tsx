"use client";

import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendar, IconSitemap } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { goalHref } from "@/lib/client/goals/links";
import type { GoalSummary } from "@/lib/goals/api";
import { useGoalDates } from "../goal-period";
import { GoalOwner } from "../goal-people";
import { GoalProgressBar } from "../goal-progress";
import { GoalStatusBadge } from "../goal-status";

/** A goal of the dashboard's list: title (its page), status, owner, period, progress, sub-goals. */
export function GoalCard({ goal, back }: { goal: GoalSummary; back: string }) {
  const t = useTranslations("goals");
  const dates = useGoalDates();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="goal-card"
      data-goal-id={goal.id}
      data-status={goal.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            href={goalHref(goal.id, back)}
            fw={600}
            size="md"
            lineClamp={2}
            style={{ wordBreak: "break-word" }}
            data-testid="goal-card-title"
          >
            {goal.title}
          </Anchor>
          <GoalStatusBadge status={goal.status} />
        </Group>
        <GoalProgressBar progress={goal.progress} decimals={goal.decimals} status={goal.status} />
        <Group gap="md" wrap="wrap" justify="space-between">
          <GoalOwner owner={goal.owner} />
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {dates.period(goal.timePeriod)}
              </Text>
            </Group>
            {goal.subGoalCount > 0 && (
              <Badge
                variant="light"
                color="blue"
                leftSection={<IconSitemap size={12} aria-hidden />}
                data-testid="goal-card-sub-goals"
              >
                {t("subGoalCount", { count: goal.subGoalCount })}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t(`sources.${goal.source}`)}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
