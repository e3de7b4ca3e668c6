import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import type { RecordComment } from "@/modules/database-generator/shared/types";
import { recordsTable } from "./physical";
import { dbChanged, dbScope, recordNotFound, tableIn } from "./scope";

// Comments on a record: plain text (shown as text, never as HTML), oldest first, added by those who
// may add to the module, deleted by their author or by those who may delete; they go with the record.

export const COMMENTS_PAGE = 100;

const commentSelect = {
  id: true,
  body: true,
  createdAt: true,
  author: { select: { id: true, name: true } },
} as const;

function commentOf(row: {
  id: string;
  body: string;
  createdAt: Date;
  author: { id: string; name: string | null } | null;
}): RecordComment {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: row.author ? { id: row.author.id, name: row.author.name ?? "" } : null,
  };
}

type Params = { moduleId: unknown; tableId: string; recordId: string };

/** The record of the module's table (else not found). */
async function recordIn(actor: Actor, params: Params, locale: Locale) {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  const [found] = await getDb().$queryRaw<{ id: string }[]>`
    SELECT "id" FROM ${recordsTable(table)} WHERE "id" = ${params.recordId}`;
  if (!found) throw recordNotFound();
  return { scope, table };
}

export async function listComments(
  actor: Actor,
  params: Params,
  query: { offset?: number | undefined },
  locale: Locale = "en",
): Promise<{ data: RecordComment[]; total: number }> {
  const { table } = await recordIn(actor, params, locale);
  const where = { tableId: table.id, recordId: params.recordId };
  const [rows, total] = await Promise.all([
    getDb().dbRecordComment.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: query.offset ?? 0,
      take: COMMENTS_PAGE,
      select: commentSelect,
    }),
    getDb().dbRecordComment.count({ where }),
  ]);
  return { data: rows.map(commentOf), total };
}

export async function addComment(
  actor: Actor,
  params: Params,
  input: { body: string },
  locale: Locale = "en",
): Promise<RecordComment> {
  const { scope, table } = await recordIn(actor, params, locale);
  assertModuleCan(scope, "add");
  const id = newId();
  const row = await withEvents(async (tx, emit) => {
    const created = await tx.dbRecordComment.create({
      data: { id, tableId: table.id, recordId: params.recordId, authorId: actor.userId, body: input.body },
      select: commentSelect,
    });
    emit(
      dbChanged(scope, actor, [{ type: "records.changed", tableId: table.id, recordIds: [params.recordId] }]),
    );
    return created;
  });
  return commentOf(row);
}

export async function deleteComment(
  actor: Actor,
  params: Params & { commentId: string },
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await dbScope(actor, params.moduleId, locale);
  const table = await tableIn(scope, params.tableId);
  const comment = await getDb().dbRecordComment.findFirst({
    where: { id: params.commentId, tableId: table.id, recordId: params.recordId },
    select: { id: true, authorId: true },
  });
  if (!comment) throw notFound("errors.dbCommentNotFound");
  if (comment.authorId !== actor.userId && !scope.access.delete) throw forbidden();
  await withEvents(async (tx, emit) => {
    await tx.dbRecordComment.delete({ where: { id: comment.id } });
    emit(
      dbChanged(scope, actor, [{ type: "records.changed", tableId: table.id, recordIds: [params.recordId] }]),
    );
  });
  return { ok: true };
}
