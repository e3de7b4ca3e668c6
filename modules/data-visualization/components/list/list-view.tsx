"use client";

import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChartBar, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { Page } from "@/lib/contracts/endpoint";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvApi, useDashboardsLive } from "@/modules/data-visualization/client/api";
import { dashboardPages } from "@/modules/data-visualization/client/list-pages";
import type { DashboardSummary } from "@/modules/data-visualization/shared/types";
import { dvHrefs, type DvPlace, type ListDialog } from "@/modules/data-visualization/shared/urls";
import { CreateDialogs } from "./create-dialogs";
import { DashboardCard } from "./dashboard-card";

// Opened on demand: the rename form and its name rule.
const RenameModal = dynamic(() => import("./rename-modal").then((module) => module.RenameModal));

/**
 * The module's visualizations (spec: …/data-visualization/dashboard): cards with their cover chart's
 * thumbnail, 'Create' opening 'Create a new visualization' and its three ways by their routes
 * (…/dashboard/add…), 'Load more' past the first page; read again when the module's room says so.
 */
export function ListView(props: {
  place: DvPlace;
  info: ModuleInfo;
  initial: Page<DashboardSummary>;
  dialog: ListDialog | null;
  renderedAt: string;
}) {
  const { place, info } = props;
  const t = useTranslations("dataVisualization.list");
  const tc = useTranslations("common");
  const hydrated = useHydrated();
  const seed = useServerSeed(props.initial);
  const list = usePagedQuery(dashboardPages(place.moduleId), {
    initialPage: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  useDashboardsLive(place.moduleId);
  const [renaming, setRenaming] = useState<DashboardSummary | null>(null);
  const items = list.items ?? [];
  const now = new Date(props.renderedAt);
  const createHref = dvHrefs.list(place, "add");

  const remove = async (dashboard: DashboardSummary) => {
    const confirmed = await confirmAction({
      title: t("deleteTitle"),
      message: t("deleteMessage", { name: dashboard.name, charts: dashboard.chartCount }),
      confirm: tc("delete"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await dvApi.deleteDashboard(place.moduleId, dashboard.id);
      list.setItems((current) => current.filter((item) => item.id !== dashboard.id));
      invalidateQueries({ tag: moduleTag(place.moduleId) });
      notifications.show({ color: "teal", message: t("deleted", { name: dashboard.name }) });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("actionFailed")) });
    }
  };

  return (
    <Stack gap="md" data-testid="data-visualization" data-ready={hydrated ? "true" : undefined}>
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("dashboards")}
        project={info.project}
        current={info.name}
        workspaceModules={t("workspaceModules")}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{t("title")}</Title>
          <Text size="sm" c="dimmed">
            {t("subtitle")}
          </Text>
        </Stack>
        {info.access.add && (
          <Button
            component={Link}
            href={createHref}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-visualization"
          >
            {t("create")}
          </Button>
        )}
      </Group>

      <LoadError
        error={list.error && errorMessage(list.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void list.refetch()}
      />

      {list.items === null && !list.error && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={190} radius="md" />
          ))}
        </SimpleGrid>
      )}

      {list.items !== null && items.length === 0 && (
        <Card withBorder padding="xl" data-testid="visualizations-empty">
          <Stack align="center" gap="xs">
            <IconChartBar size={40} stroke={1.3} aria-hidden />
            <Text fw={600}>{t("emptyTitle")}</Text>
            <Text c="dimmed" size="sm" ta="center" maw={520}>
              {info.access.add ? t("emptyText") : t("emptyReader")}
            </Text>
            {info.access.add && (
              <Button component={Link} href={createHref} leftSection={<IconPlus size={16} aria-hidden />}>
                {t("create")}
              </Button>
            )}
          </Stack>
        </Card>
      )}

      {items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="visualizations-grid">
          {items.map((dashboard) => (
            <DashboardCard
              key={dashboard.id}
              place={place}
              dashboard={dashboard}
              info={info}
              now={now}
              onRename={() => setRenaming(dashboard)}
              onDelete={() => void remove(dashboard)}
            />
          ))}
        </SimpleGrid>
      )}

      {list.moreError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(list.moreError, t("moreFailed"))}
        </Text>
      )}
      {list.hasMore && (
        <Group justify="center">
          <Button
            variant="default"
            loading={list.loadingMore}
            onClick={() => void list.loadMore()}
            data-testid="visualizations-more"
          >
            {t("loadMore")}
          </Button>
        </Group>
      )}

      {renaming && (
        <RenameModal
          moduleId={place.moduleId}
          dashboard={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(name) => {
            list.setItems((current) =>
              current.map((item) => (item.id === renaming.id ? { ...item, name } : item)),
            );
            setRenaming(null);
          }}
        />
      )}

      <CreateDialogs place={place} access={info.access} dialog={props.dialog} />
    </Stack>
  );
}
