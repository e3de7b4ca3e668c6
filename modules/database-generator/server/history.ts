import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import type { Tx } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import type { Attachment, Column, RecordChange } from "@/modules/database-generator/shared/types";
import type { Cell } from "@/modules/database-generator/shared/values";
import { attachmentsOf } from "./attachments";
import { recordsTable } from "./physical";
import { cellsObjectSql } from "./records";
import { dbScope, tableIn } from "./scope";

// Each record's history: who added, changed or deleted it and when, with the cells before and after,
// written by the writes (record-writes.ts) in their own transaction; read newest first.

export const HISTORY_PAGE = 50;

type Cells = Record<string, Cell>;
export type Change = {
  recordId: string;
  kind: "created" | "updated" | "deleted";
  changes: Record<string, { from: Cell | null; to: Cell | null }>;
};

/** The stored cells of records, by id, locked until the transaction ends (what a change replaces). */
export async function cellsBefore(
  tx: Tx,
  table: { id: string; workspaceId: string },
  columns: readonly Column[],
  ids: string[],
): Promise<Map<string, Cells>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ id: string; cells: Cells }[]>`
    SELECT r."id", ${cellsObjectSql(columns)} AS "cells" FROM ${recordsTable(table)} r
     WHERE r."id" = ANY(${ids}::bpchar[]) FOR UPDATE`;
  return new Map(rows.map((row) => [row.id, row.cells]));
}

const same = (a: Cell | null | undefined, b: Cell | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The cells of `after` that differ from `before` (only the columns `after` names). */
export function diff(before: Cells, after: Record<string, Cell | null>): Change["changes"] {
  const changes: Change["changes"] = {};
  for (const [columnId, to] of Object.entries(after))
    if (!same(before[columnId], to)) changes[columnId] = { from: before[columnId] ?? null, to: to ?? null };
  return changes;
}

/** Writes history entries (empty changes of an update are left out). */
export async function writeHistory(
  tx: Tx,
  tableId: string,
  userId: string,
  entries: Change[],
): Promise<void> {
  const kept = entries.filter((entry) => entry.kind !== "updated" || Object.keys(entry.changes).length > 0);
  if (kept.length === 0) return;
  const json = JSON.stringify(kept.map((entry) => ({ id: newId(), ...entry })));
  await tx.$executeRaw`
    INSERT INTO "DbRecordChange" ("id", "tableId", "recordId", "kind", "changes", "userId")
    SELECT h."id", ${tableId}, h."recordId", h."kind"::"DbRecordChangeKind", h."changes", ${userId}
      FROM jsonb_to_recordset(${json}::jsonb) AS h("id" text, "recordId" text, "kind" text, "changes" jsonb)`;
}

/**
 * GET …/records/{recordId}/history: the record's changes, newest first (a deleted record's too), with
 * the files its attachment cells' changes name that are still kept.
 */
export async function recordHistory(
  actor: Actor,
  params: { moduleId: unknown; tableId: string; recordId: string },
  query: { cursor?: string | undefined },
  locale: Locale = "en",
): Promise<{ data: RecordChange[]; nextCursor: string | null; files?: Record<string, Attachment> }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  const [rows, attachmentColumns] = await Promise.all([
    getDb().dbRecordChange.findMany({
      where: { tableId: table.id, recordId: params.recordId, ...afterKeyset("at", query.cursor) },
      orderBy: [{ at: "desc" }, { id: "desc" }],
      take: HISTORY_PAGE + 1,
      select: { id: true, kind: true, changes: true, at: true, user: { select: { id: true, name: true } } },
    }),
    getDb().dbColumn.findMany({ where: { tableId: table.id, type: "attachment" }, select: { id: true } }),
  ]);
  const page = keysetPage(
    rows,
    (row) => row.at,
    (row) => ({
      id: row.id,
      kind: row.kind,
      changes: row.changes as RecordChange["changes"],
      user: row.user ? { id: row.user.id, name: row.user.name ?? "" } : null,
      at: row.at.toISOString(),
    }),
    HISTORY_PAGE,
  );
  const ids = new Set<string>();
  for (const change of page.data)
    for (const { id } of attachmentColumns) {
      const cell = change.changes[id];
      for (const value of [cell?.from, cell?.to]) if (Array.isArray(value)) value.forEach((v) => ids.add(v));
    }
  if (ids.size === 0) return page;
  return { ...page, files: Object.fromEntries(await attachmentsOf(scope.moduleId, [...ids])) };
}
