"use client";

import { Box, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { customQuery, moduleTag } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { dvApi, type PreviewBody } from "@/modules/data-visualization/client/api";
import type { ChartSource, ChartStyle } from "@/modules/data-visualization/shared/chart";
import { ChartBody } from "../charts/chart-body";
import { filtersOf, sourceOf, type ChartFormValues } from "./chart-form";

/** How long the form stays still before its preview is read (the spec's 500 ms). */
export const PREVIEW_DEBOUNCE_MS = 500;

/**
 * The 'Add Item' dialog's live preview: the chart as the form describes it, read from the server
 * (POST …/preview, under the chosen dashboard's filters) half a second after the form stops
 * changing and drawn with the dashboard's own chart components; the previous drawing stays while the
 * next one loads.
 */
export function ChartPreview(props: { moduleId: string; values: ChartFormValues; zone: string | null }) {
  const { values, zone } = props;
  const t = useTranslations("dataVisualization.addChart");
  const body = useMemo((): PreviewBody | null => {
    const source = sourceOf(values);
    if (!source) return null;
    return {
      style: values.style,
      source,
      filters: filtersOf(values),
      dashboardId: values.dashboardId,
      ...(zone ? { zone } : {}),
    };
  }, [values, zone]);
  const [debounced] = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const spec = useMemo(
    () =>
      debounced
        ? customQuery(
            ["dv-preview", props.moduleId, debounced],
            () => dvApi.preview(props.moduleId, debounced),
            [moduleTag(props.moduleId)],
          )
        : null,
    [debounced, props.moduleId],
  );
  const preview = useQuery(spec, { keepPrevious: true });
  const error = useErrorText(preview.error);
  // The data shown is drawn as the form was when it was asked for (a style's data has its own shape).
  const [drawn, setDrawn] = useState<PreviewBody | null>(null);
  if (preview.data && !preview.previous && debounced && drawn !== debounced) setDrawn(debounced);
  const shown = drawn ?? debounced;
  const shape = shown
    ? { style: (shown.style ?? "bar") as ChartStyle, source: shown.source as ChartSource }
    : null;
  const waiting = body !== debounced || preview.fetching;

  return (
    <Card withBorder radius="md" padding="sm" data-testid="chart-preview" aria-busy={waiting}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {values.name.trim() || t("untitled")}
          </Text>
          <Group gap={6} wrap="nowrap">
            {waiting && body && <Loader size={14} aria-hidden />}
            <Text size="xs" c="dimmed">
              {t("preview")}
            </Text>
          </Group>
        </Group>
        <Box h={320}>
          {!body || !shape ? (
            <Stack h="100%" justify="center" align="center">
              <Text size="sm" c="dimmed" ta="center" maw={280}>
                {t("previewWaiting")}
              </Text>
            </Stack>
          ) : (
            <ChartBody
              chart={{ name: values.name, color: values.color, style: shape.style, source: shape.source }}
              data={preview.data}
              error={error}
            />
          )}
        </Box>
      </Stack>
    </Card>
  );
}
