import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationKind, NotificationParams } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import type { EventMeta } from "@/lib/server/events/bus";
import { withEvents } from "@/lib/server/events/commit";
import { derivedId, newId } from "@/lib/server/ids";
import { channelsFor } from "./preferences";

export interface NewNotification {
  kind: NotificationKind;
  params: NotificationParams;
  /** Who did it; never notified of their own action. Null for reminders. */
  actorId: string | null;
  moduleId?: string | null;
  objectId?: string | null;
  link: string;
}

/**
 * Creates one notification per recipient (each once, never the actor), then publishes them so
 * realtime delivers each to its recipient's open tabs. Recipients must already be filtered to the
 * people allowed to see the object (moduleReaders). Each recipient's preferences for the kind decide
 * whether the row shows in the app and whether it waits for their e-mail digest. Returns the ids of
 * the recipients notified.
 */
export async function notify(
  workspaceId: string,
  recipients: readonly string[],
  notification: NewNotification,
  /**
   * The domain event this answers (a durable subscriber's): each row's id is derived from it, the
   * kind and the recipient, so handling the same event again writes (and announces) nothing twice.
   */
  source?: EventMeta,
): Promise<string[]> {
  const candidates = [...new Set(recipients)].filter((id) => id !== notification.actorId);
  if (candidates.length === 0) return [];
  // Each recipient's choice for this kind: nothing at all when both channels are off.
  const channels = await channelsFor(candidates, notification.kind);
  const userIds = candidates.filter((id) => channels.get(id)!.inApp || channels.get(id)!.email);
  if (userIds.length === 0) return [];
  const createdAt = source?.createdAt ?? new Date();
  const rows = userIds.map((userId) => ({
    inApp: channels.get(userId)!.inApp,
    emailPending: channels.get(userId)!.email,
    id: source ? derivedId(source.createdAt, `${source.id}:${notification.kind}:${userId}`) : newId(),
    workspaceId,
    userId,
    actorId: notification.actorId,
    kind: notification.kind,
    params: notification.params as Prisma.InputJsonObject,
    moduleId: notification.moduleId ?? null,
    objectId: notification.objectId ?? null,
    link: notification.link,
    createdAt,
  }));
  const db = getDb();
  const [actor] = await Promise.all([
    notification.actorId
      ? db.user.findUnique({
          where: { id: notification.actorId },
          select: { id: true, name: true, image: true },
        })
      : null,
  ]);
  await withEvents(async (tx, emit) => {
    const created = new Set(
      (
        await tx.notification.createManyAndReturn({ data: rows, skipDuplicates: true, select: { id: true } })
      ).map((row) => row.id),
    );
    const items = rows
      .filter((row) => row.inApp && created.has(row.id))
      .map((row) => ({
        id: row.id,
        userId: row.userId,
        workspaceId,
        kind: notification.kind,
        params: notification.params,
        actor: actor ?? null,
        link: row.link,
        readAt: null,
        createdAt: createdAt.toISOString(),
      }));
    if (items.length) emit({ type: "notifications.created", items });
  });
  return userIds;
}
