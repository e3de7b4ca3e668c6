"use client";

import { Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { TimeTrackerSummary } from "@/lib/modules/summaries";
import { formatDuration } from "@/modules/time-tracker/shared/durations";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";

/** A time tracker's card: time tracked in the last 7 days (billable part), who tracked, timers running now. */
export function TimeTrackerSummaryView({ summary }: { summary: TimeTrackerSummary }) {
  const t = useTranslations("grid.summary.timeTracker");
  if (summary.weekSeconds === 0 && summary.running === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  }
  const hours = (seconds: number) => formatDuration(seconds).slice(0, -3);
  return (
    <Stack gap="xs" data-testid="module-summary">
      <Group gap="lg" wrap="wrap">
        <SummaryFigure value={hours(summary.weekSeconds)} label={t("week")} />
        <SummaryFigure value={hours(summary.billableSeconds)} label={t("billable")} />
        <SummaryFigure value={summary.people} label={t("people")} />
      </Group>
      <Text size="xs" c="dimmed">
        {summary.running > 0 ? t("running", { count: summary.running }) : t("noneRunning")}
      </Text>
    </Stack>
  );
}
