"use client";

import { Input } from "@mantine/core";
import { useId } from "react";
import type { Attachment, Column } from "@/modules/database-generator/shared/types";
import type { Files } from "./attachment-rules";
import { AttachmentEditor } from "./attachment-editor";

/**
 * An attachment field of the record's form and of a form view: its label, the files editor and the
 * field's error. `onChange` gets each complete change (a file removed, a batch of uploads ended) with
 * the files uploaded for it; `onBusy` says while files upload (the form is not sent meanwhile);
 * `onPicking` while the image preview is open (the form then leaves Escape to it).
 */
export function AttachmentField(props: {
  moduleId: string;
  tableId: string;
  column: Column;
  value: readonly string[];
  files: Files | undefined;
  error?: string | null | undefined;
  disabled?: boolean | undefined;
  onChange: (ids: string[], files: Record<string, Attachment>) => void;
  onBusy?: ((busy: boolean) => void) | undefined;
  onPicking?: ((open: boolean) => void) | undefined;
}) {
  const { column } = props;
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-testid="attachment-field">
      <Input.Label id={labelId} required={column.required}>
        {column.name}
      </Input.Label>
      <AttachmentEditor
        moduleId={props.moduleId}
        tableId={props.tableId}
        label={column.name}
        ids={props.value}
        files={props.files}
        disabled={props.disabled}
        onChange={props.onChange}
        onBusy={props.onBusy}
        onPreview={props.onPicking}
      />
      {props.error && <Input.Error mt={4}>{props.error}</Input.Error>}
    </div>
  );
}
