// The 'Add Item' form (modules.md, Data visualization): its values — what the chart reports on as one
// choice (`entity:tasks`, `table:{id}`, `dataset:{id}`, `connector:{id}`) and the axes of that
// source — read from a chart or an AI proposal, checked as the API checks them, and turned into the
// body of POST/PATCH …/charts and of the preview. Pure.
import {
  REPORT_ENTITIES,
  REPORT_ENTITY_IDS,
  type DateBucket,
  type ReportEntity,
} from "@/lib/metrics/entities";
import {
  AGGREGATES,
  BURN_STYLES,
  CHART_NAME_MAX,
  DEFAULT_CHART_COLOR,
  SQL_MAX,
  type Aggregate,
  type ChartSource,
  type ChartStyle,
} from "@/modules/data-visualization/shared/chart";
import { NO_FILTERS, normalFilters, type Filters } from "@/modules/data-visualization/shared/filters";

export type SourceKind = "entity" | "table" | "dataset" | "connector";

export interface ChartFormValues {
  name: string;
  /** The dashboard the chart is added to ('Include data from'). */
  dashboardId: string;
  style: ChartStyle;
  color: string;
  /** What it reports on: `entity:{entity}`, `table:{id}`, `dataset:{id}` or `connector:{id}`. */
  on: string;
  /** An entity's X option, a table's X column, or a query's X column. */
  x: string;
  /** An entity's Y option, a table's aggregate, or a query's value column. */
  y: string;
  /** A table's number column (aggregates other than count). */
  column: string | null;
  /** A table's split column, or a query's series column. */
  groupBy: string | null;
  bucket: DateBucket;
  sql: string;
  /** Whether 'Add filter' is open (entity sources only). */
  filtering: boolean;
  filters: Filters;
}

export const DEFAULT_ON = "entity:tasks";

/** The kind and id of an `on` choice (null for one we cannot read). */
export function parseOn(on: string): { kind: SourceKind; id: string } | null {
  const [kind, id] = on.split(":");
  if (!id) return null;
  if (kind === "entity") return (REPORT_ENTITY_IDS as string[]).includes(id) ? { kind, id } : null;
  if (kind === "table" || kind === "dataset" || kind === "connector") return { kind, id };
  return null;
}

/** An entity's default axes (its first X and Y options, the spec's defaults). */
export function entityAxes(entity: ReportEntity): Pick<ChartFormValues, "x" | "y"> {
  return { x: REPORT_ENTITIES[entity].x[0], y: REPORT_ENTITIES[entity].y[0] };
}

/** The spec's defaults: a bar chart of tasks by their first axes in the primary colour, no filter. */
export function defaultValues(dashboardId: string, on: string = DEFAULT_ON): ChartFormValues {
  const values: ChartFormValues = {
    name: "",
    dashboardId,
    style: "bar",
    color: DEFAULT_CHART_COLOR,
    on: DEFAULT_ON,
    ...entityAxes("tasks"),
    column: null,
    groupBy: null,
    bucket: "week",
    sql: "",
    filtering: false,
    filters: NO_FILTERS,
  };
  return on === DEFAULT_ON ? values : withSource(values, on);
}

/**
 * The values with another source chosen: its axes back to their defaults (an entity's first
 * options; a table's first column counted; a query's columns once it has run), a burn style kept
 * only for tasks, filters only for entities.
 */
export function withSource(
  values: ChartFormValues,
  on: string,
  firstColumn: string | null = null,
): ChartFormValues {
  const parsed = parseOn(on);
  if (!parsed) return values;
  const isTasks = parsed.kind === "entity" && parsed.id === "tasks";
  const style = BURN_STYLES.includes(values.style) && !isTasks ? "bar" : values.style;
  const axes =
    parsed.kind === "entity"
      ? entityAxes(parsed.id as ReportEntity)
      : parsed.kind === "connector"
        ? { x: "", y: "" }
        : { x: firstColumn ?? "", y: "count" };
  return {
    ...values,
    on,
    style,
    ...axes,
    column: null,
    groupBy: null,
    bucket: "week",
    filtering: parsed.kind === "entity" ? values.filtering : false,
    filters: parsed.kind === "entity" ? values.filters : NO_FILTERS,
  };
}

/** The `on` choice of a source. */
export function onOf(source: ChartSource): string {
  switch (source.type) {
    case "entity":
      return `entity:${source.entity}`;
    case "table":
      return `table:${source.tableId}`;
    case "dataset":
      return `dataset:${source.datasetId}`;
    case "sql":
      return `connector:${source.connectorId}`;
  }
}

