"use client";

import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconHelp, IconPlus, IconSitemap, IconSparkles, IconTemplate } from "@tabler/icons-react";
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
import {
  automationApi,
  automationQueries,
  type ProcessFilters,
} from "@/modules/workflow-automation/client/api";
import type { ProcessSummary } from "@/modules/workflow-automation/shared/types";
import {
  automationHrefs,
  type AutomationPlace,
  type ListDialog,
} from "@/modules/workflow-automation/shared/urls";
import { FilterButton } from "./filter-button";
import { ProcessCard } from "./process-card";

// Opened on demand: the dialogs.
const RenameModal = dynamic(() => import("./rename-modal").then((module) => module.RenameModal));
const CreateDialog = dynamic(() => import("./create-dialog").then((module) => module.CreateDialog));
const TutorialDialog = dynamic(() => import("./tutorial-dialog").then((module) => module.TutorialDialog));
const TemplatesDialog = dynamic(() => import("./templates-dialog").then((module) => module.TemplatesDialog));
const InstancesDialog = dynamic(() =>
  import("../instances/instances-dialog").then((module) => module.InstancesDialog),
);

/**
 * The module's automations (spec: /project/{projectId}/workflow-automation): cards with their process
 * drawn small, 3 a row on large screens and 2 on medium; 'Create automation' and 'Create from
 * templates' open their dialogs by their routes, a card's 'Instances list' opens 'Automation
 * instances' by its route; 'Load more' past the first page.
 */
