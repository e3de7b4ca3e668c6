"use client";

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet, IconPlugConnected, IconTrash, IconUpload, IconX } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvQueries, dvSourcesApi } from "@/modules/data-visualization/client/api";
import { DATASET_MAX_BYTES, type Dataset } from "@/modules/data-visualization/shared/sources";
import type { Connect } from "./connect-dialog";
import { RowsPreview } from "./rows-preview";

// The browser's types narrow the picker; the server reads the file by its contents and name.
const ACCEPT = {
  "text/csv": [".csv"],
  "text/tab-separated-values": [".tsv"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
};
const FORMAT = /\.(csv|tsv|xlsx)$/i;

/** What a rejected drop was: too large, of another type or more than one file. */
function rejection(rejections: FileRejection[]): "tooLarge" | "fileType" | "oneFile" {
  const codes = rejections.flatMap((item) => item.errors.map((error) => String(error.code)));
  if (codes.includes("too-many-files")) return "oneFile";
  return codes.includes("file-too-large") ? "tooLarge" : "fileType";
}

/** An uploaded file: its format, rows and columns, its first rows on demand, 'Connect' and delete. */
function DatasetCard(props: {
  moduleId: string;
  dataset: Dataset;
  access: ModuleInfo["access"];
  onConnect: Connect;
}) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const { dataset } = props;
  const [showing, setShowing] = useState(false);
  const remove = async () => {
    const confirmed = await confirmAction({
      title: t("deleteFileTitle"),
      message: t("deleteFileMessage", { name: dataset.name }),
      confirm: tc("delete"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await dvSourcesApi.deleteDataset(props.moduleId, dataset.id);
      invalidateQueries({ tag: moduleTag(props.moduleId) });
      notifications.show({ color: "teal", message: t("fileDeleted", { name: dataset.name }) });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("actionFailed")) });
    }
  };
  return (
    <Card withBorder padding="sm" data-testid="dv-dataset" data-dataset-id={dataset.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" miw={0} wrap="nowrap">
            <IconFileSpreadsheet size={20} aria-hidden />
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm" truncate>
                {dataset.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t("datasetFacts", { rows: dataset.rowCount, columns: dataset.columns.length })}
              </Text>
            </Stack>
            <Badge variant="light" color="gray">
              {dataset.format.toUpperCase()}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowing((on) => !on)}
              aria-expanded={showing}
            >
              {showing ? t("hidePreview") : t("showPreview")}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlugConnected size={14} aria-hidden />}
              onClick={() =>
                props.onConnect({ type: "dataset", id: dataset.id }, dataset.name.replace(/\.[^.]+$/, ""))
              }
              aria-label={t("connectTo", { name: dataset.name })}
              data-testid="dv-connect-dataset"
            >
              {t("connect")}
            </Button>
            {props.access.delete && (
              <Tooltip label={t("deleteFile", { name: dataset.name })}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => void remove()}
                  aria-label={t("deleteFile", { name: dataset.name })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {showing && (
          <RowsPreview
            spec={dvQueries.datasetRows(props.moduleId, dataset.id, 5)}
            caption={t("previewOf", { name: dataset.name })}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * 'Files': one CSV, TSV or XLSX file dropped or picked ('Support for a single upload.'), checked
 * against the 10 MB limit before it is sent, uploaded with its progress and stored as a dataset;
 * the module's datasets below, each to connect, preview or delete.
 */
export function FilesTab(props: { moduleId: string; access: ModuleInfo["access"]; onConnect: Connect }) {
  const t = useTranslations("dataVisualization.connect");
  const tc = useTranslations("common");
  const format = useFormatter();
  const datasets = useQuery(dvQueries.datasets(props.moduleId));
  const listError = useErrorText(datasets.error);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    // Checked here before anything is sent (the server checks again).
    if (file.size > DATASET_MAX_BYTES) {
      setProblem(t("tooLarge"));
      return;
    }
    if (!FORMAT.test(file.name)) {
      setProblem(t("fileType"));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, percent: 0 });
    try {
      await dvSourcesApi.uploadDataset(props.moduleId, file, {
        signal: controller.signal,
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
      invalidateQueries({ tag: moduleTag(props.moduleId) });
      notifications.show({ color: "teal", message: t("uploaded") });
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === "AbortError")) {
        notifications.show({ color: "red", message: t("uploadFailed") });
        setProblem(errorMessage(failure, t("uploadFailed")));
      }
    } finally {
      abort.current = null;
      setUpload(null);
    }
  };

  return (
    <Stack gap="md">
      {upload ? (
        <Card withBorder padding="md" data-testid="dv-upload-progress">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {t("uploading", { name: upload.name })}
              </Text>
              <Button variant="subtle" color="gray" size="compact-sm" onClick={() => abort.current?.abort()}>
                {tc("cancel")}
              </Button>
            </Group>
            <Progress
              value={upload.percent}
              aria-label={t("uploadProgress", { percent: upload.percent })}
              animated
            />
          </Stack>
        </Card>
      ) : (
        <Dropzone
          onDrop={(files) => {
            const [file] = files;
            if (file) void send(file);
          }}
          onReject={(rejections) => setProblem(t(rejection(rejections)))}
          accept={ACCEPT}
          maxSize={DATASET_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          aria-label={t("dropLabel")}
          data-testid="dv-file-dropzone"
        >
          <Group justify="center" gap="md" mih={120} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={32} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text fw={500}>{t("dropTitle")}</Text>
              <Text size="sm" c="dimmed">
                {t("single")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("dropHint", { size: format.number(DATASET_MAX_BYTES / 1024 / 1024) })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {problem && (
        <Text c="red" size="sm" role="alert" data-testid="dv-file-problem">
          {problem}
        </Text>
      )}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t("filesTitle")}
        </Text>
        <LoadError
          error={listError}
          title={t("filesFailed")}
          retryLabel={tc("retry")}
          onRetry={() => void datasets.refetch()}
        />
        {!datasets.data && !listError && <Skeleton h={56} aria-busy="true" />}
        {datasets.data?.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="dv-files-empty">
            {t("filesEmpty")}
          </Text>
        )}
        {datasets.data?.map((dataset) => (
          <DatasetCard
            key={dataset.id}
            moduleId={props.moduleId}
            dataset={dataset}
            access={props.access}
            onConnect={props.onConnect}
          />
        ))}
      </Stack>
    </Stack>
  );
}
