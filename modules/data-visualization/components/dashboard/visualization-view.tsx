"use client";

import { Alert, Anchor, Button, Card, Center, Loader, Modal, Stack, Tabs, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChartHistogram, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useTimeZone } from "@/lib/client/time-zone";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvApi } from "@/modules/data-visualization/client/api";
import type { Chart, Dashboard } from "@/modules/data-visualization/shared/types";
import type { PointRef } from "../charts/chart-types";
import { ChartGrid } from "./chart-grid";
import { ContentTab } from "./content-tab";
import { DrillDrawer } from "./drill-drawer";
import { dvHrefs, VISUALIZATION_TABS, type VisualizationTab } from "./hrefs";
import { arrangedLayout, placesToSave, withPlaces, type GridEntry } from "./layout-places";
import { useChartActions } from "./use-chart-actions";
import { useVisualizationData, type FirstData } from "./use-visualization-data";
import { useVisualizationUrl } from "./use-visualization-url";
import { VisualizationHeader } from "./visualization-header";
import { PublishButton } from "../publish/publish-button";

// The settings form and the 'Add Item' dialog (its form, preview and sources) load when first shown.
const SettingsTab = dynamic(() => import("./settings-tab").then((module) => module.SettingsTab), {
  loading: () => <PanelLoader />,
});
const AddChartDialog = dynamic(
  () => import("../add-chart/add-chart-dialog").then((module) => module.AddChartDialog),
  { loading: () => <DialogLoader /> },
);
const ArrangeChartModal = dynamic(() =>
  import("./arrange-chart-modal").then((module) => module.ArrangeChartModal),
);

/**
 * A visualization (…/data-visualization/{dataVisualizationId}?active=view|content|settings): its
 * charts on a grid (View), as a table (Content), and its settings; Add chart opens the 'Add Item'
 * dialog (…/add-chart). First state from the server's render, then live.
 */
