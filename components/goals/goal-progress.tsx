"use client";

import { Group, Progress, RingProgress, Text } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import { formatProgress, progressPercent } from "@/lib/goals/progress";
import type { GoalStatus } from "@/lib/goals/types";
import { GOAL_STATUS_COLORS } from "./goal-status";

interface ProgressProps {
  /** 0–1, null: no data yet. */
  progress: number | null;
  decimals: number;
  status: GoalStatus;
}

/** A goal's progress as a bar with its percent (the goal's decimals); "No data" when there is none. */
export function GoalProgressBar({ progress, decimals, status }: ProgressProps) {
  const t = useTranslations("goals");
  const locale = useLocale();
  const label = formatProgress(progress, decimals, locale);
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Progress
        value={progressPercent(progress, decimals)}
        color={GOAL_STATUS_COLORS[status]}
        size="md"
        radius="xl"
        style={{ flex: 1, minWidth: 60 }}
        aria-label={t("progress.label")}
        aria-valuetext={progress === null ? t("progress.noData") : label}
      />
      <Text size="sm" fw={600} w={64} ta="right" style={{ flexShrink: 0 }} data-testid="goal-card-progress">
        {progress === null ? t("progress.noDataShort") : label}
      </Text>
    </Group>
  );
}

/** A goal's progress as a ring with the percent inside (the goal page's figure). */
export function GoalProgressRing({
  progress,
  decimals,
  status,
  size = 140,
}: ProgressProps & { size?: number }) {
  const t = useTranslations("goals");
  const locale = useLocale();
  const label = formatProgress(progress, decimals, locale);
  return (
    <RingProgress
      size={size}
      thickness={size / 11}
      roundCaps
      sections={[{ value: progressPercent(progress, decimals), color: GOAL_STATUS_COLORS[status] }]}
      label={
        <Text
          ta="center"
          fw={700}
          fz={size / 6}
          data-testid="goal-progress"
          data-progress={progress ?? ""}
          title={progress === null ? t("progress.noData") : undefined}
        >
          {label}
        </Text>
      }
    />
  );
}
