"use client";

import { Box, Center, Loader, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import type { ChartData } from "@/modules/data-visualization/shared/types";
import { FigureCard } from "./figure-card";
import { drillable, isFigure, type ChartSpec, type PointRef } from "./chart-types";

// recharts loads after the page, with the first chart that draws (its place held meanwhile); number
// and metric cards are in the page's HTML.
const ChartPlot = dynamic(() => import("./chart-plot"), {
  ssr: false,
  loading: () => <Skeleton h="100%" mih={80} radius="sm" />,
});

/**
 * A chart's body by its state: loading, the server's message (the read failed, or the chart's
 * source refused), a number or metric card, 'There is no data to show', or the drawing with 'Some
 * values were left out' under it when the server cut the points. The same for a dashboard's widgets and the 'Add Item' preview.
 */
export function ChartBody({
  chart,
  data,
  error,
  onPoint,
}: {
  chart: ChartSpec;
  data: ChartData | undefined;
  error: string | null;
  onPoint?: (point: PointRef) => void;
}) {
  const t = useTranslations("dataVisualization.chart");
  // The page's read failed (no data yet), or the chart's source refused (a connector down, a query cut).
  const failure = data ? data.error : error;
  if (!data || failure) {
    return (
      <Center h="100%" mih={80}>
        {failure ? (
          <Text size="sm" c="red.8" role="alert" ta="center" data-testid="chart-error">
            {failure}
          </Text>
        ) : (
          <Box role="status" aria-label={t("loading")}>
            <Loader size="sm" />
          </Box>
        )}
      </Center>
    );
  }
  if (isFigure(chart.style)) return <FigureCard chart={chart} data={data} />;
  if (data.points.length === 0) {
    return (
      <Center h="100%" mih={80} data-testid="chart-empty">
        <Stack align="center" gap={4}>
          <IconChartBar size={28} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t("empty")}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack h="100%" gap={4}>
      <Box
        component="figure"
        m={0}
        aria-label={t("figure", { name: chart.name || t("untitled") })}
        style={{ flex: 1, minHeight: 0 }}
        data-testid="chart-plot"
      >
        <ChartPlot
          chart={chart}
          points={data.points}
          onPoint={drillable(chart.style) ? onPoint : undefined}
        />
      </Box>
      {data.truncated && (
        <Text size="xs" c="dimmed" data-testid="chart-truncated">
          {t("truncated")}
        </Text>
      )}
    </Stack>
  );
}
