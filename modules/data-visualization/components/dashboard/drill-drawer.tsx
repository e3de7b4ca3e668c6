"use client";

import { Anchor, Center, Drawer, Loader, Select, Stack, Text } from "@mantine/core";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { dvApi } from "@/modules/data-visualization/client/api";
import type { Chart, ChartData } from "@/modules/data-visualization/shared/types";
import { keyLabel, labelContext, pointSeriesLabel, type Translate } from "../charts/chart-labels";
import type { PointRef } from "../charts/chart-types";

const SEPARATOR = "\u0000";
const valueOf = (point: PointRef) => `${point.key}${SEPARATOR}${point.series ?? ""}`;
const pointOf = (value: string): PointRef => {
  const [key = "", series = ""] = value.split(SEPARATOR);
  return { key, series: series === "" ? null : series };
};

/**
 * The rows behind one point of a chart (drill-down): opened by a click on a bar, a slice or a point,
 * or from the widget's menu ('Show rows', the keyboard's way), with a choice of the chart's points.
 * Each row: its title (a link to where it opens), subtitle and date; 'more' when the server kept
 * some back; loading, empty and error states.
 */
export function DrillDrawer(props: {
  moduleId: string;
  dashboardId: string;
  chart: Chart;
  data: ChartData | undefined;
  point: PointRef | null;
  zone: string;
  onClose: () => void;
}) {
  const { chart, data, zone } = props;
  const t = useTranslations("dataVisualization.dashboard.drill");
  const tc = useTranslations("common");
  const tv = useTranslations("dataVisualization") as unknown as Translate;
  const locale = useLocale();
  const format = useFormatter();
  const ctx = useMemo(() => labelContext(chart, locale, tv), [chart, locale, tv]);
  const options = useMemo(() => {
    const seen = new Set<string>();
    return (data?.points ?? []).flatMap((one) => {
      const value = valueOf(one);
      if (seen.has(value)) return [];
      seen.add(value);
      const series = pointSeriesLabel(one, ctx);
      return [{ value, label: series ? `${keyLabel(one, ctx)} · ${series}` : keyLabel(one, ctx) }];
    });
  }, [data, ctx]);
  const [chosen, setChosen] = useState<string | null>(() =>
    props.point ? valueOf(props.point) : (options[0]?.value ?? null),
  );
  const point = chosen ? pointOf(chosen) : null;
  const spec = point
    ? customQuery(
        ["dv-rows", props.moduleId, props.dashboardId, chart.id, point.key, point.series, zone],
        () => dvApi.rows(props.moduleId, props.dashboardId, chart.id, point, zone),
        [moduleTag(props.moduleId)],
      )
    : null;
  const rows = useQuery(spec);
  const error = useErrorText(rows.error);

  return (
    <Drawer
      opened
      onClose={props.onClose}
      position="right"
      size="md"
      title={t("title", { name: chart.name })}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="drill-drawer"
    >
      <Stack gap="md">
        <Select
          label={t("point")}
          data={
            chosen && !options.some((option) => option.value === chosen)
              ? [
                  ...options,
                  { value: chosen, label: point ? keyLabel({ key: point.key, label: null }, ctx) : chosen },
                ]
              : options
          }
          value={chosen}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="drill-point"
        />
        <LoadError error={error} retryLabel={tc("retry")} onRetry={() => void rows.refetch()} />
        {rows.loading && (
          <Center py="lg" role="status" aria-label={t("loading")}>
            <Loader size="sm" />
          </Center>
        )}
        {rows.data && rows.data.rows.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="drill-empty">
            {t("empty")}
          </Text>
        )}
        {rows.data && rows.data.rows.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="drill-rows">
            {rows.data.rows.map((row) => (
              <li key={row.id} data-testid="drill-row">
                {row.href ? (
                  <Anchor component={Link} href={row.href} fw={500} size="sm">
                    {row.title}
                  </Anchor>
                ) : (
                  <Text fw={500} size="sm">
                    {row.title}
                  </Text>
                )}
                {row.subtitle && (
                  <Text size="xs" c="dimmed">
                    {row.subtitle}
                  </Text>
                )}
                {row.at && (
                  <Text size="xs" c="dimmed">
                    {format.dateTime(new Date(row.at), { dateStyle: "medium", timeZone: zone })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
        {rows.data?.more && (
          <Text size="xs" c="dimmed" data-testid="drill-more">
            {t("more")}
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
