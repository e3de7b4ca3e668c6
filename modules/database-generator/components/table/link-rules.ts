// The column dialog's links, lookups and rollups as pure rules (the dialog and the unit tests use
// them): what it keeps while they are edited, which columns each may read, what keeps them from being
// saved, and the settings sent. The server checks all of it again (validation.dbLink*, dbLookup*,
// dbRollup*).
import type { ColumnBody } from "@/modules/database-generator/client/api";
import {
  isComputed,
  isLinked,
  NUMERIC_ROLLUPS,
  PRECISION_MAX,
  rollupPrecision,
  type ColumnType,
  type RollupFunction,
} from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";

export type LinkedType = "link" | "lookup" | "rollup";
export const isLinkedType = (type: ColumnType): type is LinkedType => isLinked(type);

/** What the dialog keeps of a link, a lookup or a rollup while it is edited. */
export interface LinkDraft {
  /** A link: the table it links to (fixed once the column exists). */
  tableId: string | null;
  /** A link: whether a record links to several records. */
  multiple: boolean;
  /** A lookup or rollup: the link column of this table it reads through. */
  linkId: string | null;
  /** A lookup or rollup: the linked table's column it reads (none for a rollup's count). */
  targetId: string | null;
  /** A rollup: what it makes of the linked records. */
  fn: RollupFunction;
  /** A rollup: digits after the point; null keeps the function's default. */
  precision: number | null;
}

/** A column's settings as the dialog edits them (a new column's: nothing chosen, several records). */
export function linkDraftOf(column: Pick<Column, "options"> | null): LinkDraft {
  const options = column?.options ?? {};
  return {
    tableId: options.tableId || null,
    multiple: options.multiple ?? true,
    linkId: options.linkId || null,
    targetId: options.targetId || null,
    fn: options.fn ?? "count",
    precision: options.precision ?? null,
  };
}

/** A rollup's digits after the point when none are chosen: its column's, at least 2 for an average. */
export const defaultPrecision = (fn: RollupFunction, target?: Column) => rollupPrecision(fn, target);

/** The types a rollup's sum, average, minimum and maximum read. */
export const NUMBER_TYPES: ReadonlySet<ColumnType> = new Set([
  "number",
  "decimal",
  "currency",
  "percent",
  "rating",
]);

/** Whether a rollup function reads a column (all but the count of linked records). */
export const readsColumn = (fn: RollupFunction) => fn !== "count";

/** This table's link columns (what a lookup or a rollup reads through). */
export const linkColumnsOf = (columns: Column[]) =>
  columns.filter((column) => column.type === "link" && Boolean(column.options.tableId));

/** The table a link column of `columns` links to, or null. */
export const linkedTableOf = (columns: Column[], linkId: string | null) =>
  linkColumnsOf(columns).find((column) => column.id === linkId)?.options.tableId ?? null;

/** The linked table's columns a lookup may show: the stored ones (not computed, not links). */
export const lookupTargets = (columns: Column[]) =>
  columns.filter((column) => !isComputed(column.type) && column.type !== "link");

/** The linked table's columns a rollup function may read: numbers for sum/avg/min/max, none for count. */
export const rollupTargets = (columns: Column[], fn: RollupFunction) =>
  readsColumn(fn)
    ? lookupTargets(columns).filter((column) => !NUMERIC_ROLLUPS.has(fn) || NUMBER_TYPES.has(column.type))
    : [];

/** The columns a lookup or a rollup (with its function) may read. */
export const targetsFor = (type: "lookup" | "rollup", columns: Column[], fn: RollupFunction) =>
  type === "lookup" ? lookupTargets(columns) : rollupTargets(columns, fn);

/** What keeps the settings from being saved (a `databaseGenerator.linkColumn.problems` key). */
export type LinkProblem =
  | "chooseTable"
  | "noLinks"
  | "chooseLink"
  | "loading"
  | "noTargets"
  | "noNumbers"
  | "chooseTarget"
  | "chooseNumber";

/**
 * What keeps a link, lookup or rollup from being saved, or null when it is complete. `columns` are
 * this table's; `targets` the linked table's (undefined while they load).
 */
export function linkProblem(
  type: LinkedType,
  draft: LinkDraft,
  context: { columns: Column[]; targets: Column[] | undefined },
): LinkProblem | null {
  if (type === "link") return draft.tableId ? null : "chooseTable";
  const links = linkColumnsOf(context.columns);
  if (links.length === 0) return "noLinks";
  if (!links.some((column) => column.id === draft.linkId)) return "chooseLink";
  if (type === "rollup" && !readsColumn(draft.fn)) return null;
  if (!context.targets) return "loading";
  const numeric = type === "rollup" && NUMERIC_ROLLUPS.has(draft.fn);
  const allowed = targetsFor(type, context.targets, draft.fn);
  if (allowed.length === 0) return numeric ? "noNumbers" : "noTargets";
  if (!allowed.some((column) => column.id === draft.targetId))
    return numeric ? "chooseNumber" : "chooseTarget";
  return null;
}

/**
 * The settings sent: a new link's table and `multiple`, an existing link's `multiple` only (its
 * table never changes); a lookup's link and column; a rollup's link, function, column (not for a
 * count) and, for sum/avg/min/max, its digits after the point (0–8).
 */
export function linkOptionsBody(
  type: LinkedType,
  draft: LinkDraft,
  existing: boolean,
): NonNullable<ColumnBody["options"]> {
  switch (type) {
    case "link":
      return existing
        ? { multiple: draft.multiple }
        : { tableId: draft.tableId ?? "", multiple: draft.multiple };
    case "lookup":
      return { linkId: draft.linkId ?? "", targetId: draft.targetId ?? "" };
    case "rollup": {
      // None chosen: the server takes the column's (defaultPrecision, the same rule).
      const precision =
        draft.precision === null ? null : Math.min(PRECISION_MAX, Math.max(0, Math.round(draft.precision)));
      return {
        linkId: draft.linkId ?? "",
        fn: draft.fn,
        ...(readsColumn(draft.fn) ? { targetId: draft.targetId ?? "" } : {}),
        ...(NUMERIC_ROLLUPS.has(draft.fn) && precision !== null ? { precision } : {}),
      };
    }
  }
}

/**
 * A rollup's new function: its column kept when the function may still read it (or while the linked
 * table's columns load), else cleared (a count reads none; sum/avg/min/max only numbers).
 */
export function withFunction(draft: LinkDraft, fn: RollupFunction, targets: Column[] | undefined): LinkDraft {
  const keep =
    readsColumn(fn) &&
    (targets === undefined || rollupTargets(targets, fn).some((column) => column.id === draft.targetId));
  return { ...draft, fn, targetId: keep ? draft.targetId : null };
}
