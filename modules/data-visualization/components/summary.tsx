"use client";

import { Anchor, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";
import type { DataVisualizationSummary } from "@/lib/modules/summaries";
import { ChartThumbnail } from "./chart-thumbnail";

/**
 * A data visualization module's card: how many visualizations it has, and the one changed last with
 * its cover chart drawn small (the points the viewer may read), opening it.
 */
export function DataVisualizationSummaryView({ summary }: { summary: DataVisualizationSummary }) {
  const t = useTranslations("dataVisualization.summary");
  const { latest } = summary;
  if (!latest)
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="module-summary">
      <SummaryFigure value={summary.dashboards} label={t("dashboards")} />
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t("latest")}
        </Text>
        <Anchor
          component={Link}
          href={latest.href}
          size="sm"
          fw={500}
          truncate
          data-testid="dv-summary-latest"
        >
          {latest.name}
        </Anchor>
      </Stack>
      {latest.cover && (
        <ChartThumbnail
          points={latest.cover.points}
          style={latest.cover.style}
          color={latest.cover.color}
          label={t("cover", { chart: latest.cover.name, name: latest.name })}
          empty={t("coverEmpty")}
        />
      )}
    </Stack>
  );
}
