"use client";

import { Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconColumnInsertRight, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { AskAiButton } from "@/components/ai/ask-ai-button";
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
  useDatabasesLive,
  type RecordsView,
} from "@/modules/database-generator/client/api";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import type { FilterGroup, Sort } from "@/modules/database-generator/shared/filters";
import type {
  Column,
  DatabaseDetail,
  DbRecordAnswer,
  RecordPage,
  Table,
} from "@/modules/database-generator/shared/types";
import {
  dbHrefs,
  tableHref,
  withRecord,
  type DbPlace,
  type TableUrlView,
} from "@/modules/database-generator/shared/urls";
import type { Cell } from "@/modules/database-generator/shared/values";
import type { DbViewAnswer } from "@/modules/database-generator/shared/views";
import { DbCrumbs } from "../db-nav";
import { useDbActions } from "../use-db-actions";
import { flatLayout } from "../grid/group-layout";
import { sortableSorts } from "../grid/link-cells";
import { useGridWrites } from "../grid/use-grid-writes";
import { useRecordWindow } from "../grid/use-record-window";
import type { ViewBodyProps } from "../views/view-body";
import { ColumnDialog } from "./column-dialog";
import { columnActions } from "./column-actions";
import { GridBody } from "./grid-body";
import { RecordDrawer } from "./record-drawer";
import { TableMenu } from "./table-menu";
import { useConversion } from "./use-conversion";
import { GroupControl, useGrouping } from "./use-grouping";
import { usePaste } from "./use-paste";
import { shownColumns, useSavedViews } from "./use-saved-views";
import { appliedFilter, FilterControl, SortControl } from "./view-controls";
import { ViewTabs } from "./view-tabs";

// The other kinds of view load when one is shown (the grid's first-load JS holds only the grid).
const bodies = {
  kanban: dynamic<ViewBodyProps>(() => import("../views/kanban-view").then((m) => m.KanbanView)),
  gallery: dynamic<ViewBodyProps>(() => import("../views/gallery-view").then((m) => m.GalleryView)),
  form: dynamic<ViewBodyProps>(() => import("../views/form-view").then((m) => m.FormView)),
};

/**
 * A table (…/database/{databaseId}/{tableId}): breadcrumbs, its name, its views (the table's own grid
 * and the saved grids, kanbans, galleries and forms), a search, Sort, Filter, Group, more (export,
 * hidden columns, rename, clone, delete), 'Add column' and 'Add new record' over the view's body, a
 * type change's progress, and the record form.
 */
