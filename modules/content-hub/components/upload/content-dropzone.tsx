"use client";

import { Group, Progress, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { notifications } from "@mantine/notifications";
import { IconFileUpload, IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ContentUpload } from "@/modules/content-hub/shared/types";
import { useContentUpload } from "./use-content-upload";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/tiff"];
// The server decides by content (file-types.ts); the browser's types only narrow the picker.
const DOWNLOAD_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
  "application/zip",
  "application/x-zip-compressed",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
];

/**
 * A drop zone (and file picker) that uploads to the module: images (jpg, png, webp, tiff; 3:2
 * suggested) or downloads (pdf, doc, docx, xls, xlsx, csv, zip, ppt, pptx), with a progress bar per
 * file and the §8 messages.
 */
export function ContentDropzone({
  moduleId,
  kind,
  label,
  multiple = false,
  disabled = false,
  onUploaded,
  testId,
}: {
  moduleId: string;
  kind: "image" | "download";
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onUploaded: (upload: ContentUpload) => void;
  testId: string;
}) {
  const t = useTranslations("contentHub.upload");
  const tHub = useTranslations("contentHub");
  const { upload, progress, busy } = useContentUpload(moduleId, kind);

  const reject = (rejections: FileRejection[]) => {
    for (const rejection of rejections)
      notifications.show({
        color: "red",
        title: tHub("uploadFailed", { file: rejection.file.name }),
        message: t(kind === "image" ? "imageTypes" : "downloadTypes"),
      });
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void upload(files, onUploaded)}
        onReject={reject}
        accept={kind === "image" ? IMAGE_TYPES : DOWNLOAD_TYPES}
        multiple={multiple}
        disabled={disabled || busy}
        loading={busy}
        aria-label={label}
        data-testid={testId}
      >
        <Group justify="center" gap="md" mih={64} style={{ pointerEvents: "none" }}>
          <Dropzone.Accept>
            <IconUpload size={28} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {kind === "image" ? (
              <IconPhoto size={28} aria-hidden />
            ) : (
              <IconFileUpload size={28} aria-hidden />
            )}
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text fw={500}>{label}</Text>
            <Text size="sm" c="dimmed">
              {t(kind === "image" ? "imageHint" : "downloadHint")}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {progress.map((row) => (
        <Stack key={row.id} gap={4}>
          <Text size="sm">{t("uploading", { file: row.name })}</Text>
          <Progress value={row.percent} aria-label={t("progress", { file: row.name })} animated />
        </Stack>
      ))}
    </Stack>
  );
}
