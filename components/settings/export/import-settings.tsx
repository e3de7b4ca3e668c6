"use client";

import {
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowRight, IconFileImport, IconFileZip, IconPackageImport } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { EmptyCard } from "@/components/ui/empty-card";
import { JobStatus } from "./job-status";
import { LoadError } from "@/components/ui/load-error";
import { PageHeading } from "@/components/ui/page-heading";
import { useWorkspaceSwitch } from "@/components/workspaces/switch-workspace";
import { errorMessage } from "@/lib/client/api";
import { importApi } from "@/lib/client/export";
import { IMPORT_MAX_BYTES, type ImportItem } from "@/lib/export/types";

/** How often the list is read again while an import runs. */
const POLL_MS = 2_000;

const STATUS_COLORS: Record<ImportItem["status"], string> = {
  queued: "gray",
  running: "blue",
  done: "teal",
  failed: "red",
};

const inProgress = (item: ImportItem) => item.status === "queued" || item.status === "running";

/**
 * /settings/import: a person brings a workspace's export archive (made by Export workspace, on this
 * server or another) into a new workspace they own — the upload with its progress, then the import's
 * progress (a job reads it), what it made, and a way into the new workspace.
 */
export function ImportSettings({ initial }: { initial: ImportItem[] }) {
  const t = useTranslations("settings.import");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  const { switching, switchTo } = useWorkspaceSwitch();
  const [items, setItems] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const running = items.some(inProgress);

  const refresh = async () => {
    try {
      setItems((await importApi.list()).data);
      setLoadError(null);
    } catch (error) {
      setLoadError(errorMessage(error, tErrors("networkError")));
    }
  };

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(() => {
      void importApi.list().then(
        (list) => !stopped && (setItems(list.data), setLoadError(null)),
        (error: unknown) => !stopped && setLoadError(errorMessage(error, tErrors("networkError"))),
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, tErrors]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(
      chosen && !/\.zip$/i.test(chosen.name)
        ? t("errors.notZip")
        : chosen && chosen.size > IMPORT_MAX_BYTES
          ? tErrors("importTooLarge")
          : null,
    );
  };

  const start = async () => {
    if (!file || fileError) return;
    setUploading(0);
    try {
      const made = await importApi.start(file, name.trim() || null, setUploading);
      setItems((list) => [made, ...list.filter((item) => item.id !== made.id)].slice(0, 10));
      setFile(null);
      setName("");
      notifications.show({ color: "teal", message: made.status === "done" ? t("done") : t("started") });
    } catch (error) {
      setFileError(errorMessage(error, tErrors("networkError")));
    } finally {
      setUploading(null);
    }
  };

  const moment = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <Stack gap="lg" maw={1000} data-testid="import-settings">
      <PageHeading title={t("title")} text={t("intro")} />
      <Card
        withBorder
        padding="lg"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Stack gap="md">
          <FileInput
            label={t("file")}
            description={t("fileHint")}
            placeholder={t("filePlaceholder")}
            accept=".zip,application/zip"
            value={file}
            onChange={choose}
            error={fileError}
            leftSection={<IconFileZip size={16} aria-hidden />}
            clearable
            withAsterisk
            disabled={uploading !== null}
            data-testid="import-file"
          />
          <TextInput
            label={t("name")}
            description={t("nameHint")}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={uploading !== null}
            data-testid="import-name"
          />
          {uploading !== null && (
            <Stack gap={4} role="status">
              <Text size="sm">{t("uploading", { percent: uploading })}</Text>
              <Progress value={uploading} animated aria-label={t("uploadProgress")} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconPackageImport size={16} />}
              disabled={!file || fileError !== null || running}
              loading={uploading !== null}
              data-testid="import-start"
            >
              {t("start")}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t("what")}
          </Text>
        </Stack>
      </Card>
      <LoadError error={loadError} retryLabel={t("retry")} onRetry={() => void refresh()} />
      {items.length === 0 ? (
        <EmptyCard
          icon={<IconFileImport size={28} aria-hidden />}
          title={t("emptyTitle")}
          text={t("emptyText")}
          testId="import-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="import-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("workspace")}</Table.Th>
                <Table.Th>{t("status")}</Table.Th>
                <Table.Th>{t("made")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="import-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {moment(item.createdAt)}
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
                      testId="import-status"
                    />
                  </Table.Td>
                  <Table.Td>
                    {item.rows !== null ? (
                      <Stack gap={2}>
                        <Text size="sm" data-testid="import-summary">
                          {t("summary", { rows: item.rows, files: item.files ?? 0 })}
                        </Text>
                        {item.people && (
                          <Text size="xs" c="dimmed">
                            {t("people", { matched: item.people.matched, made: item.people.made })}
                          </Text>
                        )}
                        {item.leftOut ? (
                          <Text size="xs" c="dimmed">
                            {t("leftOut", { count: item.leftOut })}
                          </Text>
                        ) : null}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {item.status === "done" && item.workspaceId && (
                      <Button
                        variant="light"
                        size="xs"
                        rightSection={<IconArrowRight size={14} />}
                        loading={switching === item.workspaceId}
                        onClick={() => void switchTo(item.workspaceId!)}
                        aria-label={t("openNamed", { name: item.name })}
                        data-testid="import-open"
                      >
                        {t("open")}
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
