"use client";

import { Anchor, Badge, Group, Rating, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import type { Column } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { AttachmentCell } from "../attachments/attachment-cell";
import { fileIdsOf, type Files } from "../attachments/attachment-rules";
import { formulaShownAs } from "../table/formula-rules";
import { LINK_CHIPS_MAX, linkIds, linkTitle, type Titles } from "./link-cells";

/**
 * What a cell's display needs of its record besides the value (a record answer is one): the titles
 * naming the records a link cell holds, and the files an attachment cell holds.
 */
export interface CellMeta {
  titles?: Titles | undefined;
  files?: Files | undefined;
}

/** How a column's values are shown: one function per column, its formatters made once. */
export type CellFormat = (value: Cell | undefined, meta?: CellMeta) => ReactNode;

/** Words a display needs (translated by the caller, as formats are not components). */
export interface CellLabels {
  /** A linked record whose primary column is empty. */
  unnamed: string;
}

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** A formatter (a function of a value, not a component). */
const formatter = (show: CellFormat): CellFormat => show;

/** A link cell: its records' titles as chips, the first few (the rest counted). */
function linkChips(value: Cell | undefined, titles: Titles | undefined, unnamed: string): ReactNode {
  const ids = linkIds(value);
  if (ids.length === 0) return null;
  const more = ids.length - LINK_CHIPS_MAX;
  return (
    <Group gap={4} wrap="nowrap" data-testid="link-chips">
      {ids.slice(0, LINK_CHIPS_MAX).map((id) => (
        <Badge key={id} variant="default" size="sm" tt="none" radius="sm" fw={500} maw={180}>
          {linkTitle(titles, id, unnamed)}
        </Badge>
      ))}
      {more > 0 && (
        <Text span size="xs" c="dimmed">
          +{more}
        </Text>
      )}
    </Group>
  );
}

/**
 * A column's display of its values, by its type (empty: nothing): numbers, currency and percent by the
 * reader's language, dates as the calendar day they are, instants in the reader's zone, choices as
 * their coloured badges, links that open (a click on one does not select the cell), files as
 * thumbnails and chips, a formula's as its result's type shows them (its digits for a number, a check
 * for true). The formatters
 * (Intl's are slow to make) are made once per column, not once per cell.
 */
export function cellFormat(
  column: Column,
  locale: string,
  zone: string,
  labels: CellLabels = { unnamed: "—" },
): CellFormat {
  if (column.type === "formula") return cellFormat(formulaShownAs(column), locale, zone, labels);
  const choices = new Map((column.options.choices ?? []).map((choice) => [choice.id, choice]));
  const badge = (id: string) => {
    const choice = choices.get(id);
    return choice ? (
      <Badge key={id} variant="light" color={choice.color} size="sm" tt="none">
        {choice.name}
      </Badge>
    ) : null;
  };
  const text = (format: (value: Cell) => string) => (value: Cell | undefined) =>
    value === undefined || value === null || value === "" ? null : format(value);
  const precision = column.options.precision ?? 2;
  switch (column.type) {
    case "link":
      return formatter((value, meta) => linkChips(value, meta?.titles, labels.unnamed));
    case "attachment":
      // Thumbnails and chips of the files (not buttons: a click selects the cell, a drag a range).
      return formatter((value, meta) =>
        fileIdsOf(value).length > 0 ? <AttachmentCell value={value} files={meta?.files} /> : null,
      );
    case "lookup":
      // The linked records' values, as text the server made of them.
      return text((value) => (Array.isArray(value) ? value.filter(Boolean).join(", ") : String(value)));
    case "rollup": {
      const digits = Math.max(0, Math.min(20, column.options.precision ?? 0));
      const format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      return text((value) => (typeof value === "number" ? format.format(value) : ""));
    }
    case "checkbox":
      return formatter((value) => (value === true ? <IconCheck size={16} aria-label="✓" /> : null));
    case "singleSelect":
      return formatter((value) => (typeof value === "string" ? badge(value) : null));
    case "multiSelect":
      return formatter((value) =>
        Array.isArray(value) && value.length > 0 ? (
          <Group gap={4} wrap="nowrap">
            {value.map(badge)}
          </Group>
        ) : null,
      );
    case "rating":
      return formatter((value) =>
        typeof value === "number" ? (
          <Rating value={value} count={column.options.max ?? 5} readOnly size="xs" />
        ) : null,
      );
    case "number":
    case "autoNumber": {
      const format = new Intl.NumberFormat(locale);
      return text((value) => format.format(Number(value)));
    }
    case "decimal": {
      const format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
      });
      return text((value) => format.format(Number(value)));
    }
    case "currency": {
      const format = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: column.options.currency ?? "USD",
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
      });
      return text((value) => format.format(Number(value)));
    }
    case "percent": {
      const format = new Intl.NumberFormat(locale, {
        style: "percent",
        maximumFractionDigits: column.options.precision ?? 0,
      });
      return text((value) => format.format(Number(value) / 100));
    }
    case "date": {
      // A calendar day: shown as that day wherever the reader is.
      const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
      return text((value) => format.format(new Date(`${String(value)}T00:00:00Z`)));
    }
    case "dateTime":
    case "createdTime":
    case "modifiedTime": {
      const format = new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: zone,
      });
      return text((value) => format.format(new Date(String(value))));
    }
    case "email":
      return formatter((value) =>
        typeof value === "string" && value ? (
          <Anchor href={`mailto:${value}`} size="sm" onClick={stop} onMouseDown={stop}>
            {value}
          </Anchor>
        ) : null,
      );
    case "url":
      return formatter((value) =>
        typeof value === "string" && value ? (
          <Anchor
            href={value}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
            onClick={stop}
            onMouseDown={stop}
          >
            {value}
          </Anchor>
        ) : null,
      );
    default:
      return text((value) => (Array.isArray(value) ? value.join(", ") : String(value)));
  }
}

/** The words the displays need, translated. */
export function useCellLabels(): CellLabels {
  const t = useTranslations("databaseGenerator.links");
  const unnamed = t("unnamed");
  return useMemo(() => ({ unnamed }), [unnamed]);
}

/** The display of each column, by id, for the reader's language and zone (UTC in the server's HTML). */
export function useCellFormats(columns: readonly Column[]): Map<string, CellFormat> {
  const locale = useLocale();
  const zone = useTimeZone(null) ?? "UTC";
  const labels = useCellLabels();
  return useMemo(
    () => new Map(columns.map((column) => [column.id, cellFormat(column, locale, zone, labels)])),
    [columns, locale, zone, labels],
  );
}

/** One cell's value as its column shows it (the record form); `meta` names a link's records and describes files. */
export function CellView({
  column,
  value,
  meta,
}: {
  column: Column;
  value: Cell | undefined;
  meta?: CellMeta;
}) {
  const formats = useCellFormats(useMemo(() => [column], [column]));
  return <>{formats.get(column.id)!(value, meta)}</>;
}
