"use client";

import { Button, Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconPaperclip, IconUpload } from "@tabler/icons-react";
import { useWindowEvent } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ClipboardEvent } from "react";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from "@/modules/database-generator/shared/columns";
import type { Attachment } from "@/modules/database-generator/shared/types";
import { filesOf, isImage, withUploaded, type Files } from "./attachment-rules";
import { AttachmentRow, UploadRow } from "./attachment-rows";
import classes from "./attachments.module.css";
import { ImagePreview } from "./image-preview";
import { useAttachmentUploads } from "./use-attachment-uploads";
import { useFileSize } from "./use-file-size";

export interface AttachmentEditorProps {
  moduleId: string;
  tableId: string;
  /** The column's name (the drop zone's and the list's labels). */
  label: string;
  /** The files the cell holds, in order. */
  ids: readonly string[];
  /** What describes them (the record's `files`). */
  files: Files | undefined;
  disabled?: boolean | undefined;
  /** A change of the cell: its new list, and the files uploaded for it (to show them at once). */
  onChange: (ids: string[], added: Record<string, Attachment>) => void;
  /** Uploads started or all ended (a form waits for them before it is sent). */
  onBusy?: ((busy: boolean) => void) | undefined;
  /** The image preview opened or closed (a dialog under it then leaves Escape to it). */
  onPreview?: ((open: boolean) => void) | undefined;
  /** Focus 'Add files' when shown (the grid's dialog). */
  autoFocus?: boolean | undefined;
  /** Take a file pasted anywhere on the page (a dialog of its own), not only inside the editor. */
  pasteAnywhere?: boolean | undefined;
}

/**
 * An attachment cell's editor (the grid's dialog, the record's form, a form view): the files with
 * their thumbnails or icons, names opening them in a new tab, sizes, downloads and remove buttons;
 * 'Add files' and a drop zone, and an image pasted while it has the focus, each upload with its
 * progress and cancel, a failed one with the server's message and a retry. Files are checked first
 * (size, how many a cell holds). A click on an image's thumbnail opens the preview.
 */
export function AttachmentEditor(props: AttachmentEditorProps) {
  const { ids, disabled = false, onChange } = props;
  const t = useTranslations("databaseGenerator.attachments");
  const size = useFileSize();
  const openRef = useRef<() => void>(null);
  const [uploaded, setUploaded] = useState<Record<string, Attachment>>({});
  const [preview, setPreview] = useState<number | null>(null);
  // The list as the last change left it (uploads end between renders).
  const current = useRef<readonly string[]>(ids);
  useEffect(() => {
    current.current = ids;
  }, [ids]);

  const known: Files = { ...props.files, ...uploaded };
  const change = (next: string[], added: Record<string, Attachment>) => {
    current.current = next;
    onChange(next, added);
  };
  const uploads = useAttachmentUploads({
    moduleId: props.moduleId,
    tableId: props.tableId,
    taken: () => current.current.length,
    onBusy: props.onBusy,
    onUploaded: (attachments) => {
      const added = Object.fromEntries(attachments.map((file) => [file.id, file]));
      setUploaded((before) => ({ ...before, ...added }));
      change(
        withUploaded(
          current.current,
          attachments.map((file) => file.id),
        ),
        added,
      );
    },
  });

  const images = filesOf(ids, known).filter(isImage);
  const showPreview = (index: number | null) => {
    setPreview(index);
    props.onPreview?.(index !== null);
  };
  // A screenshot or a copied file uploads; text is left to the field it was pasted in. Pasted while
  // the drop zone has the focus, it takes the files itself (as a drop).
  const paste = (
    event: Pick<globalThis.ClipboardEvent, "clipboardData" | "defaultPrevented" | "preventDefault">,
  ) => {
    const pasted = [...(event.clipboardData?.files ?? [])];
    if (disabled || pasted.length === 0 || event.defaultPrevented) return;
    event.preventDefault();
    uploads.add(pasted);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!props.pasteAnywhere) paste(event);
  };
  useWindowEvent("paste", (event) => {
    if (props.pasteAnywhere) paste(event);
  });

  return (
    <Stack gap="xs" onPaste={onPaste} data-testid="attachment-editor">
      {ids.length > 0 ? (
        <div className={classes.list} role="list" aria-label={t("list", { column: props.label })}>
          {ids.map((id) => (
            <div key={id} role="listitem">
              <AttachmentRow
                id={id}
                file={known[id]}
                disabled={disabled}
                onPreview={(file) => showPreview(images.findIndex((image) => image.id === file.id))}
                onRemove={() =>
                  change(
                    current.current.filter((entry) => entry !== id),
                    {},
                  )
                }
              />
            </div>
          ))}
        </div>
      ) : (
        uploads.uploads.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="attachment-empty">
            {t("empty")}
          </Text>
        )
      )}
      {uploads.uploads.length > 0 && (
        <div className={classes.list} role="list" aria-label={t("uploads")}>
          {uploads.uploads.map((upload) => (
            <div key={upload.key} role="listitem">
              <UploadRow
                upload={upload}
                onRetry={() => uploads.retry(upload.key)}
                onRemove={() => uploads.remove(upload.key)}
              />
            </div>
          ))}
        </div>
      )}
      {!disabled && (
        <Dropzone
          onDrop={(dropped) => uploads.add(dropped)}
          openRef={openRef}
          multiple
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          className={classes.zone}
          inputProps={{ "aria-label": t("pick", { column: props.label }) }}
          data-testid="attachment-dropzone"
        >
          <Group justify="center" gap="sm" wrap="wrap">
            <Dropzone.Accept>
              <IconUpload size={20} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Idle>
              <IconPaperclip size={20} aria-hidden />
            </Dropzone.Idle>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => openRef.current?.()}
              data-autofocus={props.autoFocus || undefined}
              data-testid="attachment-add"
            >
              {t("add")}
            </Button>
            <Text size="xs" c="dimmed">
              {t("dropHint")}
            </Text>
          </Group>
        </Dropzone>
      )}
      {!disabled && (
        <Text size="xs" c="dimmed">
          {t("limits", { max: ATTACHMENTS_MAX, size: size(ATTACHMENT_MAX_BYTES) })}
        </Text>
      )}
      {uploads.refused && (
        <Text size="sm" c="red" role="alert" data-testid="attachment-refused">
          {uploads.refused}
        </Text>
      )}
      <ImagePreview
        images={images}
        index={preview !== null && preview < images.length ? preview : null}
        onIndex={setPreview}
        onClose={() => showPreview(null)}
      />
    </Stack>
  );
}
