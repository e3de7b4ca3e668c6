"use client";

import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import Link from "next/link";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconFileExport, IconPackageExport } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { EmptyCard } from "@/components/ui/empty-card";
import { JobStatus } from "./job-status";
import { LoadError } from "@/components/ui/load-error";
import { PageHeading } from "@/components/ui/page-heading";
import { errorMessage } from "@/lib/client/api";
import { exportApi, exportDownloadUrl } from "@/lib/client/export";
import type { ExportItem } from "@/lib/export/types";

/** How often the list is read again while an export is being made. */
const POLL_MS = 2_000;

const STATUS_COLORS: Record<ExportItem["status"], string> = {
  queued: "gray",
  running: "blue",
  done: "teal",
  failed: "red",
  expired: "gray",
};

/** The list as the API has it now, or what went wrong. */
async function readExports(networkError: string): Promise<{ items: ExportItem[] } | { error: string }> {
  try {
    return { items: (await exportApi.list()).data };
  } catch (error) {
    return { error: errorMessage(error, networkError) };
  }
}

const inProgress = (item: ExportItem) => item.status === "queued" || item.status === "running";

/**
 * /settings/export: the owners and admins export the workspace — its data as JSON and every file, in
 * one ZIP made in the background (the page follows its progress; an e-mail says when it is ready) —
 * and download the archives of the last week.
 */
export function ExportSettings({ initial, workspaceName }: { initial: ExportItem[]; workspaceName: string }) {
  const t = useTranslations("settings.export");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  const [items, setItems] = useState(initial);
  const [starting, setStarting] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const running = items.some(inProgress);

  const refresh = async () => {
    const read = await readExports(tErrors("networkError"));
    if ("error" in read) setLoadError(read.error);
    else {
      setItems(read.items);
      setLoadError(null);
    }
  };

  // While one is being made, the list is read again every few seconds (its progress, then done).
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(() => {
      void readExports(tErrors("networkError")).then((read) => {
        if (stopped) return;
        if ("error" in read) setLoadError(read.error);
        else {
          setItems(read.items);
          setLoadError(null);
        }
      });
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, tErrors]);

  const start = async () => {
    setStarting(true);
    try {
      const made = await exportApi.start();
      setItems((list) => [made, ...list.filter((item) => item.id !== made.id)].slice(0, 10));
      notifications.show({ color: "teal", message: made.status === "done" ? t("ready") : t("started") });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, tErrors("networkError")) });
    } finally {
      setStarting(false);
    }
  };

  const size = (bytes: number) =>
    bytes >= 1_048_576
      ? t("megabytes", { size: format.number(bytes / 1_048_576, { maximumFractionDigits: 1 }) })
      : t("kilobytes", { size: format.number(Math.max(1, Math.round(bytes / 1024))) });
  const moment = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <Stack gap="lg" maw={1000} data-testid="export-settings">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading title={t("title")} text={t("intro", { workspace: workspaceName })} />
        <Button
          leftSection={<IconPackageExport size={16} />}
          onClick={() => void start()}
          loading={starting}
          disabled={running}
          data-testid="export-start"
        >
          {t("start")}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("contents")}{" "}
        <Anchor
          component={Link}
          href="/settings/import"
          size="sm"
          underline="always"
          data-testid="export-import-link"
        >
          {t("importLink")}
        </Anchor>
      </Text>
      <LoadError error={loadError} retryLabel={t("retry")} onRetry={() => void refresh()} />
      {items.length === 0 ? (
        <EmptyCard
          icon={<IconFileExport size={28} aria-hidden />}
          title={t("emptyTitle")}
          text={t("emptyText")}
          testId="export-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="export-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("requested")}</Table.Th>
                <Table.Th>{t("status")}</Table.Th>
                <Table.Th>{t("holds")}</Table.Th>
                <Table.Th>{t("kept")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="export-row">
                  <Table.Td>
                    <Text size="sm">{moment(item.createdAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {item.requestedBy ? t("by", { name: item.requestedBy.name }) : t("byGone")}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <JobStatus
                      label={t(`statuses.${item.status}`)}
                      color={STATUS_COLORS[item.status]}
                      running={inProgress(item)}
                      progress={item.progress}
                      progressLabel={t("progress", { percent: item.progress })}
                      error={item.error ? t("failedBecause", { error: item.error }) : null}
                      testId="export-status"
                    />
                  </Table.Td>
                  <Table.Td>
                    {item.rows !== null && item.size !== null ? (
                      <Text size="sm">
                        {t("summary", { rows: item.rows, files: item.files ?? 0, size: size(item.size) })}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {item.expiresAt && item.status === "done" ? moment(item.expiresAt) : "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {item.status === "done" && (
                      <Button
                        component="a"
                        href={exportDownloadUrl(item.id)}
                        download
                        variant="light"
                        size="xs"
                        leftSection={<IconDownload size={14} />}
                        aria-label={t("downloadNamed", { date: moment(item.createdAt) })}
                        data-testid="export-download"
                      >
                        {t("download")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
