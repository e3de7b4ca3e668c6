"use client";

import { Alert, Group, Progress, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { notifications } from "@mantine/notifications";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { uploadFile } from "@/lib/client/upload";
import { COVER_MIME_TYPES, uploadedCover } from "@/lib/projects/covers";
import { coverFileProblem, readHead, type CoverFileProblem } from "./cover-file";

/**
 * Uploads a JPG/PNG cover (checked here by its first bytes and size, and again by the server) with
 * a progress bar and the spec's toasts; hands the stored cover (`files/<key>`) to `onUploaded`.
 */
export function CoverUpload(props: {
  disabled: boolean;
  onUploaded: (cover: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations("projects.edit");
  const tErrors = useTranslations("errors");
  const [progress, setProgress] = useState<{ file: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { onBusyChange, onUploaded } = props;

  useEffect(() => () => abort.current?.abort(), []);

  const problemText = (problem: CoverFileProblem) => t(problem === "type" ? "typeError" : "sizeError");

  function refuse(fileName: string, message: string) {
    setError(message);
    notifications.show({ color: "red", title: t("uploadFailed", { file: fileName }), message });
  }

  async function upload(file: File) {
    setError(null);
    const problem = coverFileProblem(await readHead(file), file.size);
    if (problem) {
      refuse(file.name, problemText(problem));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ file: file.name, percent: 0 });
    onBusyChange(true);
    try {
      const stored = await uploadFile(file, {
        signal: controller.signal,
        onProgress: (percent) => setProgress({ file: file.name, percent }),
      });
      notifications.show({ color: "teal", message: t("uploaded", { file: file.name }) });
      onUploaded(uploadedCover(stored.key));
    } catch (caught) {
      if (!controller.signal.aborted) refuse(file.name, errorMessage(caught, tErrors("networkError")));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  function reject(rejections: FileRejection[]) {
    const [first] = rejections;
    if (!first) return;
    const tooLarge = first.errors.some((item) => item.code === "file-too-large");
    refuse(first.file.name, problemText(tooLarge ? "size" : "type"));
  }

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) void upload(file);
        }}
        onReject={reject}
        accept={[...COVER_MIME_TYPES]}
        multiple={false}
        disabled={props.disabled || progress !== null}
        loading={progress !== null}
        aria-label={t("upload")}
        data-testid="cover-dropzone"
      >
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: "none" }}>
          <Dropzone.Accept>
            <IconUpload size={32} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={32} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text fw={500}>{t("upload")}</Text>
            <Text size="sm" c="dimmed">
              {t("uploadHint")}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {progress && (
        <Stack gap={4}>
          <Text size="sm">{t("uploading", { file: progress.file })}</Text>
          <Progress value={progress.percent} aria-label={t("uploadProgress")} animated />
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="cover-upload-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
