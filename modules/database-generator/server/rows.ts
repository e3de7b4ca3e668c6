import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  normalizeOptions,
  type ColumnOptions,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import type { Cell } from "@/modules/database-generator/shared/values";
import type { Column, TableSummary } from "@/modules/database-generator/shared/types";

// Rows as the API answers them.

export const columnSelect = {
  id: true,
  name: true,
  type: true,
  options: true,
  required: true,
  unique: true,
  defaultValue: true,
  primary: true,
  position: true,
  width: true,
  hidden: true,
} satisfies Prisma.DbColumnSelect;

type ColumnRow = Prisma.DbColumnGetPayload<{ select: typeof columnSelect }>;

export function columnOf(row: ColumnRow): Column {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ColumnType,
    options: normalizeOptions(row.type as ColumnType, (row.options ?? {}) as ColumnOptions),
    required: row.required,
    unique: row.unique,
    defaultValue: (row.defaultValue ?? null) as Cell | null,
    primary: row.primary,
    position: row.position,
    width: row.width,
    hidden: row.hidden,
  };
}

export const tableSelect = {
  id: true,
  databaseId: true,
  name: true,
  description: true,
  position: true,
  recordCount: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { columns: true } },
} satisfies Prisma.DbTableSelect;

type TableRow = Prisma.DbTableGetPayload<{ select: typeof tableSelect }>;

export function tableSummaryOf(row: TableRow): TableSummary {
  return {
    id: row.id,
    databaseId: row.databaseId,
    name: row.name,
    description: row.description,
    position: row.position,
    recordCount: row.recordCount,
    columnCount: row._count.columns,
    // The automations started by its records (server/table-triggers.ts counts them where shown).
    triggers: 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
