"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { dbApi, dbQueries } from "@/modules/database-generator/client/api";
import type { FilterGroup, Sort } from "@/modules/database-generator/shared/filters";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import {
  changedParts,
  dbHrefs,
  EMPTY_TABLE_VIEW,
  tableHref,
  type DbPlace,
} from "@/modules/database-generator/shared/urls";
import {
  savedFilterOf,
  type DbViewAnswer,
  type ViewConfigPatch,
  type ViewKind,
} from "@/modules/database-generator/shared/views";

/** The columns a view shows, in the table's order: a saved grid's own hidden ones left out, else the table's. */
export function shownColumns(columns: Column[], view: DbViewAnswer | null): Column[] {
  const hidden = view?.kind === "grid" ? new Set(view.config.hidden) : null;
  return columns.filter((column) => (hidden ? !hidden.has(column.id) : !column.hidden));
}

/** The page's state a saved view keeps (its grouping for a grid only). */
export interface ViewState {
  sorts: Sort[];
  filter: FilterGroup | null;
  group: { columnId: string; dir: "asc" | "desc" } | null;
}

/**
 * A table's saved views and the one the page shows (`viewId`, null: the table's own grid): their
 * links, whether the page's state differs from the view's, and the actions (create — from the page's
 * state or the kind's defaults —, rename, duplicate, delete, save the state, change settings, hide
 * and show columns: in a saved grid its own hidden columns, in the table's grid the columns').
 */
export function useSavedViews(deps: {
  moduleId: string;
  place: DbPlace;
  databaseId: string;
  table: Table;
  initial: { data: DbViewAnswer[] };
  viewId: string | null;
  run: (work: () => Promise<unknown>, done?: string) => Promise<boolean>;
}) {
  const { moduleId, place, databaseId, table, run } = deps;
  const t = useTranslations("databaseGenerator.views");
  const router = useRouter();
  const seed = useServerSeed(deps.initial);
  const query = useQuery(dbQueries.views(moduleId, table.id), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const views = query.data?.data ?? deps.initial.data;
  const current = views.find((view) => view.id === deps.viewId) ?? null;
  const savedOf = (view: DbViewAnswer): ViewState => ({
    sorts: view.config.sorts,
    filter: view.config.filter,
    group: view.kind === "grid" ? view.config.group : null,
  });
  const savedState = current ? { id: current.id, state: savedOf(current) } : null;

  const hrefOf = (view: DbViewAnswer | null) =>
    view
      ? tableHref(
          place,
          databaseId,
          table.id,
          { ...EMPTY_TABLE_VIEW, ...savedOf(view) },
          {
            id: view.id,
            state: savedOf(view),
          },
        )
      : dbHrefs.table(place, databaseId, table.id);

  const isEdited = (state: ViewState) => {
    if (!current) return state.sorts.length > 0 || state.filter !== null || state.group !== null;
    const changed = changedParts(state, savedOf(current));
    return changed.sort || changed.filter || changed.group;
  };

  const configure = (patch: ViewConfigPatch) =>
    current
      ? run(() => dbApi.updateView(moduleId, table.id, current.id, { config: patch }))
      : Promise.resolve(false);

  const open = async (work: () => Promise<DbViewAnswer>) => {
    const created = await work();
    router.push(hrefOf(created));
  };

  return {
    views,
    current,
    savedState,
    hrefOf,
    isEdited,
    configure,
    hide: (column: Column) => {
      if (current) void configure({ hidden: [...current.config.hidden, column.id] });
      else void run(() => dbApi.updateColumn(moduleId, table.id, column.id, { hidden: true }));
    },
    show: (column: Column) => {
      if (current) void configure({ hidden: current.config.hidden.filter((id) => id !== column.id) });
      else void run(() => dbApi.updateColumn(moduleId, table.id, column.id, { hidden: false }));
    },
    create: (kind: ViewKind, name: string, from: ViewState | null) =>
      open(() =>
        dbApi.createView(moduleId, table.id, {
          name,
          kind,
          ...(from
            ? {
                config: {
                  ...from,
                  filter: savedFilterOf(from.filter),
                  hidden: table.columns.filter((column) => column.hidden).map((column) => column.id),
                },
              }
            : {}),
        }),
      ),
    duplicate: (view: DbViewAnswer, name: string) =>
      open(() => dbApi.createView(moduleId, table.id, { name, kind: view.kind, config: view.config })),
    rename: async (view: DbViewAnswer, name: string) => {
      await dbApi.updateView(moduleId, table.id, view.id, { name });
      void query.refetch();
    },
    save: (state: ViewState) =>
      current
        ? run(
            () =>
              dbApi.updateView(moduleId, table.id, current.id, {
                config: {
                  sorts: state.sorts,
                  filter: savedFilterOf(state.filter),
                  ...(current.kind === "grid" ? { group: state.group } : {}),
                },
              }),
            t("saved", { name: current.name }),
          )
        : Promise.resolve(false),
    remove: async (
      view: DbViewAnswer,
      confirmDelete: (title: ReactNode, message: ReactNode) => Promise<boolean>,
    ) => {
      if (!(await confirmDelete(t("deleteTitle"), t("deleteMessage", { name: view.name })))) return;
      if (await run(() => dbApi.deleteView(moduleId, table.id, view.id), t("deleted", { name: view.name })))
        if (view.id === current?.id) router.push(hrefOf(null));
    },
  };
}
