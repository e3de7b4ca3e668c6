"use client";

import { Badge, Button, Card, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Chart, ChartData } from "@/modules/data-visualization/shared/types";
import { columnName, tableOf, useChartSources, type ChartSources } from "../add-chart/use-chart-sources";
import { ChartMenu } from "./chart-menu";
import type { ChartActions } from "./use-chart-actions";

type T = ReturnType<typeof useTranslations>;

/** What a chart reports on and its axes, as the content table writes them. */
function describe(chart: Chart, sources: ChartSources, tv: T) {
  const { source } = chart;
  if (source.type === "entity") {
    return {
      on: tv(`entities.${source.entity}`),
      kind: null,
      x: tv(`axes.${source.x}`) + (source.x === "date" ? ` (${tv(`buckets.${source.bucket}`)})` : ""),
      y: tv(`axes.${source.y}`),
    };
  }
  if (source.type === "sql") {
    const connector = sources.connectors.find((one) => one.id === source.connectorId);
    return {
      on: connector?.name ?? tv("addChart.groups.connectors"),
      kind: "connector",
      x: source.x,
      y: source.y,
    };
  }
  const table = tableOf(sources, source);
  const y =
    source.y === "count"
      ? tv("addChart.aggregates.count")
      : `${tv(`addChart.aggregates.${source.y}`)} · ${columnName(table, source.column)}`;
  return {
    on: table?.name ?? tv(source.type === "table" ? "addChart.groups.tables" : "addChart.groups.datasets"),
    kind: source.type,
    x: columnName(table, source.x),
    y: source.groupBy ? `${y} · ${columnName(table, source.groupBy)}` : y,
  };
}

/**
 * The Content tab: the visualization's charts as a table — name, style, what it reports on, its
 * axes, when it last changed — with the same actions as a widget's menu.
 */
export function ContentTab(props: {
  moduleId: string;
  charts: Chart[];
  data: Map<string, ChartData>;
  access: ModuleInfo["access"];
  actions: ChartActions;
  coverChartId: string | null;
  zone: string;
  onAddChart: () => void;
}) {
  const t = useTranslations("dataVisualization.dashboard.content");
  const tv = useTranslations("dataVisualization");
  const format = useFormatter();
  const sources = useChartSources(props.moduleId);
  if (props.charts.length === 0) {
    return (
      <Card withBorder padding="xl" data-testid="content-empty">
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed">
            {t("empty")}
          </Text>
          {props.access.add && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={props.onAddChart}
            >
              {tv("dashboard.addChart")}
            </Button>
          )}
        </Stack>
      </Card>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover data-testid="content-table" aria-label={t("tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("name")}</Table.Th>
            <Table.Th>{t("style")}</Table.Th>
            <Table.Th>{t("reportOn")}</Table.Th>
            <Table.Th>{t("x")}</Table.Th>
            <Table.Th>{t("y")}</Table.Th>
            <Table.Th>{t("updated")}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t("actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.charts.map((chart) => {
            const about = describe(chart, sources, tv);
            return (
              <Table.Tr key={chart.id} data-testid="content-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {chart.name}
                  </Text>
                </Table.Td>
                <Table.Td>{tv(`styles.${chart.style}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm" span>
                    {about.on}
                  </Text>
                  {about.kind && (
                    <Badge variant="light" color="gray" size="xs" ml={6}>
                      {t(`kinds.${about.kind}`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{about.x}</Table.Td>
                <Table.Td>{about.y}</Table.Td>
                <Table.Td>
                  {format.dateTime(new Date(chart.updatedAt), { dateStyle: "medium", timeZone: props.zone })}
                </Table.Td>
                <Table.Td>
                  <ChartMenu
                    chart={chart}
                    data={props.data.get(chart.id)}
                    access={props.access}
                    actions={props.actions}
                    isCover={props.coverChartId === chart.id}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
