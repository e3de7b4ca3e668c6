import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type {
  NotificationItem,
  NotificationKind,
  NotificationPage,
  NotificationParams,
} from "@/lib/inbox/types";
import {
  listNotificationsQuerySchema,
  markNotificationSchema,
  notificationParamsSchema,
} from "@/lib/schemas/inbox";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterCursor, decodeCursor, encodeCursor, pageRows } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { parseInput } from "@/lib/server/validation";
import { notificationValues } from "@/lib/inbox/notification-values";

/** The inbox is the actor's own, in their active workspace. */
function owner(actor: Actor): { userId: string; workspaceId: string } {
  if (!actor.workspaceId) throw notFound("errors.workspaceNotFound");
  return { userId: actor.userId, workspaceId: actor.workspaceId };
}

/** A notification's text in `locale`, from its kind and parameters (no sentence is stored). */
export function notificationText(
  locale: Locale,
  item: { kind: string; params: NotificationParams; actor: { name: string } | null },
): string {
  const actor = item.actor?.name ?? translateMessage(locale, "notifications.someone");
  return translateMessage(locale, `notifications.kinds.${item.kind}`, notificationValues(item.params, actor));
}

const itemSelect = {
  id: true,
  kind: true,
  params: true,
  link: true,
  readAt: true,
  createdAt: true,
  actor: { select: { id: true, name: true, image: true } },
} as const;

type ItemRow = {
  id: string;
  kind: string;
  params: unknown;
  link: string;
  readAt: Date | null;
  createdAt: Date;
  actor: { id: string; name: string; image: string | null } | null;
};

function toItem(row: ItemRow, locale: Locale): NotificationItem {
  const params = (row.params ?? {}) as NotificationParams;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params,
    actor: row.actor,
    link: row.link,
    text: notificationText(locale, { kind: row.kind, params, actor: row.actor }),
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /notifications: the actor's inbox in the active workspace, newest first, keyset pages. */
export async function listNotifications(
  actor: Actor,
  raw: { query?: unknown },
  locale: Locale = "en",
): Promise<NotificationPage> {
  const query = parseInput(listNotificationsQuerySchema, raw.query ?? {});
  const { userId, workspaceId } = owner(actor);
  const after = decodeCursor(query.cursor);
  const rows = await getDb().notification.findMany({
    where: {
      userId,
      workspaceId,
      inApp: true,
      ...(query.unread ? { readAt: null } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...afterCursor(after),
    },
    select: itemSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    relationLoadStrategy: "join",
  });
  const { shown, last } = pageRows(rows, query.limit);
  return {
    data: shown.map((row) => toItem(row, locale)),
    nextCursor: last ? encodeCursor(last) : null,
  };
}

async function countUnread(
  userId: string,
  workspaceId: string,
  db: Pick<Prisma.TransactionClient, "$queryRaw"> = getDb(),
): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM "Notification"
     WHERE "userId" = ${userId} AND "workspaceId" = ${workspaceId} AND "readAt" IS NULL AND "inApp"`;
  return row?.count ?? 0;
}

/** GET /notifications/unread-count: the bell's number (the partial index of unread rows). */
export async function unreadNotificationCount(actor: Actor): Promise<{ count: number }> {
  const { userId, workspaceId } = owner(actor);
  return { count: await countUnread(userId, workspaceId) };
}

/** PATCH /notifications/{id} { read }: one of the actor's own notifications; another's is 404. */
export async function markNotification(
  actor: Actor,
  raw: { notificationId?: unknown; body?: unknown },
): Promise<{ id: string; readAt: string | null; unread: number }> {
  const { notificationId } = parseInput(notificationParamsSchema, raw);
  const { read } = parseInput(markNotificationSchema, raw.body);
  const { userId, workspaceId } = owner(actor);
  const db = getDb();
  const current = await db.notification.findFirst({
    where: { id: notificationId, userId, workspaceId, inApp: true },
    select: { readAt: true },
  });
  if (!current) throw notFound("errors.notificationNotFound");
  // Reading it again keeps the first time it was read.
  const readAt = read ? (current.readAt ?? new Date()) : null;
  const unread = await withEvents(async (tx, emit) => {
    if ((current.readAt === null) !== (readAt === null)) {
      await tx.notification.updateMany({ where: { id: notificationId, userId }, data: { readAt } });
    }
    const count = await countUnread(userId, workspaceId, tx);
    emit({ type: "notifications.read", userId, workspaceId, ids: [notificationId], unread: count });
    return count;
  });
  return { id: notificationId, readAt: readAt?.toISOString() ?? null, unread };
}

/** POST /notifications/read-all: every unread notification of the actor in the active workspace. */
export async function markAllNotificationsRead(actor: Actor): Promise<{ unread: number }> {
  const { userId, workspaceId } = owner(actor);
  await withEvents(async (tx, emit) => {
    await tx.notification.updateMany({
      where: { userId, workspaceId, readAt: null, inApp: true },
      data: { readAt: new Date() },
    });
    emit({ type: "notifications.read", userId, workspaceId, ids: "all", unread: 0 });
  });
  return { unread: 0 };
}
