"use client";

import { Badge, Group, Text } from "@mantine/core";
import {
  IconChartArcs,
  IconChartArea,
  IconChartBar,
  IconChartLine,
  IconNumber,
  IconTrendingDown,
  IconTrendingUp,
  type Icon,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ChartSource, ChartStyle, Filters } from "@/modules/data-visualization/shared/types";

const STYLE_ICONS: Record<ChartStyle, Icon> = {
  bar: IconChartBar,
  "grouped-bar": IconChartBar,
  "stacked-bar": IconChartBar,
  burndown: IconTrendingDown,
  burnup: IconTrendingUp,
  donut: IconChartArcs,
  line: IconChartLine,
  area: IconChartArea,
  number: IconNumber,
  metric: IconNumber,
};

/** A chart's style as an icon (decorative: the text beside it names the style). */
export function StyleIcon({ style, size = 16 }: { style: ChartStyle; size?: number }) {
  const Shape = STYLE_ICONS[style];
  return <Shape size={size} aria-hidden />;
}

/**
 * What a proposed or template chart shows before it is added: its style, what it reports on, its
 * X and Y axes and its period (`dataVisualization.*` texts).
 */
export function ChartFacts(props: { style: ChartStyle; source: ChartSource; filters: Filters }) {
  const t = useTranslations("dataVisualization");
  const { source, style, filters } = props;
  const burn = style === "burndown" || style === "burnup";
  const figure = style === "number" || style === "metric";
  let reports: string;
  let axes: string | null = null;
  if (source.type === "entity") {
    reports = t(`entities.${source.entity}`);
    if (burn) axes = t("ai.facts.days");
    else if (figure) axes = t(`axes.${source.y}`);
    else
      axes = t("ai.facts.axes", {
        x: source.x === "date" ? t(`buckets.${source.bucket}`) : t(`axes.${source.x}`),
        y: t(`axes.${source.y}`),
      });
  } else reports = t(`ai.facts.source.${source.type}`);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" leftSection={<StyleIcon style={style} size={12} />} tt="none" fw={500}>
        {t(`styles.${style}`)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t("ai.facts.reportsOn", { entity: reports })}
        {axes ? ` · ${axes}` : ""}
        {filters.period !== "all" ? ` · ${t(`periods.${filters.period}`)}` : ""}
      </Text>
    </Group>
  );
}
