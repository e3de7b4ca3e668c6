// Saved views of a table (issue 36): a grid, a kanban by a single select, a gallery of cards and a
// form for entry, each with its sorts, filter and its kind's settings, kept for everyone who reads the
// table. Pure: the server checks a view's settings against the table's columns with these rules and
// reads every stored view back through `sanitizeConfig` (a column removed or retyped since is left out).
import * as z from "@/lib/zod";
import { columnFamily, isComputed, isGroupable, isSortable } from "./columns";
import { filterSchema, isGroup, OPERATORS, SORTS_MAX, type Condition, type FilterGroup } from "./filters";
import type { Column } from "./types";

export const VIEW_KINDS = ["grid", "kanban", "gallery", "form"] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** Saved views a table may have. */
export const VIEWS_MAX = 50;
/** Columns a kanban's or a gallery's card shows besides the record's name. */
export const CARD_COLUMNS_MAX = 10;
export const FORM_TITLE_MAX = 200;
export const FORM_TEXT_MAX = 2_000;

const columnId = z.string().check(z.regex(/^[0-9a-f]{24}$/, "validation.dbViewColumnUnknown"));
const sortSchema = z.object({ columnId, dir: z.enum(["asc", "desc"]) });
const groupSchema = z.object({ columnId, dir: z.enum(["asc", "desc"]) });

/** A form view's fields in their order, each optional or required for who fills it. */
export const formFieldSchema = z.object({ columnId, required: z.boolean() });
export const formSettingsSchema = z.object({
  title: z.string().check(z.maxLength(FORM_TITLE_MAX, "validation.dbViewFormTitleTooLong")),
  description: z.string().check(z.maxLength(FORM_TEXT_MAX, "validation.dbViewFormTextTooLong")),
  fields: z.array(formFieldSchema).check(z.maxLength(200)),
  /** Shown once a record is sent (empty: the default thanks). */
  message: z.string().check(z.maxLength(FORM_TEXT_MAX, "validation.dbViewFormTextTooLong")),
});
export type FormSettings = z.output<typeof formSettingsSchema>;

/**
 * Everything a view keeps; each kind reads its part (a grid its grouping and hidden columns, a kanban
 * its stack column and cards, a gallery its cards, a form its fields). Sorts and filter are common.
 */
export const viewConfigSchema = z.object({
  sorts: z.array(sortSchema).check(z.maxLength(SORTS_MAX, "validation.dbFilterInvalid")),
  filter: z.nullable(filterSchema),
  group: z.nullable(groupSchema),
  hidden: z.array(columnId).check(z.maxLength(200)),
  stackColumnId: z.nullable(columnId),
  cardColumns: z.array(columnId).check(z.maxLength(CARD_COLUMNS_MAX, "validation.dbViewCardsTooMany")),
  form: formSettingsSchema,
});
export type ViewConfig = z.output<typeof viewConfigSchema>;
/** A change of a view's settings: the parts given replace the saved ones. */
export const viewConfigPatchSchema = z.partial(viewConfigSchema);
export type ViewConfigPatch = z.output<typeof viewConfigPatchSchema>;

