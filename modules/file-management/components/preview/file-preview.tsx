"use client";

import { ActionIcon, Button, Group, Modal, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { contentHref } from "@/modules/file-management/client/api";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { useFormatBytes } from "./format-bytes";
import { PreviewBody } from "./preview-body";
import classes from "./preview.module.css";

export interface FilePreviewProps {
  moduleId: string;
  /** The files of the listing on screen, in order (folders excluded by the caller); prev/next walk them. */
  files: DriveItem[];
  /** The file shown, or null (closed). */
  openId: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}

/** Where the arrow keys belong to what has the focus (a field's caret, a player's seek). */
const OWN_ARROWS = "input, textarea, select, audio, video, [contenteditable]:not([contenteditable='false'])";

/** Whether the arrow keys should stay with the focused element rather than change the file. */
function ownsArrows(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(OWN_ARROWS)) return true;
  // A text or a zoomed PDF wider than its area scrolls sideways with them.
  const area = target.closest<HTMLElement>("[data-scrolls-x]");
  return area !== null && area.scrollWidth > area.clientWidth;
}

/**
 * A file of the listing over the page: its name, size and download, the previous and next file
 * (buttons and ArrowLeft / ArrowRight) and its content as the browser can show it (image, PDF, text,
 * audio, video). Shown while `openId` is one of `files`; Escape or the close button closes it.
 */
export function FilePreview({ moduleId, files, openId, onOpen, onClose }: FilePreviewProps) {
  const t = useTranslations("fileManagement.preview");
  const formatBytes = useFormatBytes();
  const fullScreen = useMediaQuery("(max-width: 48em)", false);

  const index = openId === null ? -1 : files.findIndex((file) => file.id === openId);
  const item = files[index] ?? null;
  // The last file shown stays in the dialog while it closes, so its exit transition is not blank.
  const [last, setLast] = useState<DriveItem | null>(item);
  if (item && item !== last) setLast(item);
  const shown = item ?? last;
  const prevId = index > 0 ? (files[index - 1]?.id ?? null) : null;
  const nextId = index >= 0 ? (files[index + 1]?.id ?? null) : null;

  const opened = item !== null;
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (ownsArrows(event.target)) return;
      const to = event.key === "ArrowLeft" ? prevId : event.key === "ArrowRight" ? nextId : null;
      if (!to) return;
      event.preventDefault();
      onOpen(to);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [opened, prevId, nextId, onOpen]);

  const downloadHref = shown ? contentHref(moduleId, shown.id, { download: true }) : undefined;

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen={fullScreen}
      size="90vw"
      centered={!fullScreen}
      classNames={{ root: classes.root, content: classes.content, body: classes.body }}
    >
      <Modal.Overlay />
      <Modal.Content data-testid="file-preview" data-item-id={shown?.id}>
        <Modal.Header className={classes.header}>
          <div className={classes.titleBox}>
            <Modal.Title className={classes.title} title={shown?.name}>
              {shown?.name}
            </Modal.Title>
            {shown && (
              <Text size="xs" c="dimmed" mt={4}>
                {formatBytes(shown.size)}
                {index >= 0 && files.length > 1 && (
                  <> · {t("position", { index: index + 1, count: files.length })}</>
                )}
              </Text>
            )}
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={!prevId}
              onClick={() => prevId && onOpen(prevId)}
              aria-label={t("previous")}
              data-testid="file-preview-previous"
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={!nextId}
              onClick={() => nextId && onOpen(nextId)}
              aria-label={t("next")}
              data-testid="file-preview-next"
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
            {fullScreen ? (
              <ActionIcon
                component="a"
                href={downloadHref}
                download
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t("download")}
                data-testid="file-preview-download"
              >
                <IconDownload size={20} aria-hidden />
              </ActionIcon>
            ) : (
              <Button
                component="a"
                href={downloadHref}
                download
                variant="default"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="file-preview-download"
              >
                {t("download")}
              </Button>
            )}
            <Modal.CloseButton aria-label={t("close")} />
          </Group>
        </Modal.Header>
        <Modal.Body>
          {/* Another file, or a new version of this one, loads afresh. */}
          {shown && <PreviewBody key={`${shown.id}:${shown.versions}`} moduleId={moduleId} item={shown} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
