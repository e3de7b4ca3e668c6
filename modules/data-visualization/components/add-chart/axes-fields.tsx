"use client";

import { Select, SimpleGrid, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DATE_BUCKETS, REPORT_ENTITIES, type ReportEntity } from "@/lib/metrics/entities";
import { AGGREGATES } from "@/modules/data-visualization/shared/chart";
import type { SourceColumn } from "@/modules/data-visualization/shared/sources";
import { parseOn, type ChartFormValues } from "./chart-form";
import { SqlEditor } from "./sql-editor";
import { tableIn, type ChartSources } from "./use-chart-sources";

type Errors = Partial<Record<keyof ChartFormValues, string | null>>;
const portal = { withinPortal: true } as const;

/** Options of columns, plus a chosen one the list does not hold (a query not run again yet). */
function columnOptions(columns: readonly SourceColumn[], chosen: readonly (string | null)[]) {
  const options = columns.map((column) => ({ value: column.id, label: column.name }));
  for (const id of chosen)
    if (id && !options.some((option) => option.value === id)) options.push({ value: id, label: id });
  return options;
}

/**
 * The axes of what the chart reports on: an entity's X-axis and Y-axis options (first is the
 * default) and the date bucket of a date X-axis; a table's or file's X column, value (a count, or
 * an aggregate of a number column), an optional split column and the bucket of a date column; a
 * connector's SQL, run, then its X, value and optional series columns.
 */
export function AxesFields(props: {
  moduleId: string;
  values: ChartFormValues;
  onChange: (patch: Partial<ChartFormValues>) => void;
  sources: ChartSources;
  errors: Errors;
  /** Figures and burn charts draw no X-axis of their own. */
  xUnused: boolean;
}) {
  const { values, onChange, errors } = props;
  const t = useTranslations("dataVisualization.addChart");
  const tv = useTranslations("dataVisualization");
  const [sqlColumns, setSqlColumns] = useState<SourceColumn[]>([]);
  const parsed = parseOn(values.on);
  const xHint = props.xUnused ? t("xUnused") : undefined;
  const bucketSelect = (
    <Select
      label={t("bucket")}
      data={DATE_BUCKETS.map((bucket) => ({ value: bucket, label: tv(`buckets.${bucket}`) }))}
      value={values.bucket}
      onChange={(bucket) => bucket && onChange({ bucket: bucket as ChartFormValues["bucket"] })}
      allowDeselect={false}
      comboboxProps={portal}
      data-testid="chart-bucket"
    />
  );

  if (!parsed) return null;
  if (parsed.kind === "entity") {
    const entity = REPORT_ENTITIES[parsed.id as ReportEntity];
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t("xAxis")}
          description={xHint}
          data={entity.x.map((x) => ({ value: x, label: tv(`axes.${x}`) }))}
          value={values.x}
          onChange={(x) => x && onChange({ x })}
          allowDeselect={false}
          error={errors.x}
          comboboxProps={portal}
          data-testid="chart-x"
        />
        <Select
          label={t("yAxis")}
          data={entity.y.map((y) => ({ value: y, label: tv(`axes.${y}`) }))}
          value={values.y}
          onChange={(y) => y && onChange({ y })}
          allowDeselect={false}
          error={errors.y}
          comboboxProps={portal}
          data-testid="chart-y"
        />
        {values.x === "date" && !props.xUnused && bucketSelect}
      </SimpleGrid>
    );
  }

  if (parsed.kind === "connector") {
    const numbers = sqlColumns.filter((column) => column.kind === "number");
    return (
      <>
        <SqlEditor
          moduleId={props.moduleId}
          connectorId={parsed.id}
          value={values.sql}
          onChange={(sql) => onChange({ sql })}
          onResult={(result) => {
            setSqlColumns(result.columns);
            const has = (id: string | null) =>
              id !== null && result.columns.some((column) => column.id === id);
            const firstNumber = result.columns.find((column) => column.kind === "number")?.id ?? "";
            onChange({
              x: has(values.x) ? values.x : (result.columns[0]?.id ?? ""),
              y: has(values.y) ? values.y : firstNumber,
              groupBy: has(values.groupBy) ? values.groupBy : null,
            });
          }}
          error={errors.sql}
        />
        {sqlColumns.length === 0 && !values.x ? (
          <Text size="sm" c={errors.x ? "red.8" : "dimmed"} role={errors.x ? "alert" : undefined}>
            {t("runFirst")}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t("xColumn")}
              data={columnOptions(sqlColumns, [values.x])}
              value={values.x || null}
              onChange={(x) => x && onChange({ x })}
              allowDeselect={false}
              error={errors.x}
              comboboxProps={portal}
              data-testid="chart-x"
            />
            <Select
              label={t("valueColumn")}
              data={columnOptions(numbers.length ? numbers : sqlColumns, [values.y])}
              value={values.y || null}
              onChange={(y) => y && onChange({ y })}
              allowDeselect={false}
              error={errors.y}
              comboboxProps={portal}
              data-testid="chart-y"
            />
            <Select
              label={t("seriesColumn")}
              placeholder={t("none")}
              data={columnOptions(sqlColumns, [values.groupBy])}
              value={values.groupBy}
              onChange={(groupBy) => onChange({ groupBy })}
              clearable
              comboboxProps={portal}
            />
          </SimpleGrid>
        )}
      </>
    );
  }

  const table = tableIn(props.sources, parsed.kind, parsed.id);
  const columns = table?.columns ?? [];
  const xColumn = columns.find((column) => column.id === values.x);
  const numbers = columns.filter((column) => column.kind === "number");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t("xColumn")}
        description={xHint}
        data={columnOptions(columns, [values.x])}
        value={values.x || null}
        onChange={(x) => x && onChange({ x })}
        allowDeselect={false}
        error={errors.x}
        comboboxProps={portal}
        searchable
        data-testid="chart-x"
      />
      {xColumn?.kind === "date" && !props.xUnused && bucketSelect}
      <Select
        label={t("aggregate")}
        data={AGGREGATES.map((aggregate) => ({ value: aggregate, label: t(`aggregates.${aggregate}`) }))}
        value={values.y}
        onChange={(y) => y && onChange({ y, column: y === "count" ? null : values.column })}
        allowDeselect={false}
        comboboxProps={portal}
        data-testid="chart-aggregate"
      />
      {values.y !== "count" && (
        <Select
          label={t("numberColumn")}
          data={columnOptions(numbers, [values.column])}
          value={values.column}
          onChange={(column) => onChange({ column })}
          error={errors.column}
          nothingFoundMessage={t("noNumberColumn")}
          comboboxProps={portal}
          searchable
          data-testid="chart-number-column"
        />
      )}
      <Select
        label={t("groupBy")}
        placeholder={t("none")}
        data={columnOptions(
          columns.filter((column) => column.id !== values.x),
          [values.groupBy],
        )}
        value={values.groupBy}
        onChange={(groupBy) => onChange({ groupBy })}
        clearable
        comboboxProps={portal}
        searchable
      />
    </SimpleGrid>
  );
}
