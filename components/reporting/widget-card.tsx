"use client";

import { Button, Card, Center, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconChartBar, IconFileTypeCsv } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { downloadCsv } from "@/lib/client/download-csv";
import { csvFilename, isWidgetEmpty, widgetCsv, widgetTable } from "@/lib/client/reporting/widget-tables";
import type { ReportData, ReportWidget } from "@/lib/reporting/types";
import type { ReportFormat } from "./use-report-format";
import { WidgetTableView } from "./widget-table-view";
import { WidgetVisual } from "./widget-visual";

type View = "chart" | "table";

/**
 * One widget of a report: its title, how it is computed, a Chart/Table switch, a CSV export of its
 * table, and an empty state when the period holds nothing for it. `data` null: still loading.
 */
export function WidgetCard(props: {
  widget: ReportWidget;
  data: ReportData | null;
  /** The report's name for the CSV file (My organization, a saved report's title). */
  reportName: string;
  format: ReportFormat;
}) {
  const { widget, data, format } = props;
  const t = useTranslations("reporting");
  const [view, setView] = useState<View>("chart");
  const testId = `report-widget-${widget}`;
  const table = useMemo(() => (data ? widgetTable(widget, data) : null), [widget, data]);
  const empty = data !== null && isWidgetEmpty(widget, data);
  const title = t(`widgets.${widget}.title`);

  const exportCsv = () => {
    if (!data || !table) return;
    downloadCsv(csvFilename(props.reportName, widget, data.scope.period), widgetCsv(table, t));
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      data-empty={empty ? "true" : undefined}
      mih={200}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} miw={0} flex="1 1 220px">
            <Title order={3} fz="md" id={`${testId}-title`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`widgets.${widget}.explain`)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === "table" ? "table" : "chart")}
              data={[
                { value: "chart", label: t("widget.chart") },
                { value: "table", label: t("widget.table") },
              ]}
              disabled={!data || empty}
              aria-label={t("widget.viewAs", { title })}
              data-testid={`${testId}-view-toggle`}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileTypeCsv size={14} aria-hidden />}
              onClick={exportCsv}
              disabled={!data || empty}
              aria-label={t("widget.csvLabel", { title })}
              data-testid={`${testId}-csv`}
            >
              {t("widget.csv")}
            </Button>
          </Group>
        </Group>

        {!data ? (
          <Skeleton h={220} radius="md" data-testid={`${testId}-loading`} />
        ) : empty ? (
          <Center mih={180} data-testid={`${testId}-empty`}>
            <Stack align="center" gap={6} maw={320}>
              <IconChartBar size={28} aria-hidden />
              <Text fw={500} ta="center">
                {t(`widgets.${widget}.empty`)}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {t("widget.emptyHint")}
              </Text>
            </Stack>
          </Center>
        ) : view === "chart" ? (
          <div data-testid={`${testId}-chart`}>
            <WidgetVisual widget={widget} data={data} format={format} />
          </div>
        ) : (
          table && (
            <WidgetTableView
              table={table}
              caption={t(`widgets.${widget}.chartLabel`)}
              format={format}
              testId={`${testId}-table`}
            />
          )
        )}
      </Stack>
    </Card>
  );
}
