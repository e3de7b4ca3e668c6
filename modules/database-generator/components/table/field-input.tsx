"use client";

import { Checkbox, Input, MultiSelect, Rating, Select, Skeleton, TextInput, Textarea } from "@mantine/core";
import dynamic from "next/dynamic";
import type { Attachment, Column } from "@/modules/database-generator/shared/types";
import { editableText, localDateTime } from "../grid/cell-editor";
import type { Cell } from "@/modules/database-generator/shared/values";
import { fileIdsOf, type Files } from "../attachments/attachment-rules";
import { linkIds, type Titles } from "../grid/link-cells";
import { LinkField } from "./link-field";

// The files field (with its drop zone) loads when a form first shows one.
const AttachmentField = dynamic(
  () => import("../attachments/attachment-field").then((m) => m.AttachmentField),
  { ssr: false, loading: () => <Skeleton height={72} radius="sm" /> },
);

/** What a field holds while it is edited: text as typed, a choice's id, ids, or a box's state. */
export type FieldValue = string | string[] | boolean | number | null;

/** A record's cell as its form field starts. */
export function fieldValueOf(column: Column, value: Cell | undefined): FieldValue {
  if (column.type === "checkbox") return value === true;
  if (column.type === "multiSelect") return Array.isArray(value) ? value : [];
  if (column.type === "link") return linkIds(value);
  if (column.type === "attachment") return fileIdsOf(value);
  if (column.type === "singleSelect") return typeof value === "string" ? value : null;
  if (column.type === "rating") return typeof value === "number" ? value : 0;
  return editableText(column, value);
}

/** A field's value as given to `parseCell` (an instant from the reader's local date and time). */
export function rawOf(column: Column, value: FieldValue): unknown {
  if (column.type === "dateTime" && typeof value === "string" && value) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  if (column.type === "rating") return value === 0 ? null : value;
  return value;
}

/** What a field's change brings besides its value: titles of linked records, files uploaded for it. */
export interface FieldNames {
  titles?: Record<string, string> | undefined;
  files?: Record<string, Attachment> | undefined;
}

/**
 * One field of the record form, by its column's type; `onDone` when a change is complete (blur, a
 * pick, a file removed, uploads ended). A link's changes come with the titles of the records chosen
 * (`titles`: those known), an attachment's with the files uploaded (`files`: those known).
 */
export function FieldInput(props: {
  moduleId: string;
  tableId: string;
  column: Column;
  value: FieldValue;
  titles?: Titles | undefined;
  files?: Files | undefined;
  onChange: (value: FieldValue, names?: FieldNames) => void;
  onDone?: (value: FieldValue, names?: FieldNames) => void;
  /** A link's picker, or an image's preview, opened or closed. */
  onPicking?: (open: boolean) => void;
  /** Files started or ended uploading (the form waits for them). */
  onBusy?: (busy: boolean) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { column, value, onChange, error, disabled } = props;
  const done = (next: FieldValue, names?: FieldNames) => props.onDone?.(next, names);
  const common = { label: column.name, withAsterisk: column.required, error, disabled };
  const choices = (column.options.choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }));
  switch (column.type) {
    case "link":
      return (
        <LinkField
          moduleId={props.moduleId}
          column={column}
          value={Array.isArray(value) ? value : []}
          titles={props.titles}
          error={error}
          disabled={disabled}
          onPicking={props.onPicking}
          onChange={(ids, titles) => {
            onChange(ids, { titles });
            done(ids, { titles });
          }}
        />
      );
    case "attachment":
      return (
        <AttachmentField
          moduleId={props.moduleId}
          tableId={props.tableId}
          column={column}
          value={Array.isArray(value) ? value : []}
          files={props.files}
          error={error}
          disabled={disabled}
          onBusy={props.onBusy}
          onPicking={props.onPicking}
          onChange={(ids, files) => {
            onChange(ids, { files });
            done(ids, { files });
          }}
        />
      );
    case "checkbox":
      return (
        <Checkbox
          label={column.name}
          checked={value === true}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.currentTarget.checked);
            done(event.currentTarget.checked);
          }}
        />
      );
    case "singleSelect":
      return (
        <Select
          {...common}
          data={choices}
          value={typeof value === "string" ? value : null}
          clearable
          searchable
          onChange={(id) => {
            onChange(id);
            done(id);
          }}
        />
      );
    case "multiSelect":
      return (
        <MultiSelect
          {...common}
          data={choices}
          value={Array.isArray(value) ? value : []}
          searchable
          onChange={(ids) => {
            onChange(ids);
            done(ids);
          }}
        />
      );
    case "rating":
      return (
        <div>
          <Input.Label required={column.required}>{column.name}</Input.Label>
          <Rating
            count={column.options.max ?? 5}
            value={typeof value === "number" ? value : 0}
            readOnly={disabled}
            onChange={(next) => {
              onChange(next);
              done(next);
            }}
          />
          {error && <Input.Error>{error}</Input.Error>}
        </div>
      );
    case "longText":
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={(event) => done(event.currentTarget.value)}
        />
      );
    default: {
      const type =
        column.type === "date"
          ? "date"
          : column.type === "dateTime"
            ? "datetime-local"
            : column.type === "email"
              ? "email"
              : column.type === "url"
                ? "url"
                : column.type === "phone"
                  ? "tel"
                  : "text";
      return (
        <TextInput
          {...common}
          type={type}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={(event) => done(event.currentTarget.value)}
        />
      );
    }
  }
}

export { localDateTime };
