"use client";

import { Group, Stack, Text } from "@mantine/core";
import { useFormatter, useNow, useTranslations } from "next-intl";
import type { NotificationSummary } from "@/lib/modules/summaries";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";

/** A Notification module's card: channels, campaigns, messages sent, and when the last run started. */
export function NotificationSummaryView({ summary }: { summary: NotificationSummary }) {
  const t = useTranslations("grid.summary.notification");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  if (summary.channels === 0 && summary.campaigns === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="module-summary">
      <Group gap="lg" wrap="wrap">
        <SummaryFigure value={summary.channels} label={t("channels")} />
        <SummaryFigure value={summary.campaigns} label={t("campaigns")} />
        <SummaryFigure value={summary.sent} label={t("sent")} />
      </Group>
      <Text size="xs" c="dimmed">
        {summary.sending > 0
          ? t("sending", { count: summary.sending })
          : summary.lastRunAt
            ? t("lastRun", { when: format.relativeTime(new Date(summary.lastRunAt), now) })
            : t("never")}
      </Text>
    </Stack>
  );
}
