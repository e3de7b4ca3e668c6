"use client";

import { Group, NumberInput, Select, Switch, Text, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useQuery } from "@/lib/client/query/use-query";
import { dbQueries } from "@/modules/database-generator/client/api";
import {
  NUMERIC_ROLLUPS,
  PRECISION_MAX,
  ROLLUP_FUNCTIONS,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import type { Column } from "@/modules/database-generator/shared/types";
import { ColumnTypeIcon } from "../column-type-icon";
import {
  defaultPrecision,
  linkColumnsOf,
  linkedTableOf,
  readsColumn,
  targetsFor,
  withFunction,
  type LinkDraft,
  type LinkedType,
  type LinkProblem,
} from "./link-rules";

/** The linked table's columns, undefined while they load (or when nothing is linked yet). */
export interface LinkedColumns {
  columns: Column[] | undefined;
  failed: boolean;
}

/**
 * The table a link column's settings read: an existing link's own (to name its other side), a lookup's
 * or rollup's through its link column (the columns it may read).
 */
export function useLinkedColumns(
  moduleId: string,
  type: LinkedType | null,
  draft: LinkDraft,
  columns: Column[],
  existing: boolean,
): LinkedColumns {
  const tableId =
    type === "link" ? (existing ? draft.tableId : null) : type ? linkedTableOf(columns, draft.linkId) : null;
  const query = useQuery(tableId ? dbQueries.table(moduleId, tableId) : null);
  return { columns: tableId ? query.data?.columns : undefined, failed: query.error !== null };
}

/**
 * The column dialog's settings of a link (the table it links to, fixed once made; one or several
 * records), a lookup (the link it reads through, the linked table's column) or a rollup (its link, its
 * function, the column it reads, digits after the point); then what keeps it from being saved.
 */
export function LinkOptions(props: {
  moduleId: string;
  databaseId: string;
  tableId: string;
  type: LinkedType;
  /** The column edited (null: a new one). */
  column: Column | null;
  /** This table's columns. */
  columns: Column[];
  value: LinkDraft;
  onChange: (draft: LinkDraft) => void;
  linked: LinkedColumns;
  problem: LinkProblem | null;
  /** The problem's element id (the Save button is described by it). */
  problemId: string;
}) {
  const { type, value, onChange, linked, problem } = props;
  const t = useTranslations("databaseGenerator.linkColumn");
  const database = useQuery(dbQueries.database(props.moduleId, props.databaseId));
  const tables = database.data?.tables;
  const tableName = (id: string | null | undefined) => tables?.find((table) => table.id === id)?.name ?? "";
  const set = (change: Partial<LinkDraft>) => onChange({ ...value, ...change });

  const problemText =
    problem === null
      ? null
      : problem === "loading" && linked.failed
        ? t("loadFailed")
        : t(`problems.${problem}`);
  const problemLine = problemText ? (
    <Text
      id={props.problemId}
      size="sm"
      c={problem === "loading" && linked.failed ? "red" : "dimmed"}
      role="status"
      data-testid="link-problem"
    >
      {problemText}
    </Text>
  ) : null;

  if (type === "link") {
    const existing = props.column !== null;
    const inverse = linked.columns?.find((entry) => entry.id === props.column?.options.inverseId);
    return (
      <>
        {existing ? (
          <TextInput
            label={t("linkTo")}
            value={tableName(value.tableId)}
            readOnly
            description={t("tableFixed")}
          />
        ) : (
          <Select
            label={t("linkTo")}
            placeholder={
              tables ? t("chooseTablePlaceholder") : database.error ? t("tablesFailed") : t("loadingTables")
            }
            withAsterisk
            data={(tables ?? []).map((table) => ({
              value: table.id,
              label: table.id === props.tableId ? t("thisTable", { name: table.name }) : table.name,
            }))}
            value={value.tableId}
            onChange={(id) => set({ tableId: id })}
            allowDeselect={false}
            searchable
            disabled={!tables}
            data-testid="link-table"
          />
        )}
        <Switch
          label={t("multiple")}
          description={t("multipleHint")}
          checked={value.multiple}
          onChange={(event) => set({ multiple: event.currentTarget.checked })}
          data-testid="link-multiple"
        />
        {existing && inverse ? (
          <Text size="sm" c="dimmed">
            {t("otherSide", { column: inverse.name, table: tableName(value.tableId) })}
          </Text>
        ) : null}
        {!existing && value.tableId ? (
          <Text size="sm" c="dimmed" data-testid="link-back-note">
            {value.tableId === props.tableId
              ? t("linksBackSelf")
              : t("linksBack", { table: tableName(value.tableId) })}
          </Text>
        ) : null}
        {problemLine}
      </>
    );
  }

  const links = linkColumnsOf(props.columns);
  const targets = linked.columns ? targetsFor(type, linked.columns, value.fn) : [];
  const targetTypes = new Map<string, ColumnType>(targets.map((target) => [target.id, target.type]));
  const reads = type === "lookup" || readsColumn(value.fn);
  return (
    <>
      <Select
        label={t("through")}
        description={type === "lookup" ? t("lookupHint") : t("rollupHint")}
        placeholder={t("chooseLinkPlaceholder")}
        withAsterisk
        data={links.map((link) => ({
          value: link.id,
          label: t("linkOption", { column: link.name, table: tableName(link.options.tableId) }),
        }))}
        value={links.some((link) => link.id === value.linkId) ? value.linkId : null}
        onChange={(id) => id !== value.linkId && set({ linkId: id, targetId: null })}
        allowDeselect={false}
        disabled={links.length === 0}
        data-testid="link-through"
      />
      {type === "rollup" && (
        <Select
          label={t("fn")}
          data={ROLLUP_FUNCTIONS.map((fn) => ({ value: fn, label: t(`fns.${fn}`) }))}
          value={value.fn}
          onChange={(picked) => {
            const fn = ROLLUP_FUNCTIONS.find((entry) => entry === picked);
            if (fn) onChange(withFunction(value, fn, linked.columns));
          }}
          allowDeselect={false}
          data-testid="rollup-fn"
        />
      )}
      {reads && (
        <Select
          label={type === "lookup" ? t("lookupTarget") : t("rollupTarget")}
          placeholder={
            value.linkId && !linked.columns && !linked.failed
              ? t("loadingColumns")
              : t("chooseTargetPlaceholder")
          }
          withAsterisk
          data={targets.map((target) => ({ value: target.id, label: target.name }))}
          value={targets.some((target) => target.id === value.targetId) ? value.targetId : null}
          onChange={(id) => set({ targetId: id })}
          renderOption={({ option }) => {
            const columnType = targetTypes.get(option.value);
            return (
              <Group gap={8} wrap="nowrap">
                {columnType ? <ColumnTypeIcon type={columnType} decorative /> : null}
                {option.label}
              </Group>
            );
          }}
          allowDeselect={false}
          searchable
          disabled={targets.length === 0}
          data-testid="link-target"
        />
      )}
      {type === "rollup" && NUMERIC_ROLLUPS.has(value.fn) && (
        <NumberInput
          label={t("precision")}
          min={0}
          max={PRECISION_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          value={
            value.precision ??
            defaultPrecision(
              value.fn,
              targets.find((target) => target.id === value.targetId),
            )
          }
          onChange={(entered) => set({ precision: Number(entered) || 0 })}
        />
      )}
      {problemLine}
    </>
  );
}
