"use client";

import { Box, Group, Stack, Text, useMantineTheme } from "@mantine/core";
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { formatCount, formatPercent, formatPeriod } from "@/lib/reporting/format";
import type { ChartData } from "@/modules/data-visualization/shared/types";
import { mainColor } from "./chart-colors";
import { figureValue, metricChange } from "./chart-points";
import type { ChartSpec } from "./chart-types";

const ARROWS = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconArrowRight } as const;
const TONES = { up: "teal.8", down: "red.8", flat: "dimmed" } as const;

/**
 * A number card (the sum of the chart's points) or a metric card (the same beside the previous
 * period of the same length: an arrow, the change in percent, coloured; 'No previous data' without
 * one). Plain HTML, so it shows in the page's first response.
 */
export function FigureCard({ chart, data }: { chart: ChartSpec; data: ChartData }) {
  const t = useTranslations("dataVisualization.chart");
  const ta = useTranslations("dataVisualization.axes");
  const locale = useLocale();
  const theme = useMantineTheme();
  const value = figureValue(data.points);
  const change = chart.style === "metric" ? metricChange(value, data.previous) : null;
  const measure = chart.source.type === "entity" ? ta(chart.source.y) : t("value");
  const accent = mainColor(chart.color, theme.primaryColor);
  const Arrow = change ? ARROWS[change.direction] : null;
  const amount = change
    ? change.ratio === null
      ? `${change.delta > 0 ? "+" : ""}${formatCount(change.delta, locale)}`
      : formatPercent(change.ratio, locale, 1)
    : "";

  return (
    <Stack gap={6} justify="center" h="100%" data-testid="chart-figure">
      <Group gap="sm" wrap="nowrap" align="stretch">
        <Box w={4} bg={accent} style={{ borderRadius: 2 }} aria-hidden />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz={40} fw={700} lh={1.1} data-testid="chart-figure-value">
            {value === null ? "–" : formatCount(value, locale)}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {measure}
          </Text>
        </Stack>
      </Group>
      {chart.style === "metric" &&
        (change && Arrow ? (
          <Group gap={4} wrap="nowrap" c={TONES[change.direction]} data-testid="chart-metric-change">
            <Arrow size={18} aria-hidden />
            <Text size="sm" fw={600} c="inherit">
              {change.direction === "flat"
                ? t("changeFlat")
                : t(change.direction === "up" ? "changeUp" : "changeDown", { change: amount })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" data-testid="chart-metric-change">
            {t("noPrevious")}
          </Text>
        ))}
      {chart.style === "metric" && data.previous !== null && (
        <Text size="xs" c="dimmed">
          {t("previous", { value: formatCount(data.previous, locale) })}
        </Text>
      )}
      {data.period && (
        <Text size="xs" c="dimmed">
          {formatPeriod(data.period, locale)}
        </Text>
      )}
    </Stack>
  );
}
