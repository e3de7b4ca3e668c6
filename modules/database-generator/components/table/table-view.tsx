"use client";

import { Button, Group, Menu, Progress, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconColumnInsertRight, IconDots, IconPlus } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { SearchInput } from "@/components/ui/search-input";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { ModuleInfo } from "@/lib/modules/types";
import {
  dbApi,
  dbQueries,
  exportHref,
  useDatabasesLive,
  type RecordsView,
} from "@/modules/database-generator/client/api";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import { columnFamily, isSortable } from "@/modules/database-generator/shared/columns";
import type { FilterGroup, Sort } from "@/modules/database-generator/shared/filters";
import type {
  Column,
  DatabaseDetail,
  DbRecordAnswer,
  RecordPage,
  Table,
} from "@/modules/database-generator/shared/types";
import { parseCell } from "@/modules/database-generator/shared/values";
import {
  dbHrefs,
  tableHref,
  type DbPlace,
  type TableUrlView,
} from "@/modules/database-generator/shared/urls";
import { DbCrumbs } from "../db-nav";
import { useDbActions } from "../use-db-actions";
import { flatLayout } from "../grid/group-layout";
import { sortableSorts } from "../grid/link-cells";
import { RecordsGrid } from "../grid/records-grid";
import { useGridWrites } from "../grid/use-grid-writes";
import { useRecordWindow } from "../grid/use-record-window";
import { ColumnDialog } from "./column-dialog";
import { ColumnHeader, type ColumnAction } from "./column-header";
import { RecordDrawer } from "./record-drawer";
import { useConversion } from "./use-conversion";
import { GroupControl, useGrouping } from "./use-grouping";
import { usePaste } from "./use-paste";
import { appliedFilter, FilterControl, SortControl } from "./view-controls";

/**
 * A table (…/database/{databaseId}/{tableId}): breadcrumbs, its name, Sort, Filter, a search, more
 * (export, hidden columns, rename, clone, delete), 'Add column' and 'Add new record' over the records
 * grid, its row count, a type change's progress, and the record form.
 */