const hasFilters = (filters: Filters) =>
  filters.period !== "all" || filters.projectIds.length > 0 || filters.personIds.length > 0;

/** The values of a saved chart or of a proposed one (the AI smart builder's). */
export function valuesOf(
  chart: { name: string; style: ChartStyle; color: string; source: ChartSource; filters: Filters },
  dashboardId: string,
): ChartFormValues {
  const base = { ...defaultValues(dashboardId), name: chart.name, style: chart.style, color: chart.color };
  const filters = normalFilters(chart.filters);
  const { source } = chart;
  const on = onOf(source);
  if (source.type === "entity") {
    return {
      ...base,
      on,
      x: source.x,
      y: source.y,
      bucket: source.bucket,
      filtering: hasFilters(filters),
      filters,
    };
  }
  if (source.type === "sql") {
    return { ...base, on, sql: source.sql, x: source.x, y: source.y, groupBy: source.series };
  }
  return {
    ...base,
    on,
    x: source.x,
    y: source.y,
    column: source.column,
    groupBy: source.groupBy,
    bucket: source.bucket,
  };
}

const isAggregate = (value: string): value is Aggregate => (AGGREGATES as readonly string[]).includes(value);

/** The chart's source as the API reads it; null while the form does not name one whole. */
export function sourceOf(values: ChartFormValues): ChartSource | null {
  const parsed = parseOn(values.on);
  if (!parsed) return null;
  if (parsed.kind === "entity") {
    return {
      type: "entity",
      entity: parsed.id as ReportEntity,
      x: values.x,
      y: values.y,
      bucket: values.bucket,
    };
  }
  if (parsed.kind === "connector") {
    if (!values.sql.trim() || !values.x || !values.y) return null;
    return {
      type: "sql",
      connectorId: parsed.id,
      sql: values.sql.trim(),
      x: values.x,
      y: values.y,
      series: values.groupBy,
    };
  }
  if (!values.x || !isAggregate(values.y)) return null;
  if (values.y !== "count" && !values.column) return null;
  const axes = {
    x: values.x,
    y: values.y,
    column: values.y === "count" ? null : values.column,
    groupBy: values.groupBy,
    bucket: values.bucket,
  };
  return parsed.kind === "table"
    ? { type: "table", tableId: parsed.id, ...axes }
    : { type: "dataset", datasetId: parsed.id, ...axes };
}

/** The filters sent: the chosen ones while 'Add filter' is open on an entity source, else none. */
export function filtersOf(values: ChartFormValues): Filters {
  const parsed = parseOn(values.on);
  return values.filtering && parsed?.kind === "entity" ? normalFilters(values.filters) : NO_FILTERS;
}

/** The body of POST/PATCH …/charts; null while the source is not whole. */
export function bodyOf(values: ChartFormValues) {
  const source = sourceOf(values);
  if (!source) return null;
  return {
    name: values.name.trim(),
    style: values.style,
    color: values.color,
    source,
    filters: filtersOf(values),
  };
}

/** What the form would be refused for, field by field (message keys, `validation.*` where the API has one). */
export function formIssues(values: ChartFormValues): Partial<Record<keyof ChartFormValues, string>> {
  const issues: Partial<Record<keyof ChartFormValues, string>> = {};
  const name = values.name.trim();
  if (!name) issues.name = "validation.chartNameRequired";
  else if (name.length > CHART_NAME_MAX) issues.name = "validation.chartNameTooLong";
  const parsed = parseOn(values.on);
  if (!parsed) issues.on = "validation.chartEntityInvalid";
  if (parsed?.kind === "connector") {
    if (!values.sql.trim()) issues.sql = "dataVisualization.addChart.sqlRequired";
    else if (values.sql.length > SQL_MAX) issues.sql = "dataVisualization.addChart.sqlTooLong";
    else if (!values.x || !values.y) issues.x = "dataVisualization.addChart.runFirst";
  } else if (parsed && parsed.kind !== "entity") {
    if (!values.x) issues.x = "validation.chartAxisInvalid";
    if (values.y !== "count" && !values.column) issues.column = "validation.chartAxisInvalid";
  }
  if (BURN_STYLES.includes(values.style) && values.on !== DEFAULT_ON)
    issues.style = "validation.chartStyleSource";
  const filters = filtersOf(values);
  if (filters.period === "custom" && (!filters.from || !filters.to || filters.from > filters.to)) {
    issues.filters = "validation.chartPeriodInvalid";
  }
  return issues;
}
