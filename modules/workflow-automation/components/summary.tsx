"use client";

import { Anchor, Group, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";
import type { WorkflowAutomationSummary } from "@/lib/modules/summaries";

/**
 * A workflow automation module's card: its automations and how many run, the runs of the last 24
 * hours completed and failed, and the latest failed run opening its automation's runs.
 */
export function WorkflowAutomationSummaryView({ summary }: { summary: WorkflowAutomationSummary }) {
  const t = useTranslations("workflowAutomation.summary");
  if (summary.automations === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="module-summary">
      <Group gap="lg">
        <SummaryFigure value={`${summary.active}/${summary.automations}`} label={t("active")} />
        <SummaryFigure value={summary.completed} label={t("completed")} />
        <SummaryFigure value={summary.failed} label={t("failed")} alert={summary.failed > 0} />
      </Group>
      {summary.lastFailure && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t("lastFailure")}
          </Text>
          <Anchor component={Link} href={summary.lastFailure.href} size="sm" fw={500} truncate c="red.7">
            {summary.lastFailure.name}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
