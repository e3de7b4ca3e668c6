"use client";

import { Anchor, Badge, Group, Rating } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useLocale } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import type { Column } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";

/** How a column's values are shown: one function per column, its formatters made once. */
export type CellFormat = (value: Cell | undefined) => ReactNode;

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** A formatter (a function of a value, not a component). */
const formatter = (show: (value: Cell | undefined) => ReactNode): CellFormat => show;

/**
 * A column's display of its values, by its type (empty: nothing): numbers, currency and percent by the
 * reader's language, dates as the calendar day they are, instants in the reader's zone, choices as
 * their coloured badges, links that open (a click on one does not select the cell). The formatters
 * (Intl's are slow to make) are made once per column, not once per cell.
 */
export function cellFormat(column: Column, locale: string, zone: string): CellFormat {
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

/** The display of each column, by id, for the reader's language and zone (UTC in the server's HTML). */
export function useCellFormats(columns: readonly Column[]): Map<string, CellFormat> {
  const locale = useLocale();
  const zone = useTimeZone(null) ?? "UTC";
  return useMemo(
    () => new Map(columns.map((column) => [column.id, cellFormat(column, locale, zone)])),
    [columns, locale, zone],
  );
}

/** One cell's value as its column shows it (the record form). */
export function CellView({ column, value }: { column: Column; value: Cell | undefined }) {
  const formats = useCellFormats(useMemo(() => [column], [column]));
  return <>{formats.get(column.id)!(value)}</>;
}