export function TableView(props: {
  place: DbPlace;
  info: ModuleInfo;
  meId: string;
  database: DatabaseDetail;
  initial: Table;
  first: RecordPage;
  /** The view the page shows (the saved view's state with what the URL changes; the first page was read in it). */
  urlView: TableUrlView;
  views: { data: DbViewAnswer[] };
  viewId: string | null;
  /** The record the URL opens (`record`: a search result, a shared link), or null. */
  recordId: string | null;
}) {
  const { place, info, database } = props;
  const { moduleId } = place;
  const t = useTranslations("databaseGenerator.table");
  const tv = useTranslations("databaseGenerator.views");
  const tc = useTranslations("common");
  const router = useRouter();
  const hydrated = useHydrated();
  const seed = useServerSeed(props.initial);
  const query = useQuery(dbQueries.table(moduleId, props.initial.id), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  useDatabasesLive(moduleId);
  const table = query.data ?? props.initial;
  const actions = useDbActions(moduleId, t("actionFailed"));
  const { run, refresh } = actions;

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
  const saved = useSavedViews({
    moduleId,
    place,
    databaseId: database.id,
    table,
    initial: props.views,
    viewId: props.viewId,
    run,
  });
  const { current } = saved;
  const kind = current?.kind ?? "grid";
  const grouping = useGrouping(moduleId, table.id, table.columns, base, props.urlView.group);
  const state = { ...base, group: kind === "grid" ? grouping.by : null };
  const [record, setRecord] = useState<DbRecordAnswer | "new" | null>(null);
  // The view is kept in the address (a link or a reload opens it so), without asking the server
  // again; so is the open record.
  const href = withRecord(
    tableHref(place, database.id, table.id, state, saved.savedState),
    record && record !== "new" ? record.id : null,
  );
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
  const shown = useMemo(() => shownColumns(table.columns, current), [table.columns, current]);
  const hidden = table.columns.filter((column) => !column.primary && !shown.includes(column));
  const paste = usePaste(moduleId, table.id, view, shown, writes);
  const conversion = useConversion(moduleId, table.id);

  const [columnDialog, setColumnDialog] = useState<{ column: Column | null } | null>(null);
  const [newCells, setNewCells] = useState<Record<string, Cell>>({});
  const [renaming, setRenaming] = useState(false);
  // The open record follows its edits and others' (the window's copy is the newest).
  const openRecord = record && record !== "new" ? (rows.find(record.id) ?? record) : record;
  // The record the URL names opens over the grid (read on its own: it may be far from the first page).
  const { recordId } = props;
  useEffect(() => {
    if (!recordId) return;
    let live = true;
    dbApi.record(moduleId, table.id, recordId).then(
      (found) => {
        if (live) setRecord(found);
      },
      (error: unknown) => {
        if (live) notifications.show({ color: "red", message: errorMessage(error, t("actionFailed")) });
      },
    );
    return () => {
      live = false;
    };
  }, [recordId, moduleId, table.id, t]);
  const addRecord = (cells: Record<string, Cell>) => {
    setNewCells(cells);
    setRecord("new");
  };

  const columnAction = columnActions({
    moduleId,
    table,
    shown,
    sorts,
    filter,
    setSorts,
    setFilter,
    edit: (column) => setColumnDialog({ column }),
    hide: saved.hide,
    run,
    confirmDelete: actions.confirmDelete,
    t,
  });

  const deleteTable = async () => {
    const message = t("deleteMessage", { name: table.name, count: table.recordCount });
    if (!(await actions.confirmDelete(t("deleteTitle"), message))) return;
    if (await run(() => dbApi.deleteTable(moduleId, table.id)))
      router.push(dbHrefs.database(place, database.id));
  };
  const revert = () => {
    if (!current) return;
    setSorts(current.config.sorts);
    setFilter(current.config.filter ?? { conjunction: "and", conditions: [] });
    if (kind === "grid") grouping.setBy(current.config.group);
  };
  const Body = kind === "grid" ? null : bodies[kind];

  return (
    <Stack gap="sm" data-testid="table-page" data-ready={hydrated ? "true" : undefined}>
      <DbCrumbs place={place} info={info} database={database} current={false} />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2}>{table.name}</Title>
        <Group gap="xs" wrap="wrap">
          {kind !== "form" && (
            <>
              <SearchInput
                value={search}
                onChange={setSearch}
                label={t("search")}
                w={200}
                data-testid="records-search"
              />
              <SortControl columns={table.columns} value={sorts} onChange={setSorts} />
              <FilterControl
                moduleId={moduleId}
                columns={table.columns}
                value={filter}
                onChange={setFilter}
              />
            </>
          )}
          {kind === "grid" && (
            <GroupControl columns={table.columns} value={grouping.by} onChange={grouping.setBy} />
          )}
          <AskAiButton moduleId={moduleId} moduleTag="DatabaseGenerator" returnTo={href} />
          <TableMenu
            moduleId={moduleId}
            tableId={table.id}
            view={view}
            hidden={kind === "grid" ? hidden : []}
            access={info.access}
            onShow={saved.show}
            onRename={() => setRenaming(true)}
            onClone={() => void run(() => dbApi.cloneTable(moduleId, table.id, true), t("cloned"))}
            onDelete={() => void deleteTable()}
          />
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
              onClick={() => addRecord({})}
              data-testid="add-record"
            >
              {t("addRecord")}
            </Button>
          )}
        </Group>
      </Group>
      <ViewTabs
        views={saved.views}
        current={current}
        hrefOf={saved.hrefOf}
        canEdit={info.access.edit}
        edited={kind !== "form" && saved.isEdited(state)}
        onCreate={(newKind, name, fromState) => saved.create(newKind, name, fromState ? state : null)}
        onRename={saved.rename}
        onDuplicate={saved.duplicate}
        onDelete={(target) => void saved.remove(target, actions.confirmDelete)}
        onSave={() => void saved.save(state)}
        onRevert={revert}
      />

      <LoadError
        error={query.error && errorMessage(query.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />
      {kind === "grid" && rows.failed && (
        <LoadError error={t("recordsFailed")} retryLabel={tc("retry")} onRetry={refresh} />
      )}
      {kind === "grid" && grouping.truncated && (
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

      {Body && current ? (
        <Body
          moduleId={moduleId}
          table={table}
          view={current}
          records={base}
          access={info.access}
          onOpen={setRecord}
          onAdd={addRecord}
          onConfig={saved.configure}
        />
      ) : (
        <GridBody
          moduleId={moduleId}
          tableId={table.id}
          label={current ? tv("gridLabel", { table: table.name, view: current.name }) : table.name}
          columns={shown}
          layout={layout}
          groupHeader={grouping.header}
          groupCount={grouping.groupCount}
          rows={rows}
          access={info.access}
          writes={writes}
          paste={paste}
          onColumnAction={(column, action) => void columnAction(column, action)}
          onOpen={setRecord}
          onResize={(column, width) =>
            void run(() => dbApi.updateColumn(moduleId, table.id, column.id, { width }))
          }
        />
      )}

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
        newCells={newCells}
        access={info.access}
        onClose={() => setRecord(null)}
        onSave={(target, cells, titles, files) => writes.setCells([{ record: target, cells, titles, files }])}
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