export function TableView(props: {
  place: DbPlace;
  info: ModuleInfo;
  meId: string;
  database: DatabaseDetail;
  initial: Table;
  first: RecordPage;
  /** The view the URL asked for (the first page was read in it). */
  urlView: TableUrlView;
}) {
  const { place, info, database } = props;
  const { moduleId } = place;
  const t = useTranslations("databaseGenerator.table");
  const tc = useTranslations("common");
  const tAll = useTranslations();
  const format = useFormatter();
  const router = useRouter();
  const hydrated = useHydrated();
  const seed = useServerSeed(props.initial);
  const query = useQuery(dbQueries.table(moduleId, props.initial.id), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  useDatabasesLive(moduleId);
  const table = query.data ?? props.initial;
  const shown = useMemo(() => table.columns.filter((column) => !column.hidden), [table.columns]);
  const hidden = table.columns.filter((column) => column.hidden);

  const [sorts, setSorts] = useState<Sort[]>(props.urlView.sorts);
  const [filter, setFilter] = useState<FilterGroup>(
    props.urlView.filter ?? { conjunction: "and", conditions: [] },
  );
  const [search, setSearch] = useState(props.urlView.q);
  const [q] = useDebouncedValue(search, 300);
  const base: RecordsView = useMemo(
    () => ({ sorts: sortableSorts(sorts, table.columns), filter: appliedFilter(filter), q }),
    [sorts, table.columns, filter, q],
  );
  const grouping = useGrouping(moduleId, table.id, table.columns, base, props.urlView.group);
  // The view is kept in the address (a link or a reload opens it so), without asking the server again.
  const href = tableHref(place, database.id, table.id, { ...base, group: grouping.by });
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== href)
      window.history.replaceState(null, "", href);
  }, [href]);
  const { sortsWith } = grouping;
  const view: RecordsView = useMemo(() => ({ ...base, sorts: sortsWith(base.sorts) }), [base, sortsWith]);
  const firstSeed = useServerSeed(props.first);
  const rows = useRecordWindow(moduleId, table.id, view, firstSeed);
  const layout = useMemo(() => grouping.layout ?? flatLayout(rows.total ?? 0), [grouping.layout, rows.total]);
  const writes = useGridWrites(moduleId, table.id, table.columns, rows);
  const paste = usePaste(moduleId, table.id, view, shown, writes);
  const conversion = useConversion(moduleId, table.id);

  const [columnDialog, setColumnDialog] = useState<{ column: Column | null } | null>(null);
  const [record, setRecord] = useState<DbRecordAnswer | "new" | null>(null);
  const [renaming, setRenaming] = useState(false);
  const actions = useDbActions(moduleId, t("actionFailed"));
  const { run, refresh } = actions;

  // The open record follows its edits and others' (the window's copy is the newest).
  const openRecord = record && record !== "new" ? (rows.find(record.id) ?? record) : record;

  const columnAction = async (column: Column, action: ColumnAction) => {
    const index = shown.indexOf(column);
    switch (action) {
      case "edit":
        return setColumnDialog({ column });
      case "sortAsc":
      case "sortDesc":
        if (!isSortable(column.type)) return;
        return setSorts(
          [
            { columnId: column.id, dir: action === "sortAsc" ? ("asc" as const) : ("desc" as const) },
            ...sorts.filter((sort) => sort.columnId !== column.id),
          ].slice(0, 5),
        );
      case "filter":
        return setFilter({
          ...filter,
          conditions: [
            ...filter.conditions,
            {
              columnId: column.id,
              operator: columnFamily(column) === "checkbox" ? "isChecked" : "isNotEmpty",
            },
          ],
        });
      case "left":
      case "right": {
        const neighbour = shown[index + (action === "left" ? -1 : 1)];
        if (!neighbour || neighbour.primary) return;
        return run(() => dbApi.updateColumn(moduleId, table.id, column.id, { position: neighbour.position }));
      }
      case "hide":
        return run(() => dbApi.updateColumn(moduleId, table.id, column.id, { hidden: true }));
      case "delete": {
        if (
          await actions.confirmDelete(t("deleteColumnTitle"), t("deleteColumnMessage", { name: column.name }))
        )
          await run(
            () => dbApi.deleteColumn(moduleId, table.id, column.id),
            t("columnDeleted", { name: column.name }),
          );
      }
    }
  };

  const deleteTable = async () => {
    const message = t("deleteMessage", { name: table.name, count: table.recordCount });
    if (!(await actions.confirmDelete(t("deleteTitle"), message))) return;
    if (await run(() => dbApi.deleteTable(moduleId, table.id)))
      router.push(dbHrefs.database(place, database.id));
  };

  return (
    <Stack gap="sm" data-testid="table-page" data-ready={hydrated ? "true" : undefined}>
      <DbCrumbs place={place} info={info} database={database} current={false} />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2}>{table.name}</Title>
        <Group gap="xs" wrap="wrap">
          <SearchInput
            value={search}
            onChange={setSearch}
            label={t("search")}
            w={200}
            data-testid="records-search"
          />
          <SortControl columns={table.columns} value={sorts} onChange={setSorts} />
          <FilterControl moduleId={moduleId} columns={table.columns} value={filter} onChange={setFilter} />
          <GroupControl columns={table.columns} value={grouping.by} onChange={grouping.setBy} />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDots size={16} aria-hidden />}
                data-testid="table-more"
              >
                {t("more")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={exportHref(moduleId, table.id, "csv", view)} download>
                {t("exportCsv")}
              </Menu.Item>
              <Menu.Item component="a" href={exportHref(moduleId, table.id, "xlsx", view)} download>
                {t("exportXlsx")}
              </Menu.Item>
              {hidden.length > 0 && <Menu.Label>{t("hiddenColumns")}</Menu.Label>}
              {hidden.map((column) => (
                <Menu.Item
                  key={column.id}
                  disabled={!info.access.edit}
                  onClick={() =>
                    void run(() => dbApi.updateColumn(moduleId, table.id, column.id, { hidden: false }))
                  }
                >
                  {t("showColumn", { name: column.name })}
                </Menu.Item>
              ))}
              <Menu.Divider />
              {info.access.edit && <Menu.Item onClick={() => setRenaming(true)}>{t("rename")}</Menu.Item>}
              {info.access.add && (
                <Menu.Item
                  onClick={() => void run(() => dbApi.cloneTable(moduleId, table.id, true), t("cloned"))}
                >
                  {t("clone")}
                </Menu.Item>
              )}
              {info.access.delete && (
                <Menu.Item color="red" onClick={() => void deleteTable()}>
                  {t("delete")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
          {info.access.edit && (
            <Button
              variant="default"
              leftSection={<IconColumnInsertRight size={16} aria-hidden />}
              onClick={() => setColumnDialog({ column: null })}
              data-testid="add-column"
            >
              {t("addColumn")}
            </Button>
          )}
          {info.access.add && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRecord("new")}
              data-testid="add-record"
            >
              {t("addRecord")}
            </Button>
          )}
        </Group>
      </Group>

      <LoadError
        error={query.error && errorMessage(query.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />
      {rows.failed && <LoadError error={t("recordsFailed")} retryLabel={tc("retry")} onRetry={refresh} />}
      {grouping.truncated && (
        <Text size="sm" c="orange" role="status" data-testid="group-truncated">
          {t("tooManyGroups")}
        </Text>
      )}
      {conversion.current && (
        <Stack gap={4} data-testid="conversion-progress">
          <Text size="sm">
            {t("converting", { done: conversion.current.processed, total: conversion.current.total })}
          </Text>
          <Progress
            value={
              conversion.current.total ? (100 * conversion.current.processed) / conversion.current.total : 5
            }
            animated
          />
        </Stack>
      )}

      <RecordsGrid
        moduleId={moduleId}
        label={table.name}
        layout={layout}
        groupHeader={grouping.header}
        columns={shown}
        rows={rows}
        canEdit={info.access.edit}
        header={(column) => (
          <ColumnHeader
            column={column}
            canEdit={info.access.edit}
            canDelete={info.access.delete}
            first={shown.indexOf(column) <= 1}
            last={shown.indexOf(column) === shown.length - 1}
            onAction={(c, a) => void columnAction(c, a)}
          />
        )}
        handlers={{
          commit: async (target, column, raw, titles) => {
            const parsed = parseCell(column, raw);
            if (!parsed.ok) {
              notifications.show({
                color: "red",
                message: t("cellRefused", { column: column.name, reason: tAll(parsed.error) }),
              });
              return false;
            }
            if (JSON.stringify(target.cells[column.id] ?? null) === JSON.stringify(parsed.value)) return true;
            return writes.setCells([{ record: target, cells: { [column.id]: parsed.value }, titles }]);
          },
          clear: (records, columns) => {
            const writable = columns.filter((column) => parseCell(column, null).ok);
            void writes.setCells(
              records.map((target) => ({
                record: target,
                cells: Object.fromEntries(
                  writable
                    .filter((column) => target.cells[column.id] !== undefined)
                    .map((column) => [column.id, null]),
                ),
              })),
            );
          },
          paste: (block, range, lines) => void paste(block, range, lines),
          undo: () => void writes.undo(),
          open: setRecord,
          resize: (column, width) =>
            void run(() => dbApi.updateColumn(moduleId, table.id, column.id, { width })),
        }}
      />
      <Text size="sm" c="dimmed" data-testid="record-count">
        {rows.total === null
          ? ""
          : grouping.groupCount === null
            ? t("count", { count: rows.total, shown: format.number(rows.total) })
            : t("countGroups", {
                count: rows.total,
                shown: format.number(rows.total),
                groups: grouping.groupCount,
              })}
      </Text>

      {columnDialog && (
        <ColumnDialog
          moduleId={moduleId}
          databaseId={database.id}
          tableId={table.id}
          columns={table.columns}
          column={columnDialog.column}
          opened
          onClose={() => setColumnDialog(null)}
          onSaved={() => {
            setColumnDialog(null);
            refresh();
          }}
          onConversion={conversion.follow}
        />
      )}
      <RecordDrawer
        moduleId={moduleId}
        tableId={table.id}
        meId={props.meId}
        columns={table.columns}
        record={openRecord}
        access={info.access}
        onClose={() => setRecord(null)}
        onSave={(target, cells, titles) => writes.setCells([{ record: target, cells, titles }])}
        onCreate={(cells) => writes.createRecords([cells])}
        onDelete={(target) => writes.deleteRecords([target])}
      />
      <SingleFieldModal
        opened={renaming}
        onClose={() => setRenaming(false)}
        title={t("renameTitle")}
        label={t("name")}
        maxLength={100}
        withAsterisk
        initialValue={table.name}
        schema={dbNameSchema}
        onSubmit={async (name) => {
          await dbApi.updateTable(moduleId, table.id, { name });
          refresh();
          setRenaming(false);
        }}
      />
    </Stack>
  );
}
