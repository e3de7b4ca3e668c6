"use client";

import { Checkbox, Input, MultiSelect, Rating, Select, TextInput, Textarea } from "@mantine/core";
import type { Column } from "@/modules/database-generator/shared/types";
import { editableText, localDateTime } from "../grid/cell-editor";
import type { Cell } from "@/modules/database-generator/shared/values";
import { linkIds, type Titles } from "../grid/link-cells";
import { LinkField } from "./link-field";

/** What a field holds while it is edited: text as typed, a choice's id, ids, or a box's state. */
export type FieldValue = string | string[] | boolean | number | null;

/** A record's cell as its form field starts. */
export function fieldValueOf(column: Column, value: Cell | undefined): FieldValue {
  if (column.type === "checkbox") return value === true;
  if (column.type === "multiSelect") return Array.isArray(value) ? value : [];
  if (column.type === "link") return linkIds(value);
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

/**
 * One field of the record form, by its column's type; `onDone` when a change is complete (blur, a
 * pick). A link's changes come with the titles of the records chosen (`titles`: those known).
 */
export function FieldInput(props: {
  moduleId: string;
  column: Column;
  value: FieldValue;
  titles?: Titles | undefined;
  onChange: (value: FieldValue, titles?: Record<string, string>) => void;
  onDone?: (value: FieldValue, titles?: Record<string, string>) => void;
  /** A link's picker opened or closed. */
  onPicking?: (open: boolean) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { column, value, onChange, error, disabled } = props;
  const done = (next: FieldValue, titles?: Record<string, string>) => props.onDone?.(next, titles);
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
            onChange(ids, titles);
            done(ids, titles);
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