export function VisualizationView(props: {
  info: ModuleInfo;
  workspaceId: string;
  initial: Dashboard;
  first: FirstData | null;
  savedZone: string | null;
  toldZone: string | null;
}) {
  const { info } = props;
  const t = useTranslations("dataVisualization.dashboard");
  const tc = useTranslations("common");
  const hydrated = useHydrated();
  const place = useMemo(() => ({ projectId: info.project?.id ?? null, moduleId: info.id }), [info]);
  const url = useVisualizationUrl(place, props.initial.id);
  const zone = useTimeZone(props.savedZone, props.toldZone) ?? props.first?.zone ?? null;
  const { dashboard: dashboardQuery, data: dataQuery } = useVisualizationData({
    moduleId: info.id,
    initial: props.initial,
    first: props.first,
    zone,
  });
  const dashboard = dashboardQuery.data ?? props.initial;
  const dashboardError = useErrorText(dashboardQuery.error);
  const dataError = useErrorText(dataQuery.error);
  const gone = dashboardQuery.error?.status === 404;
  const dataById = useMemo(
    () => new Map((dataQuery.data?.charts ?? []).map((chart) => [chart.id, chart])),
    [dataQuery.data],
  );
  const [generation, setGeneration] = useState(0);
  const [drill, setDrill] = useState<{ chart: Chart; point: PointRef | null } | null>(null);
  const [arranging, setArranging] = useState<Chart | null>(null);
  const setDashboard = (next: Dashboard) => dashboardQuery.setData(() => next);
  const actions = useChartActions({
    moduleId: info.id,
    dashboard,
    onEdit: (chart) => url.openDialog({ chartId: chart.id }),
    onDashboard: setDashboard,
  });

  /** Saves the places a drag or resize left: shown at once, put back (with the server's message) if refused. */
  const savePlaces = async (layout: readonly GridEntry[]) => {
    const places = placesToSave(dashboard.charts, layout);
    if (!places) return;
    const before = dashboard;
    dashboardQuery.setData(
      (current) => current && { ...current, charts: withPlaces(current.charts, places) },
    );
    try {
      setDashboard(await dvApi.saveLayout(info.id, dashboard.id, places));
    } catch (error) {
      dashboardQuery.setData(() => before);
      setGeneration((value) => value + 1);
      notifications.show({
        color: "red",
        title: t("layoutFailed"),
        message: errorMessage(error, t("actionFailed")),
      });
      void dashboardQuery.refetch();
    }
  };

  if (gone) {
    return (
      <Stack gap="md" data-testid="visualization-page">
        <Alert color="yellow" role="alert" title={t("goneTitle")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("goneText")}</Text>
            <Anchor component={Link} href={dvHrefs.list(place)} size="sm">
              {t("backToList")}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="visualization-page" data-ready={hydrated ? "true" : undefined}>
      <VisualizationHeader
        info={info}
        place={place}
        name={dashboard.name}
        description={dashboard.description}
        onAddChart={() => url.openDialog()}
        // The Publish button (share links) goes here when it is built.
        publishSlot={
          info.access.edit ? (
            <PublishButton
              moduleId={info.id}
              dashboardId={dashboard.id}
              dashboardFilters={dashboard.filters}
              workspaceId={props.workspaceId}
            />
          ) : null
        }
      />
      <LoadError
        error={dashboardError}
        retryLabel={tc("retry")}
        onRetry={() => void dashboardQuery.refetch()}
      />
      <Tabs
        value={url.active}
        onChange={(value) => value && url.setTab(value as VisualizationTab)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t("tabsLabel")}>
          {VISUALIZATION_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="view" pt="md">
          {dashboard.charts.length === 0 ? (
            <Card withBorder padding="xl" data-testid="visualization-empty">
              <Stack align="center" gap="xs">
                <IconChartHistogram size={40} stroke={1.3} aria-hidden />
                <Text fw={600} size="lg" component="h3" m={0}>
                  {t("emptyTitle")}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {info.access.add ? t("emptyText") : t("emptyReader")}
                </Text>
                {info.access.add && (
                  <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => url.openDialog()}>
                    {t("addChart")}
                  </Button>
                )}
              </Stack>
            </Card>
          ) : (
            <Stack gap="xs">
              <LoadError
                error={dataQuery.data ? dataError : null}
                retryLabel={tc("retry")}
                onRetry={() => void dataQuery.refetch()}
              />
              <ChartGrid
                name={dashboard.name}
                charts={dashboard.charts}
                data={dataById}
                dataError={dataError}
                access={info.access}
                actions={actions}
                coverChartId={dashboard.coverChartId}
                generation={generation}
                onPlaces={(layout) => void savePlaces(layout)}
                onDrill={(chart, point) => setDrill({ chart, point })}
                onArrange={setArranging}
              />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="content" pt="md">
          <ContentTab
            moduleId={info.id}
            zone={zone ?? "UTC"}
            charts={dashboard.charts}
            data={dataById}
            access={info.access}
            actions={actions}
            coverChartId={dashboard.coverChartId}
            onAddChart={() => url.openDialog()}
          />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab
            info={info}
            place={place}
            workspaceId={props.workspaceId}
            dashboard={dashboard}
            onSaved={setDashboard}
          />
        </Tabs.Panel>
      </Tabs>

      {url.dialog && (
        <AddChartDialog
          info={info}
          dashboard={dashboard}
          workspaceId={props.workspaceId}
          zone={zone}
          query={url.dialog}
          onClose={url.closeDialog}
        />
      )}
      {arranging && (
        <ArrangeChartModal
          chart={arranging}
          onClose={() => setArranging(null)}
          onArrange={(chart, place) => {
            setArranging(null);
            void savePlaces(arrangedLayout(dashboard.charts, chart.id, place));
          }}
        />
      )}
      {drill && zone && (
        <DrillDrawer
          key={drill.chart.id + (drill.point ? `:${drill.point.key}:${drill.point.series}` : "")}
          moduleId={info.id}
          dashboardId={dashboard.id}
          chart={drill.chart}
          data={dataById.get(drill.chart.id)}
          point={drill.point}
          zone={dataById.get(drill.chart.id)?.zone ?? zone}
          onClose={() => setDrill(null)}
        />
      )}
    </Stack>
  );
}

/** The settings tab's place while its form loads. */
function PanelLoader() {
  const t = useTranslations("dataVisualization.dashboard");
  return (
    <Center py="xl" role="status" aria-label={t("loading")}>
      <Loader size="sm" />
    </Center>
  );
}

/** The 'Add Item' dialog's frame while its form loads. */
function DialogLoader() {
  const t = useTranslations("dataVisualization.addChart");
  return (
    <Modal opened onClose={() => undefined} title={t("title")} size={1120} withCloseButton={false}>
      <Center py="xl" role="status" aria-label={t("loading")}>
        <Loader size="sm" />
      </Center>
    </Modal>
  );
}
