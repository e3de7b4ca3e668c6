"use client";

import { MultiSelect, Select, TextInput, Textarea } from "@mantine/core";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState, type KeyboardEvent } from "react";
import type { Attachment, Column } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import type { AttachmentDialogProps } from "../attachments/attachment-dialog";
import type { Files } from "../attachments/attachment-rules";
import { LinkPicker } from "../table/link-picker";
import { linkIds, type Titles } from "./link-cells";

// The files dialog (with its drop zone) loads when an attachment cell is first edited.
const AttachmentDialog = dynamic<AttachmentDialogProps>(
  () => import("../attachments/attachment-dialog").then((m) => m.AttachmentDialog),
  { ssr: false },
);

/** Where the active cell goes once an edit is kept (Enter: down, Tab: right, Shift+Tab: left). */
export type Move = "down" | "right" | "left" | "none";

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as the value of a datetime-local field, in the reader's time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A cell as the text its editor starts from. */
export function editableText(column: Column, value: Cell | undefined): string {
  if (value === undefined || value === null) return "";
  if (column.type === "dateTime") return localDateTime(String(value));
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * The editor of one cell, by its column's type: a text field (numbers, e-mail, URL, phone, rating),
 * a text area for long text, date and date-time pickers of the browser, a select of the column's
 * choices, the link picker for a link (its records' ids, and their titles to show at once), the files
 * dialog for attachments. It hands back what was typed or chosen (`onCommit`, read by `parseCell` with
 * the column) or gives up (`onCancel`, Escape); the files dialog writes each change as it is made
 * (`onSave`) and closes with `onCancel`.
 */
export function CellEditor(props: {
  moduleId: string;
  tableId: string;
  column: Column;
  value: Cell | undefined;
  /** The record's titles of its linked records. */
  titles: Titles | undefined;
  /** The record's files of its attachment cells. */
  files: Files | undefined;
  /** A printable key that started the edit: the field starts with it instead of the value. */
  typed: string | null;
  label: string;
  onCommit: (raw: unknown, move: Move, titles?: Record<string, string>) => void;
  /** Writes the cell without closing the editor (`files`: those uploaded for it, shown at once). */
  onSave: (raw: unknown, files: Record<string, Attachment>) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { column, value, typed, onCommit, onCancel } = props;
  const t = useTranslations("databaseGenerator.grid");
  const [text, setText] = useState(() => typed ?? editableText(column, value));
  const [chosen, setChosen] = useState<string[]>(() => (Array.isArray(value) ? value : []));
  const choices = (column.options.choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }));

  const keys = (event: KeyboardEvent, commit: () => void, multiline = false) => {
    event.stopPropagation();
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && !(multiline && event.shiftKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      commit();
    } else if (event.key === "Tab") {
      event.preventDefault();
      commit();
    }
  };
  const moveOf = (event: KeyboardEvent): Move =>
    event.key === "Tab" ? (event.shiftKey ? "left" : "right") : "down";
  const toInstant = (local: string) => {
    if (!local) return null;
    const date = new Date(local);
    return Number.isNaN(date.getTime()) ? local : date.toISOString();
  };

  switch (column.type) {
    case "link":
      // The picker's dialog; a typed key starts its search.
      return (
        <LinkPicker
          moduleId={props.moduleId}
          column={column}
          value={linkIds(value)}
          titles={props.titles}
          initialSearch={typed}
          onDone={(ids, titles) => onCommit(ids, "none", titles)}
        />
      );
    case "attachment":
      return (
        <AttachmentDialog
          moduleId={props.moduleId}
          tableId={props.tableId}
          column={column}
          value={value}
          files={props.files}
          onSave={props.onSave}
          onClose={onCancel}
        />
      );
    case "singleSelect":
      return (
        <Select
          aria-label={props.label}
          data={choices}
          defaultValue={typeof value === "string" ? value : null}
          searchable
          clearable
          autoFocus
          defaultDropdownOpened
          nothingFoundMessage={t("noChoices")}
          comboboxProps={{ withinPortal: true }}
          onChange={(id) => onCommit(id, "none")}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === "Escape") onCancel();
          }}
          onBlur={onCancel}
        />
      );
    case "multiSelect":
      return (
        <MultiSelect
          aria-label={props.label}
          data={choices}
          value={chosen}
          onChange={setChosen}
          searchable
          autoFocus
          defaultDropdownOpened
          nothingFoundMessage={t("noChoices")}
          comboboxProps={{ withinPortal: true }}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === "Escape") onCancel();
            if (event.key === "Tab" || (event.key === "Enter" && (event.ctrlKey || event.metaKey))) {
              event.preventDefault();
              onCommit(chosen, moveOf(event));
            }
          }}
          onBlur={() => onCommit(chosen, "none")}
        />
      );
    case "longText":
      return (
        <Textarea
          aria-label={props.label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          autoFocus
          onKeyDown={(event) => keys(event, () => onCommit(text, moveOf(event)), true)}
          onBlur={() => onCommit(text, "none")}
        />
      );
    case "date":
    case "dateTime": {
      const dateTime = column.type === "dateTime";
      return (
        <TextInput
          aria-label={props.label}
          type={dateTime ? "datetime-local" : "date"}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoFocus
          onKeyDown={(event) =>
            keys(event, () => onCommit(dateTime ? toInstant(text) : text || null, moveOf(event)))
          }
          onBlur={() => onCommit(dateTime ? toInstant(text) : text || null, "none")}
        />
      );
    }
    default:
      return (
        <TextInput
          aria-label={props.label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoFocus
          inputMode={
            ["number", "decimal", "currency", "percent", "rating"].includes(column.type)
              ? "decimal"
              : undefined
          }
          onFocus={(event) => {
            // A typed first key stays where it is; an existing value is selected whole.
            if (typed === null) event.currentTarget.select();
          }}
          onKeyDown={(event) => keys(event, () => onCommit(text, moveOf(event)))}
          onBlur={() => onCommit(text, "none")}
        />
      );
  }
}
