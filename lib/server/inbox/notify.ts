import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationKind, NotificationParams } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { publishDomainEvent } from "@/lib/server/events/bus";
import { newId } from "@/lib/server/ids";
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
): Promise<string[]> {
  const candidates = [...new Set(recipients)].filter((id) => id !== notification.actorId);
  if (candidates.length === 0) return [];
  // Each recipient's choice for this kind: nothing at all when both channels are off.
  const channels = await channelsFor(candidates, notification.kind);
  const userIds = candidates.filter((id) => channels.get(id)!.inApp || channels.get(id)!.email);
  if (userIds.length === 0) return [];
  const createdAt = new Date();
  const rows = userIds.map((userId) => ({
    inApp: channels.get(userId)!.inApp,
    emailPending: channels.get(userId)!.email,
    id: newId(),
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
  const [, actor] = await Promise.all([
    db.notification.createMany({ data: rows }),
    notification.actorId
      ? db.user.findUnique({
          where: { id: notification.actorId },
          select: { id: true, name: true, image: true },
        })
      : null,
  ]);
  publishDomainEvent({
    type: "notifications.created",
    items: rows
      .filter((row) => row.inApp)
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
      })),
  });
  return userIds;
}
