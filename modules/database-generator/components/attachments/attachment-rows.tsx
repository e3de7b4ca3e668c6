"use client";

import { ActionIcon, Anchor, Group, Progress, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconDownload, IconRefresh, IconTrash, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { Attachment } from "@/modules/database-generator/shared/types";
import { isImage } from "./attachment-rules";
import classes from "./attachments.module.css";
import { FileIcon } from "./file-icon";
import type { UploadItem } from "./use-attachment-uploads";
import { useFileSize } from "./use-file-size";

/**
 * A file of the cell: its thumbnail (a button opening the preview) or its type's icon, its name (a
 * link opening it in a new tab) and size, its download, and a remove button for who may edit. A file
 * the record does not describe (not read back yet) is named "File" and can only be removed.
 */
export function AttachmentRow(props: {
  id: string;
  file: Attachment | undefined;
  disabled: boolean;
  onPreview: (file: Attachment) => void;
  onRemove: () => void;
}) {
  const { file, disabled } = props;
  const t = useTranslations("databaseGenerator.attachments");
  const size = useFileSize();
  const name = file?.name ?? t("unknownFile");
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      className={classes.row}
      data-testid="attachment-item"
      data-file-id={props.id}
    >
      {file && isImage(file) ? (
        <UnstyledButton
          className={classes.rowThumb}
          onClick={() => props.onPreview(file)}
          aria-label={t("preview", { name })}
          data-testid="attachment-preview-open"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route */}
          <img src={file.thumbUrl!} alt="" loading="lazy" width={40} height={40} />
        </UnstyledButton>
      ) : (
        <div className={classes.rowIcon}>
          <FileIcon contentType={file?.contentType ?? ""} name={file?.name} size={20} />
        </div>
      )}
      <Stack gap={0} miw={0} flex={1}>
        {file ? (
          <Anchor
            href={file.url}
            target="_blank"
            rel="noopener"
            size="sm"
            truncate
            title={t("openNewTab", { name })}
            data-testid="attachment-open"
          >
            {name}
          </Anchor>
        ) : (
          <Text size="sm" truncate c="dimmed">
            {name}
          </Text>
        )}
        {file && (
          <Text size="xs" c="dimmed">
            {size(file.size)}
          </Text>
        )}
      </Stack>
      {file && (
        <ActionIcon
          component="a"
          href={file.url}
          download={file.name}
          variant="subtle"
          color="gray"
          aria-label={t("download", { name })}
          data-testid="attachment-download"
        >
          <IconDownload size={16} aria-hidden />
        </ActionIcon>
      )}
      {!disabled && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("remove", { name })}
          onClick={props.onRemove}
          data-testid="attachment-remove"
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * A file on its way: its progress with a cancel button; uploaded (waiting for the others of its
 * batch); or failed with the reason, a retry (unless it cannot help) and a button to dismiss it.
 */
export function UploadRow(props: { upload: UploadItem; onRetry: () => void; onRemove: () => void }) {
  const { upload } = props;
  const t = useTranslations("databaseGenerator.attachments");
  const size = useFileSize();
  const name = upload.file.name;
  return (
    <Stack gap={4} className={classes.row} data-state={upload.status} data-testid="attachment-upload">
      <Group gap="xs" wrap="nowrap">
        <div className={classes.rowIcon}>
          <FileIcon contentType={upload.file.type} name={name} size={20} />
        </div>
        <Stack gap={0} miw={0} flex={1}>
          <Text size="sm" truncate>
            {name}
          </Text>
          {upload.status === "failed" ? (
            <Text size="xs" c="red" role="alert" data-testid="attachment-upload-error">
              {upload.error}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {upload.status === "done"
                ? t("uploaded")
                : t("progress", { size: size(upload.file.size), percent: upload.progress })}
            </Text>
          )}
        </Stack>
        {upload.status === "done" && (
          <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
        )}
        {upload.status === "failed" && !upload.final && (
          <ActionIcon
            variant="subtle"
            aria-label={t("retry", { name })}
            onClick={props.onRetry}
            data-testid="attachment-upload-retry"
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t(upload.status === "failed" ? "dismiss" : "cancel", { name })}
          onClick={props.onRemove}
          data-testid="attachment-upload-cancel"
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {upload.status === "uploading" && (
        <Progress
          value={upload.progress}
          size="xs"
          aria-label={t("uploading", { name })}
          animated={upload.progress >= 100}
        />
      )}
    </Stack>
  );
}
