"use client";

import { notifications } from "@mantine/notifications";
import { useLocale, useTranslations } from "next-intl";
import { confirmAction } from "@/components/ui/confirm";
import { downloadCsv } from "@/lib/client/download-csv";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { dvApi } from "@/modules/data-visualization/client/api";
import type { Chart, ChartData, Dashboard } from "@/modules/data-visualization/shared/types";
import { chartCsv, chartFileName } from "../charts/chart-csv";
import {
  chartSurface,
  downloadBlob,
  figureSvg,
  pageBackground,
  pngBlob,
  standaloneSvg,
  svgBlob,
} from "../charts/chart-export";
import { keyLabel, labelContext, pointSeriesLabel, type Translate } from "../charts/chart-labels";

/** The widget menu's and the content table's actions on one chart. */
export interface ChartActions {
  edit: (chart: Chart) => void;
  duplicate: (chart: Chart) => Promise<void>;
  setCover: (chart: Chart) => Promise<void>;
  remove: (chart: Chart) => Promise<void>;
  exportCsv: (chart: Chart, data: ChartData | undefined) => void;
  exportImage: (chart: Chart, body: HTMLElement | null, format: "png" | "svg") => Promise<void>;
}

/** A figure card's text (its value and the lines under it), as the page shows it, for its picture. */
function figureOf(body: HTMLElement, title: string, background: string) {
  const card = body.querySelector<HTMLElement>('[data-testid="chart-figure"]');
  if (!card) return null;
  const value = card.querySelector('[data-testid="chart-figure-value"]');
  const lines = Array.from(card.querySelectorAll("p"))
    .filter((line) => line !== value)
    .map((line) => line.textContent ?? "")
    .filter(Boolean);
  const accent = card.querySelector<HTMLElement>("[aria-hidden]");
  const root = getComputedStyle(document.documentElement);
  return figureSvg({
    title,
    value: value?.textContent ?? "",
    lines,
    accent: accent ? getComputedStyle(accent).backgroundColor : "#228be6",
    text: getComputedStyle(card).color,
    dimmed: root.getPropertyValue("--mantine-color-dimmed").trim() || "#868e96",
    background,
  });
}

/**
 * What can be done to a chart of the dashboard: edit it (the 'Add Item' dialog), duplicate it, make
 * it the card's cover, delete it (asked first), and download its data as CSV or its picture as PNG
 * or SVG. Each tells how it went (the server's message when it failed) and the module's views are
 * read again.
 */
export function useChartActions(options: {
  moduleId: string;
  dashboard: Dashboard;
  onEdit: (chart: Chart) => void;
  onDashboard: (dashboard: Dashboard) => void;
}): ChartActions {
  const { moduleId, dashboard } = options;
  const t = useTranslations("dataVisualization.dashboard.widget");
  const tc = useTranslations("common");
  const tv = useTranslations("dataVisualization") as unknown as Translate;
  const locale = useLocale();
  const refresh = () => invalidateQueries({ tag: moduleTag(moduleId) });
  const fail = (error: unknown, fallback: string) =>
    notifications.show({ color: "red", message: errorMessage(error, fallback) });

  return {
    edit: options.onEdit,
    async duplicate(chart) {
      try {
        const copy = await dvApi.duplicateChart(moduleId, dashboard.id, chart.id);
        notifications.show({ color: "teal", message: t("duplicated", { name: copy.name }) });
      } catch (error) {
        fail(error, t("actionFailed"));
      }
      refresh();
    },
    async setCover(chart) {
      try {
        options.onDashboard(await dvApi.updateDashboard(moduleId, dashboard.id, { coverChartId: chart.id }));
        notifications.show({ color: "teal", message: t("coverSet", { name: chart.name }) });
      } catch (error) {
        fail(error, t("actionFailed"));
        refresh();
      }
    },
    async remove(chart) {
      const confirmed = await confirmAction({
        title: t("deleteTitle", { name: chart.name }),
        message: t("deleteText"),
        confirm: tc("delete"),
        cancel: tc("cancel"),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await dvApi.deleteChart(moduleId, dashboard.id, chart.id);
        notifications.show({ color: "teal", message: t("deleted", { name: chart.name }) });
      } catch (error) {
        fail(error, t("actionFailed"));
      }
      refresh();
    },
    exportCsv(chart, data) {
      if (!data) return;
      const ctx = labelContext(chart, locale, tv);
      const xHeader = chart.source.type === "entity" ? tv(`axes.${chart.source.x}`) : tv("chart.csv.x");
      const csv = chartCsv(
        data.points,
        { x: xHeader, series: tv("chart.csv.series"), value: tv("chart.csv.value") },
        (point) => keyLabel(point, ctx),
        (point) => pointSeriesLabel(point, ctx),
      );
      downloadCsv(chartFileName(chart.name, "csv"), csv);
    },
    async exportImage(chart, body, format) {
      try {
        const background = pageBackground();
        const surface = chartSurface(body);
        const svg = surface
          ? standaloneSvg(surface, background)
          : body
            ? figureOf(body, chart.name, background)
            : null;
        if (!svg) throw new Error(t("exportFailed"));
        const blob = format === "svg" ? svgBlob(svg.text) : await pngBlob(svg);
        downloadBlob(blob, chartFileName(chart.name, format));
      } catch (error) {
        fail(error instanceof Error && error.message === t("exportFailed") ? error : null, t("exportFailed"));
      }
    },
  };
}