export const viewSchema = z.object({
  id: z.string(),
  tableId: z.string(),
  name: z.string(),
  kind: z.enum(VIEW_KINDS),
  position: z.number(),
  config: viewConfigSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DbViewAnswer = z.output<typeof viewSchema>;
export const viewListSchema = z.object({ data: z.array(viewSchema) });

type ColumnLike = Pick<Column, "id" | "type" | "options" | "primary">;

/** Columns a form can fill (values people write: not computed ones). */
export const isFormColumn = (column: ColumnLike) => !isComputed(column.type);
/** A kanban stacks its cards by a single select's choices. */
export const isStackColumn = (column: ColumnLike) => column.type === "singleSelect";

/** A new view's settings: a kanban by the first single select, cards of the first columns, a form of every writable column. */
export function defaultConfig(
  kind: ViewKind,
  table: { name: string; columns: readonly (ColumnLike & { required: boolean; hidden: boolean })[] },
): ViewConfig {
  const others = table.columns.filter((column) => !column.primary && !column.hidden);
  return {
    sorts: [],
    filter: null,
    group: null,
    hidden: [],
    stackColumnId: kind === "kanban" ? (table.columns.find(isStackColumn)?.id ?? null) : null,
    cardColumns:
      kind === "kanban" || kind === "gallery"
        ? others
            .filter((column) => !isStackColumn(column) || kind === "gallery")
            .slice(0, kind === "kanban" ? 3 : 4)
            .map((column) => column.id)
        : [],
    form: {
      title: kind === "form" ? table.name : "",
      description: "",
      fields:
        kind === "form"
          ? table.columns
              .filter(isFormColumn)
              .map((column) => ({ columnId: column.id, required: column.required }))
          : [],
      message: "",
    },
  };
}

/** A view's stored settings as they hold for the table now: unknown columns, and what they may no longer do, left out. */
export function sanitizeConfig(raw: unknown, columns: readonly ColumnLike[]): ViewConfig {
  const parsed = viewConfigSchema.safeParse(raw);
  const given = parsed.success ? parsed.data : emptyConfig();
  const byId = new Map(columns.map((column) => [column.id, column]));
  const known = (id: string) => byId.has(id);
  const sorts = given.sorts.filter((sort) => {
    const column = byId.get(sort.columnId);
    return column !== undefined && isSortable(column.type);
  });
  const groupColumn = given.group ? byId.get(given.group.columnId) : undefined;
  const stack = given.stackColumnId ? byId.get(given.stackColumnId) : undefined;
  return {
    sorts: unique(sorts, (sort) => sort.columnId),
    filter: given.filter ? keptFilter(given.filter, byId) : null,
    group: groupColumn && isGroupable(groupColumn.type) ? given.group : null,
    hidden: [...new Set(given.hidden.filter((id) => byId.get(id)?.primary === false))],
    stackColumnId: stack && isStackColumn(stack) ? stack.id : null,
    cardColumns: [...new Set(given.cardColumns.filter((id) => byId.get(id)?.primary === false))],
    form: {
      ...given.form,
      fields: unique(
        given.form.fields.filter((field) => known(field.columnId) && isFormColumn(byId.get(field.columnId)!)),
        (field) => field.columnId,
      ),
    },
  };
}

/** What an empty view keeps. */
export function emptyConfig(): ViewConfig {
  return {
    sorts: [],
    filter: null,
    group: null,
    hidden: [],
    stackColumnId: null,
    cardColumns: [],
    form: { title: "", description: "", fields: [], message: "" },
  };
}

/**
 * The first column id of a change the table does not have or cannot use there (a kanban's stack must be
 * a single select, a form's fields writable ones), with the message to give; null when all hold.
 */
export function configProblem(patch: ViewConfigPatch, columns: readonly ColumnLike[]): string | null {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ids = [
    ...(patch.sorts ?? []).map((sort) => sort.columnId),
    ...(patch.filter ? conditionIds(patch.filter) : []),
    ...(patch.group ? [patch.group.columnId] : []),
    ...(patch.hidden ?? []),
    ...(patch.cardColumns ?? []),
    ...(patch.stackColumnId ? [patch.stackColumnId] : []),
    ...(patch.form?.fields ?? []).map((field) => field.columnId),
  ];
  if (ids.some((id) => !byId.has(id))) return "validation.dbViewColumnUnknown";
  if (patch.stackColumnId && !isStackColumn(byId.get(patch.stackColumnId)!))
    return "validation.dbViewStackNotSelect";
  if ((patch.form?.fields ?? []).some((field) => !isFormColumn(byId.get(field.columnId)!)))
    return "validation.dbViewFormComputed";
  if ((patch.hidden ?? []).some((id) => byId.get(id)!.primary)) return "validation.dbViewPrimaryHidden";
  return null;
}

/** A view's settings naming other columns (a cloned table's: `rename` gives each copy's id). */
export function renamedConfig(config: ViewConfig, rename: (columnId: string) => string): ViewConfig {
  const renamed = (condition: SavedCondition) => ({ ...condition, columnId: rename(condition.columnId) });
  return {
    sorts: config.sorts.map((sort) => ({ ...sort, columnId: rename(sort.columnId) })),
    filter: config.filter && {
      ...config.filter,
      conditions: config.filter.conditions.map((entry) =>
        "conjunction" in entry ? { ...entry, conditions: entry.conditions.map(renamed) } : renamed(entry),
      ),
    },
    group: config.group ? { ...config.group, columnId: rename(config.group.columnId) } : null,
    hidden: config.hidden.map(rename),
    stackColumnId: config.stackColumnId ? rename(config.stackColumnId) : null,
    cardColumns: config.cardColumns.map(rename),
    form: {
      ...config.form,
      fields: config.form.fields.map((field) => ({ ...field, columnId: rename(field.columnId) })),
    },
  };
}

const conditionIds = (filter: FilterGroup): string[] =>
  filter.conditions.flatMap((entry) => (isGroup(entry) ? conditionIds(entry) : [entry.columnId]));

export type SavedFilter = z.output<typeof filterSchema>;
type SavedCondition = Exclude<SavedFilter["conditions"][number], { conjunction: unknown }>;

function keptFilter(filter: SavedFilter, byId: Map<string, ColumnLike>): SavedFilter | null {
  const holds = (condition: SavedCondition) => {
    const column = byId.get(condition.columnId);
    return (
      column !== undefined &&
      (OPERATORS[columnFamily(column)] as readonly string[]).includes(condition.operator)
    );
  };
  const conditions = filter.conditions.flatMap((entry): SavedFilter["conditions"] => {
    if (!("conjunction" in entry)) return holds(entry) ? [entry] : [];
    const inner = entry.conditions.filter(holds);
    return inner.length > 0 ? [{ ...entry, conditions: inner }] : [];
  });
  return conditions.length > 0 ? { conjunction: filter.conjunction, conditions } : null;
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * A filter narrowed by one more condition that must hold too (a kanban's stack: its choice, or empty),
 * kept two levels deep as filters are: an "and" filter gains the condition; an "or" one becomes an "or"
 * of "and" groups, each with the condition (c ∧ (a ∨ (b ∧ d)) = (c ∧ a) ∨ (c ∧ b ∧ d)).
 */
export function narrowedFilter(filter: FilterGroup | null, condition: Condition): FilterGroup {
  if (!filter || filter.conditions.length === 0) return { conjunction: "and", conditions: [condition] };
  if (filter.conjunction === "and")
    return { conjunction: "and", conditions: [condition, ...filter.conditions] };
  const branches = filter.conditions.flatMap((entry): FilterGroup[] => {
    if (!isGroup(entry)) return [{ conjunction: "and", conditions: [condition, entry] }];
    const inner = entry.conditions.filter((c): c is Condition => !isGroup(c));
    return entry.conjunction === "and"
      ? [{ conjunction: "and", conditions: [condition, ...inner] }]
      : inner.map((c) => ({ conjunction: "and", conditions: [condition, c] }));
  });
  return { conjunction: "or", conditions: branches };
}

/** A filter as a view keeps it: two levels deep (a group's own groups, which the filter control never makes, are left out). */
export function savedFilterOf(filter: FilterGroup | null): SavedFilter | null {
  if (!filter || filter.conditions.length === 0) return null;
  return {
    conjunction: filter.conjunction,
    conditions: filter.conditions.map((entry) =>
      isGroup(entry)
        ? {
            conjunction: entry.conjunction,
            conditions: entry.conditions.filter((c): c is Condition => !isGroup(c)),
          }
        : entry,
    ),
  };
}
