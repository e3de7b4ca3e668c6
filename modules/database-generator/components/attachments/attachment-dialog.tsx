"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { Attachment, Column } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { fileIdsOf, type Files } from "./attachment-rules";
import { AttachmentEditor } from "./attachment-editor";

export interface AttachmentDialogProps {
  moduleId: string;
  tableId: string;
  column: Column;
  value: Cell | undefined;
  files: Files | undefined;
  /** Writes the cell's new list (`files`: those uploaded for it); false when the grid refused or failed. */
  onSave: (ids: string[], files: Record<string, Attachment>) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The grid's editor of an attachment cell (Enter, F2 or a double click on it): the files editor in a
 * dialog. Each change is written at once — a file removed, a batch of uploads ended — one write after
 * the other, so the newest list is the one kept (and each can be undone in the grid with Ctrl+Z).
 * Escape, 'Done' or the close button close it; closing while files upload stops them (a click
 * outside does not close it then).
 */
export function AttachmentDialog(props: AttachmentDialogProps) {
  const { column, onClose } = props;
  const t = useTranslations("databaseGenerator.attachments");
  const small = useMediaQuery("(max-width: 48em)");
  const [draft, setDraft] = useState<string[]>(() => fileIdsOf(props.value));
  const [added, setAdded] = useState<Record<string, Attachment>>({});
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const save = useRef(props.onSave);
  useEffect(() => {
    save.current = props.onSave;
  });

  const change = (next: string[], uploaded: Record<string, Attachment>) => {
    const before = draft;
    setDraft(next);
    setAdded((known) => ({ ...known, ...uploaded }));
    saves.current = saves.current.then(async () => {
      // Refused (the grid has said why and put the cell back): the list shown goes back too.
      if (!(await save.current(next, uploaded))) setDraft(before);
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("dialogTitle", { column: column.name })}
      closeButtonProps={{ "aria-label": t("close") }}
      closeOnEscape={!previewing}
      closeOnClickOutside={!busy}
      size="lg"
      fullScreen={small}
      data-testid="attachment-dialog"
    >
      <Stack gap="md">
        <AttachmentEditor
          moduleId={props.moduleId}
          tableId={props.tableId}
          label={column.name}
          ids={draft}
          files={{ ...props.files, ...added }}
          onChange={change}
          onBusy={setBusy}
          onPreview={setPreviewing}
          autoFocus
          pasteAnywhere
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" role="status">
            {busy ? t("closeStops") : t("savedAsYouGo")}
          </Text>
          <Button onClick={onClose} data-testid="attachment-done">
            {t("done")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