export function ListView(props: {
  place: AutomationPlace;
  info: ModuleInfo;
  initial: Page<ProcessSummary>;
  dialog: ListDialog | null;
  /** The automation whose runs 'Automation instances' shows, by its route. */
  instancesOf: string | null;
  /** The run it opens on (an inbox item's). */
  instanceId: string | null;
  /** Where 'Automation instances' goes back to (its `redirect`). */
  back: string;
  /** The person looking: templates are filled with them. */
  viewerId: string;
  renderedAt: string;
}) {
  const { place, info } = props;
  const t = useTranslations("workflowAutomation.list");
  const tc = useTranslations("common");
  const hydrated = useHydrated();
  const seed = useServerSeed(props.initial);
  const [filters, setFilters] = useState<Required<ProcessFilters>>({ q: "", state: null });
  const [q] = useDebouncedValue(filters.q.trim(), 300);
  const filtered = q !== "" || filters.state !== null;
  // The server's first page is the unfiltered list's.
  const list = usePagedQuery(automationQueries.processes(place.moduleId, { q, state: filters.state }), {
    initialPage: filtered ? undefined : (seed ?? undefined),
    staleTime: seed && !filtered ? SERVER_FRESH_MS : 0,
    keepPrevious: true,
  });
  const [renaming, setRenaming] = useState<ProcessSummary | null>(null);
  const [tutorial, setTutorial] = useState(false);
  const items = list.items ?? [];
  const now = new Date(props.renderedAt);
  const createHref = automationHrefs.list(place, "create");
  const templatesHref = automationHrefs.list(place, "create-from-templates");

  const replace = (next: ProcessSummary) => {
    list.setItems((current) => current.map((item) => (item.id === next.id ? { ...item, ...next } : item)));
    invalidateQueries({ tag: moduleTag(place.moduleId) });
  };

  const failed = (failure: unknown) =>
    notifications.show({ color: "red", message: errorMessage(failure, t("actionFailed")) });

  const remove = async (process: ProcessSummary) => {
    const confirmed = await confirmAction({
      title: t("deleteTitle", { name: process.resourceName }),
      message: t("deleteMessage"),
      confirm: tc("delete"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await automationApi.remove(place.moduleId, process.id);
      list.setItems((current) => current.filter((item) => item.id !== process.id));
      invalidateQueries({ tag: moduleTag(place.moduleId) });
      notifications.show({ color: "teal", message: t("deleted", { name: process.resourceName }) });
    } catch (failure) {
      failed(failure);
    }
  };

  const toggle = async (process: ProcessSummary) => {
    try {
      replace(await automationApi.update(place.moduleId, process.id, { enabled: !process.enabled }));
    } catch (failure) {
      failed(failure);
    }
  };

  const run = async (process: ProcessSummary) => {
    try {
      await automationApi.start(place.moduleId, process.id, crypto.randomUUID());
      invalidateQueries({ tag: moduleTag(place.moduleId) });
      notifications.show({
        color: "teal",
        message: (
          <Text size="sm">
            {t("runStarted", { name: process.resourceName })}{" "}
            <Link href={automationHrefs.instances(place, process.id)} scroll={false}>
              {t("instances")}
            </Link>
          </Text>
        ),
      });
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <Stack gap="md" data-testid="workflow-automation" data-ready={hydrated ? "true" : undefined}>
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("dashboards")}
        project={info.project}
        current={info.name}
        workspaceModules={t("workspaceModules")}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{info.name}</Title>
          <Text size="sm" c="dimmed">
            {t("subtitle")}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconHelp size={16} aria-hidden />}
            onClick={() => setTutorial(true)}
            data-testid="automation-tutorial-open"
          >
            {t("tutorial")}
          </Button>
          <FilterButton value={filters} onChange={setFilters} />
          {info.access.add && (
            <>
              <Button
                component={Link}
                href={automationHrefs.generate(place)}
                variant="default"
                leftSection={<IconSparkles size={16} aria-hidden />}
                data-testid="automation-ask-ai"
              >
                {t("askAi")}
              </Button>
              <Button
                component={Link}
                href={templatesHref}
                variant="default"
                leftSection={<IconTemplate size={16} aria-hidden />}
                data-testid="create-from-templates"
              >
                {t("fromTemplates")}
              </Button>
              <Button
                component={Link}
                href={createHref}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="create-automation"
              >
                {t("create")}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <LoadError
        error={list.error && errorMessage(list.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void list.refetch()}
      />

      {list.items === null && !list.error && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={280} radius="md" />
          ))}
        </SimpleGrid>
      )}

      {list.items !== null && items.length === 0 && filtered && (
        <Card withBorder padding="xl" data-testid="automations-none-match">
          <Stack align="center" gap="xs">
            <Text c="dimmed">{t("noneMatch")}</Text>
            <Button variant="default" onClick={() => setFilters({ q: "", state: null })}>
              {t("clearFilter")}
            </Button>
          </Stack>
        </Card>
      )}

      {list.items !== null && items.length === 0 && !filtered && (
        <Card withBorder padding="xl" data-testid="automations-empty">
          <Stack align="center" gap="xs">
            <IconSitemap size={40} stroke={1.3} aria-hidden />
            <Text fw={600}>{t("emptyTitle")}</Text>
            <Text c="dimmed" size="sm" ta="center" maw={520}>
              {t("emptyText")}
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
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="automations-grid">
          {items.map((process) => (
            <ProcessCard
              key={process.id}
              place={place}
              process={process}
              info={info}
              now={now}
              onRename={() => setRenaming(process)}
              onToggle={() => void toggle(process)}
              onRun={() => void run(process)}
              onDelete={() => void remove(process)}
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
          <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            {t("loadMore")}
          </Button>
        </Group>
      )}

      {renaming && (
        <RenameModal
          moduleId={place.moduleId}
          process={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(next) => {
            replace(next);
            setRenaming(null);
          }}
        />
      )}
      {tutorial && <TutorialDialog onClose={() => setTutorial(false)} />}
      {props.dialog === "create" && info.access.add && (
        <CreateDialog place={place} viewerId={props.viewerId} />
      )}
      {props.dialog === "create-from-templates" && info.access.add && (
        <TemplatesDialog place={place} viewerId={props.viewerId} />
      )}
      {props.instancesOf && (
        <InstancesDialog
          place={place}
          processId={props.instancesOf}
          instanceId={props.instanceId}
          back={props.back}
          info={info}
          viewerId={props.viewerId}
        />
      )}
    </Stack>
  );
}
