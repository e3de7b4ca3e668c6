"use client";

import { ActionIcon, Anchor, Badge, Box, Card, Group, Menu, Skeleton, Stack, Text } from "@mantine/core";
import { useInViewport } from "@mantine/hooks";
import { IconDots } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { useTimeZone } from "@/lib/client/time-zone";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvQueries } from "@/modules/data-visualization/client/api";
import type { DashboardSummary } from "@/modules/data-visualization/shared/types";
import { dvHrefs, type DvPlace } from "@/modules/data-visualization/shared/urls";
import { ChartThumbnail } from "../chart-thumbnail";
import { THUMB_SIZE } from "@/modules/data-visualization/shared/thumbnail";

/**
 * The cover chart's data, read once the card is on screen (a long list reads only what is seen), in
 * the browser's zone; its style is not in the list's answer, so the thumbnail infers it.
 */
function CoverThumbnail({ moduleId, dashboard }: { moduleId: string; dashboard: DashboardSummary }) {
  const t = useTranslations("dataVisualization.list");
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  // Once seen, the card keeps its thumbnail when scrolled away.
  if (inViewport && !seen) setSeen(true);
  const zone = useTimeZone(null);
  const cover = dashboard.coverChartId;
  const spec = seen && zone && cover ? dvQueries.data(moduleId, dashboard.id, zone, [cover]) : null;
  const data = useQuery(spec, { staleTime: 60_000 });
  const chart = data.data?.charts[0];
  return (
    <Box ref={ref} h={THUMB_SIZE.height} data-testid="visualization-thumbnail">
      {!cover ? (
        <Text size="xs" c="dimmed" h={THUMB_SIZE.height} lh={`${THUMB_SIZE.height}px`} ta="center">
          {t("noCharts")}
        </Text>
      ) : data.error || chart?.error ? (
        // The source's own reason when it refused (a connector down), else that the read failed.
        <Text
          size="xs"
          c="dimmed"
          h={THUMB_SIZE.height}
          ta="center"
          lineClamp={2}
          title={chart?.error ?? undefined}
        >
          {chart?.error ?? errorMessage(data.error, t("thumbnailFailed"))}
        </Text>
      ) : chart ? (
        <ChartThumbnail
          points={chart.points}
          style={null}
          label={t("thumbnail", { name: dashboard.name })}
          empty={t("thumbnailEmpty")}
        />
      ) : (
        <Skeleton h={THUMB_SIZE.height} />
      )}
    </Box>
  );
}

/** A visualization's actions: open, rename, delete (each by the module's rights). */
function CardMenu(props: {
  place: DvPlace;
  dashboard: DashboardSummary;
  info: ModuleInfo;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("dataVisualization.list");
  const tc = useTranslations("common");
  const { dashboard, info } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("actions", { name: dashboard.name })}
          data-testid="visualization-menu"
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href={dvHrefs.visualization(props.place, dashboard.id)}>
          {t("open")}
        </Menu.Item>
        {info.access.edit && <Menu.Item onClick={props.onRename}>{t("rename")}</Menu.Item>}
        {info.access.delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={props.onDelete}>
              {tc("delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One visualization of the list: its cover chart small, name, description, charts and when it changed. */
export function DashboardCard(props: {
  place: DvPlace;
  dashboard: DashboardSummary;
  info: ModuleInfo;
  /** The clock of "updated … ago" (the server's render, so the HTML and the hydrated page agree). */
  now: Date;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("dataVisualization.list");
  const format = useFormatter();
  const { dashboard, place } = props;
  const href = dvHrefs.visualization(place, dashboard.id);
  return (
    <Card withBorder padding="md" data-testid="visualization-card" data-dashboard-id={dashboard.id}>
      <Card.Section withBorder inheritPadding py="xs">
        <CoverThumbnail moduleId={place.moduleId} dashboard={dashboard} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} href={href} fw={600} lineClamp={1} data-testid="visualization-card-name">
            {dashboard.name}
          </Anchor>
          <CardMenu {...props} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
          {dashboard.description || t("noDescription")}
        </Text>
        <Group gap={6} justify="space-between">
          <Badge variant="light" color="blue" data-testid="visualization-charts">
            {t("charts", { count: dashboard.chartCount })}
          </Badge>
          <Text size="xs" c="dimmed">
            {t("updated", {
              // A change after the page was rendered (a live update) reads "now", never "in … seconds".
              when: format.relativeTime(
                new Date(Math.min(Date.parse(dashboard.updatedAt), props.now.getTime())),
                props.now,
              ),
            })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
