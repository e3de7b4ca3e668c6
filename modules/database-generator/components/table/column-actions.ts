"use client";

import type { ReactNode } from "react";
import { dbApi } from "@/modules/database-generator/client/api";
import { columnFamily, isSortable } from "@/modules/database-generator/shared/columns";
import type { FilterGroup, Sort } from "@/modules/database-generator/shared/filters";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import type { ColumnAction } from "./column-header";

/**
 * What a column header's menu does: edit, sort (first, up to five), add a filter on it, move it
 * beside its neighbour, hide it (in the view) and delete it (asking first).
 */
export function columnActions(deps: {
  moduleId: string;
  table: Table;
  /** The columns the view shows, in their order. */
  shown: Column[];
  sorts: Sort[];
  filter: FilterGroup;
  setSorts: (sorts: Sort[]) => void;
  setFilter: (filter: FilterGroup) => void;
  edit: (column: Column) => void;
  hide: (column: Column) => void;
  run: (work: () => Promise<unknown>, done?: string) => Promise<boolean>;
  confirmDelete: (title: ReactNode, message: ReactNode) => Promise<boolean>;
  t: (
    key: "deleteColumnTitle" | "deleteColumnMessage" | "columnDeleted",
    values?: { name: string },
  ) => string;
}) {
  const { moduleId, table, shown, t } = deps;
  return async (column: Column, action: ColumnAction): Promise<void> => {
    const index = shown.indexOf(column);
    switch (action) {
      case "edit":
        return deps.edit(column);
      case "sortAsc":
      case "sortDesc":
        if (!isSortable(column.type)) return;
        return deps.setSorts(
          [
            { columnId: column.id, dir: action === "sortAsc" ? ("asc" as const) : ("desc" as const) },
            ...deps.sorts.filter((sort) => sort.columnId !== column.id),
          ].slice(0, 5),
        );
      case "filter":
        return deps.setFilter({
          ...deps.filter,
          conditions: [
            ...deps.filter.conditions,
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
        await deps.run(() =>
          dbApi.updateColumn(moduleId, table.id, column.id, { position: neighbour.position }),
        );
        return;
      }
      case "hide":
        return deps.hide(column);
      case "delete": {
        if (await deps.confirmDelete(t("deleteColumnTitle"), t("deleteColumnMessage", { name: column.name })))
          await deps.run(
            () => dbApi.deleteColumn(moduleId, table.id, column.id),
            t("columnDeleted", { name: column.name }),
          );
      }
    }
  };
}
