"use client";

import {
  ActionIcon,
  Anchor,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import {
  IconDownload,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconMovie,
  IconMusic,
  IconRefresh,
  IconX,
} from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { ATTACHMENT_MAX_BYTES, THUMB_HEIGHT } from "@/modules/online-chat/shared/constants";
import type { ChatAttachment } from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import type { Upload } from "./use-uploads";

/** An image is shown at most this tall in the conversation (its thumbnail is made for it). */
const SHOWN_HEIGHT = THUMB_HEIGHT / 1.5;
const SHOWN_WIDTH = 320;

/** A size in bytes as people read it (KB, MB), in the page's language. */
function useFileSize() {
  const format = useFormatter();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), "megabyte"]
        : bytes >= 1024
          ? [bytes / 1024, "kilobyte"]
          : [bytes, "byte"];
    // "45 B", "12 kB", "3.4 MB" ("short" spells a byte out).
    const unitDisplay = unit === "byte" ? "narrow" : "short";
    return format.number(value, { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 });
  };
}

function FileIcon({ contentType }: { contentType: string }) {
  const props = { size: 22, stroke: 1.5 };
  if (contentType === "application/pdf") return <IconFileTypePdf {...props} />;
  if (contentType.startsWith("audio/")) return <IconMusic {...props} />;
  if (contentType.startsWith("video/")) return <IconMovie {...props} />;
  if (contentType === "application/zip") return <IconFileZip {...props} />;
  if (contentType === "text/csv" || contentType.includes("spreadsheet") || contentType.includes("excel"))
    return <IconFileSpreadsheet {...props} />;
  if (contentType.startsWith("text/") || contentType.includes("word") || contentType === "application/json")
    return <IconFileText {...props} />;
  return <IconFile {...props} />;
}

/** The size an image is shown at: inside SHOWN_WIDTH × SHOWN_HEIGHT, never enlarged. */
function shownSize(attachment: ChatAttachment): { width: number; height: number } {
  const width = attachment.width ?? SHOWN_WIDTH;
  const height = attachment.height ?? SHOWN_HEIGHT;
  const scale = Math.min(1, SHOWN_WIDTH / width, SHOWN_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A message's files: images as thumbnails (their place kept while they load; a click or Enter opens
 * the full image with its download), audio and video with the browser's player, other files as a
 * card with their type, size and download.
 */
export function AttachmentList({ attachments }: { attachments: readonly ChatAttachment[] }) {
  const t = useTranslations("onlineChat");
  const size = useFileSize();
  const [open, setOpen] = useState<ChatAttachment | null>(null);
  const images = attachments.filter((a) => a.thumbUrl);
  const files = attachments.filter((a) => !a.thumbUrl);
  return (
    <Stack gap={6} data-testid="chat-attachments">
      {images.length > 0 && (
        <Group gap={6} align="flex-start">
          {images.map((image) => (
            <UnstyledButton
              key={image.id}
              className={classes.attachmentImage}
              onClick={() => setOpen(image)}
              aria-label={t("openImage", { name: image.name })}
              data-testid="chat-attachment-image"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route */}
              <img src={image.thumbUrl!} alt={image.name} loading="lazy" {...shownSize(image)} />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {files.map((file) => (
        <Paper
          key={file.id}
          withBorder
          radius="md"
          p="xs"
          className={classes.attachmentFile}
          data-testid="chat-attachment-file"
        >
          <Group gap="xs" wrap="nowrap">
            <FileIcon contentType={file.contentType} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Anchor href={file.url} target="_blank" rel="noopener" size="sm" truncate>
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {size(file.size)}
              </Text>
            </Stack>
            <ActionIcon
              component="a"
              href={file.url}
              download={file.name}
              variant="subtle"
              aria-label={t("download", { name: file.name })}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Group>
          {file.contentType.startsWith("audio/") && (
            <audio controls preload="none" src={file.url} className={classes.attachmentPlayer}>
              <track kind="captions" />
            </audio>
          )}
          {file.contentType.startsWith("video/") && (
            <video controls preload="none" src={file.url} className={classes.attachmentPlayer}>
              <track kind="captions" />
            </video>
          )}
        </Paper>
      ))}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name}
        size="auto"
        centered
        data-testid="chat-image-viewer"
      >
        {open && (
          <Stack gap="xs" align="center">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route */}
            <img src={open.url} alt={open.name} className={classes.attachmentFull} />
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {open.width && open.height ? `${open.width} × ${open.height} · ` : ""}
                {size(open.size)}
              </Text>
              <Anchor href={open.url} download={open.name} size="sm">
                {t("downloadFile")}
              </Anchor>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** The composer's files on their way: progress, what went wrong and retry, and × to take one back. */
export function UploadTray(props: {
  uploads: readonly Upload[];
  refused: string | null;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const t = useTranslations("onlineChat");
  const size = useFileSize();
  if (props.uploads.length === 0 && !props.refused) return null;
  return (
    <Stack gap={4} px="sm" pt="xs" data-testid="chat-upload-tray">
      <Group gap={6}>
        {props.uploads.map((upload) => (
          <Paper
            key={upload.key}
            withBorder
            radius="md"
            px="xs"
            py={4}
            className={classes.upload}
            data-state={upload.error ? "failed" : upload.attachment ? "ready" : "uploading"}
            data-testid="chat-upload"
          >
            <Group gap={6} wrap="nowrap">
              {upload.attachment?.thumbUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route
                <img
                  src={upload.attachment.thumbUrl}
                  alt=""
                  width={28}
                  height={28}
                  className={classes.uploadThumb}
                />
              ) : (
                <FileIcon contentType={upload.attachment?.contentType ?? upload.file.type} />
              )}
              <Stack gap={0} style={{ minWidth: 0, maxWidth: 180 }}>
                <Text size="xs" truncate>
                  {upload.file.name}
                </Text>
                <Text size="xs" c={upload.error ? "red" : "dimmed"} lineClamp={2}>
                  {upload.error ?? size(upload.file.size)}
                </Text>
              </Stack>
              {upload.error && upload.file.size <= ATTACHMENT_MAX_BYTES && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t("retryUpload", { name: upload.file.name })}
                  onClick={() => props.onRetry(upload.key)}
                >
                  <IconRefresh size={14} />
                </ActionIcon>
              )}
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={t("removeFile", { name: upload.file.name })}
                onClick={() => props.onRemove(upload.key)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
            {!upload.attachment && !upload.error && (
              <Progress
                value={upload.progress}
                size="xs"
                mt={4}
                aria-label={t("uploading", { name: upload.file.name })}
              />
            )}
          </Paper>
        ))}
      </Group>
      {props.refused && (
        <Text size="xs" c="red" role="alert">
          {props.refused}
        </Text>
      )}
    </Stack>
  );
}
