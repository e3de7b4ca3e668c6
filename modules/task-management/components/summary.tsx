"use client";

import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TaskManagementSummary } from "@/lib/modules/summaries";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";

/** A task board's card: open, overdue and done this week, and a progress bar of done tasks. */
export function TaskManagementSummaryView({ summary }: { summary: TaskManagementSummary }) {
  const t = useTranslations("grid.summary.taskManagement");
  if (summary.total === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  }
  const percent = Math.round((summary.done / summary.total) * 100);
  return (
    <Stack gap="xs" data-testid="module-summary">
      <Group gap="lg" wrap="wrap">
        <SummaryFigure value={summary.open} label={t("open")} />
        <SummaryFigure value={summary.overdue} label={t("overdue")} alert={summary.overdue > 0} />
        <SummaryFigure value={summary.doneThisWeek} label={t("doneThisWeek")} />
      </Group>
      <Progress
        value={percent}
        size="sm"
        color="teal"
        aria-label={t("progress", { percent, done: summary.done, total: summary.total })}
      />
      <Text size="xs" c="dimmed">
        {t("progress", { percent, done: summary.done, total: summary.total })}
      </Text>
    </Stack>
  );
}
