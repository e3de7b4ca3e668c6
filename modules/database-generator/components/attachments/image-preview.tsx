"use client";

import { ActionIcon, Anchor, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery, useWindowEvent } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconDownload, IconExternalLink } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Attachment } from "@/modules/database-generator/shared/types";
import { stepImage } from "./attachment-rules";
import classes from "./attachments.module.css";
import { useFileSize } from "./use-file-size";

/** The full image, its place kept while it loads; a message (and the download beside) when it cannot be shown. */
function FullImage({ image }: { image: Attachment }) {
  const t = useTranslations("databaseGenerator.attachments");
  const [state, setState] = useState<"loading" | "shown" | "failed">("loading");
  return (
    <div className={classes.stage}>
      {state === "failed" ? (
        <Text size="sm" c="dimmed" role="alert" data-testid="attachment-preview-failed">
          {t("previewFailed")}
        </Text>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a private file, served by our route
        <img
          src={image.url}
          alt={image.name}
          className={classes.full}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          onLoad={() => setState("shown")}
          onError={() => setState("failed")}
          data-testid="attachment-preview-image"
        />
      )}
      {state === "loading" && (
        <div className={classes.stageLoader} role="status" aria-label={t("previewLoading")}>
          <Loader size="sm" />
        </div>
      )}
    </div>
  );
}

/**
 * The cell's images one at a time (a click on a thumbnail of the editor): the full image with its
 * name, the previous and next ones (buttons, or the arrow keys; they wrap around), its size, a
 * download and a link opening it in a new tab. `index` null: closed.
 */
export function ImagePreview(props: {
  images: readonly Attachment[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { images, index, onIndex } = props;
  const t = useTranslations("databaseGenerator.attachments");
  const size = useFileSize();
  const small = useMediaQuery("(max-width: 48em)");
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (delta: number) => {
    if (index !== null && count > 1) onIndex(stepImage(index, count, delta));
  };
  useWindowEvent("keydown", (event) => {
    if (!image || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    }
  });

  return (
    <Modal
      opened={image !== undefined}
      onClose={props.onClose}
      title={image?.name}
      size="xl"
      centered
      fullScreen={small}
      closeButtonProps={{ "aria-label": t("closePreview") }}
      data-testid="attachment-preview"
    >
      {image && (
        <Stack gap="sm">
          <FullImage key={image.id} image={image} />
          <Group justify="space-between" gap="xs">
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t("previous")}
                disabled={count < 2}
                onClick={() => step(-1)}
                data-testid="attachment-preview-previous"
              >
                <IconChevronLeft size={16} aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("position", { index: (index ?? 0) + 1, count })}
              </Text>
              <ActionIcon
                variant="default"
                aria-label={t("next")}
                disabled={count < 2}
                onClick={() => step(1)}
                data-testid="attachment-preview-next"
              >
                <IconChevronRight size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <Group gap="sm">
              <Text size="xs" c="dimmed">
                {image.width && image.height ? `${image.width} × ${image.height} · ` : ""}
                {size(image.size)}
              </Text>
              <Anchor
                href={image.url}
                download={image.name}
                size="sm"
                className={classes.iconLink}
                data-testid="attachment-preview-download"
              >
                <IconDownload size={14} aria-hidden />
                {t("downloadFile")}
              </Anchor>
              <Anchor href={image.url} target="_blank" rel="noopener" size="sm" className={classes.iconLink}>
                <IconExternalLink size={14} aria-hidden />
                {t("openFile")}
              </Anchor>
            </Group>
          </Group>
          {count > 1 && (
            <Text size="xs" c="dimmed">
              {t("previewKeys")}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
