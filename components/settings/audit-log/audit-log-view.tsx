"use client";

import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFilterOff, IconHistory } from "@tabler/icons-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeading } from "@/components/ui/page-heading";
import type { AuditEntry, AuditSettings } from "@/lib/audit/types";
import { AUDIT_LOG_TAG, auditLogApi, auditLogQueries, type AuditFilters } from "@/lib/client/audit-log";
import { invalidateQueries } from "@/lib/client/query/cache";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import type { Page } from "@/lib/contracts/endpoint";
import { AuditLogFilters } from "./audit-log-filters";
import { auditSearch, hasFilters, sameFilters, type AuditFilterKey } from "./audit-log-search";
import { AuditLogTable } from "./audit-log-table";
import { AuditRetentionCard } from "./audit-retention-card";

/**
 * /settings/audit-log: the workspace's administrative actions, newest first, filtered by the URL's
 * filters (changed here without leaving the page), each opened in place to show what changed;
 * "Load more", the CSV of the filtered log, and how long entries are kept. `initialPage` is the first
 * page for `initialFilters` as the server read it with the page; `ignored` the address's filters it
 * left out as invalid.
 */
export function AuditLogView({
  initialFilters,
  ignored,
  initialPage,
  settings: initialSettings,
  workspaceName,
}: {
  initialFilters: AuditFilters;
  ignored: readonly AuditFilterKey[];
  initialPage: Page<AuditEntry>;
  settings: AuditSettings;
  workspaceName: string;
}) {
  const t = useTranslations("settings.auditLog");
  const pathname = usePathname();
  const [filters, setFilters] = useState(initialFilters);
  const [ignoredShown, setIgnoredShown] = useState(ignored.length > 0);

  const servedPage = useServerSeed(initialPage);
  const seed = servedPage && sameFilters(filters, initialFilters) ? servedPage : null;
  const list = usePagedQuery((cursor) => auditLogQueries.page(filters, cursor), {
    initialPage: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
    keepPrevious: true,
  });
  const errorText = useErrorText(list.error);
  const moreErrorText = useErrorText(list.moreError);

  const servedSettings = useServerSeed(initialSettings);
  const settingsQuery = useQuery(auditLogQueries.settings(), {
    initialData: servedSettings ?? undefined,
    staleTime: servedSettings ? SERVER_FRESH_MS : 0,
  });
  const settings = settingsQuery.data ?? initialSettings;

  // The address's invalid filters are dropped from it too, so a reload or a shared link reads cleanly.
  useEffect(() => {
    if (ignored.length > 0)
      window.history.replaceState(null, "", `${pathname}${auditSearch(initialFilters)}`);
  }, [ignored, initialFilters, pathname]);

  // The browser's history API: Next's router follows it without a server round trip (the log of the
  // new filters is read here).
  const change = (next: AuditFilters) => {
    setFilters(next);
    setIgnoredShown(false);
    window.history.replaceState(null, "", `${pathname}${auditSearch(next)}`);
  };

  const entries = list.items ?? [];
  const filtered = hasFilters(filters);
  const ignoredNames = ignored.map((key) => t(`filterNames.${key}`)).join(", ");

  return (
    <Stack gap="lg" maw={1200} data-testid="audit-log-settings">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading title={t("title")} text={t("intro", { workspace: workspaceName })} />
        <Button
          component="a"
          href={auditLogApi.exportHref(filters)}
          // The server names the file; this is the name without one.
          download="audit-log.csv"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid="audit-log-export"
        >
          {t("export")}
        </Button>
      </Group>
      {ignoredShown && (
        <Alert
          color="yellow"
          title={t("ignoredTitle")}
          withCloseButton
          closeButtonLabel={t("dismiss")}
          onClose={() => setIgnoredShown(false)}
          data-testid="audit-log-ignored"
        >
          {t("ignored", { names: ignoredNames })}
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("entries")}
        </Title>
        <AuditLogFilters filters={filters} actors={settings.actors} onChange={change} />
        <LoadError error={errorText} retryLabel={t("retry")} onRetry={() => void list.refetch()} />
        {!list.loading && entries.length === 0 ? (
          !errorText && (
            <Card withBorder radius="md" padding="xl" data-testid="audit-log-empty">
              <Stack align="center" gap={6}>
                <IconHistory size={28} aria-hidden />
                <Text fw={500}>{filtered ? t("emptyFilteredTitle") : t("emptyTitle")}</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {filtered ? t("emptyFilteredText") : t("emptyText")}
                </Text>
                {filtered && (
                  <Button
                    mt="sm"
                    variant="light"
                    leftSection={<IconFilterOff size={16} aria-hidden />}
                    onClick={() => change({})}
                  >
                    {t("clearFilters")}
                  </Button>
                )}
              </Stack>
            </Card>
          )
        ) : (
          <AuditLogTable entries={entries} loading={list.loading || list.previous} />
        )}
        <LoadMore list={list} error={moreErrorText} label={t("loadMore")} testId="audit-log-more" />
      </Stack>
      <AuditRetentionCard
        key={settings.retentionDays}
        retentionDays={settings.retentionDays}
        onSaved={(saved) => {
          settingsQuery.setData(() => saved);
          // The change is an entry of the log itself.
          invalidateQueries({ tag: AUDIT_LOG_TAG });
        }}
      />
    </Stack>
  );
}
