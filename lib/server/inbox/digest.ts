import "server-only";
import { isLocale } from "@/lib/i18n/config";
import type { NotificationParams } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { sendMail } from "@/lib/server/mail/send-mail";
import { notificationDigestMail } from "@/lib/server/mail/templates";
import { notificationText } from "./inbox";
import { unsubscribeUrl } from "./preferences";

/** At most one digest per recipient in this time. */
export const DIGEST_INTERVAL_MS = 10 * 60 * 1000;
const USERS_PER_RUN = 500;

type Claimed = {
  id: string;
  workspaceId: string;
  kind: string;
  params: NotificationParams;
  actorId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

/**
 * Takes the user's waiting rows (if no digest went to them in the last 10 minutes and no other node
 * is digesting them): they stop waiting, and those still unread are marked e-mailed. The settings
 * row's lock makes one node at a time do this for a user.
 */
async function claim(userId: string, now: Date): Promise<{ locale: string; rows: Claimed[] } | null> {
  return getDb().$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "NotificationSettings" ("userId", "updatedAt") VALUES (${userId}, now()) ON CONFLICT DO NOTHING`;
    const [settings] = await tx.$queryRaw<{ locale: string; lastDigestAt: Date | null }[]>`
      SELECT "locale", "lastDigestAt" FROM "NotificationSettings" WHERE "userId" = ${userId} FOR UPDATE SKIP LOCKED`;
    if (!settings) return null;
    if (settings.lastDigestAt && now.getTime() - settings.lastDigestAt.getTime() < DIGEST_INTERVAL_MS)
      return null;
    const rows = await tx.$queryRaw<Claimed[]>`
      UPDATE "Notification" SET "emailPending" = false,
             "emailedAt" = CASE WHEN "readAt" IS NULL THEN ${now}::timestamp(3) ELSE NULL END
       WHERE "userId" = ${userId} AND "emailPending"
      RETURNING "id", "workspaceId", "kind", "params", "actorId", "readAt", "createdAt"`;
    const unread = rows.filter((row) => row.readAt === null);
    if (unread.length > 0) {
      await tx.notificationSettings.update({ where: { userId }, data: { lastDigestAt: now } });
    }
    return { locale: settings.locale, rows: unread };
  });
}

/** One user's digest, when something unread is waiting and their address is verified. */
async function digestFor(userId: string, now: Date): Promise<boolean> {
  const claimed = await claim(userId, now);
  if (!claimed || claimed.rows.length === 0) return false;
  const db = getDb();
  const actorIds = [...new Set(claimed.rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const workspaceIds = [...new Set(claimed.rows.map((row) => row.workspaceId))];
  const [user, actors, workspaces] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { email: true, name: true, emailVerifiedAt: true } }),
    db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, name: true } }),
    db.workspace.findMany({ where: { id: { in: workspaceIds } }, select: { id: true, name: true } }),
  ]);
  // Only a verified address receives mail it did not ask for (someone else may have typed it).
  if (!user?.emailVerifiedAt) return false;
  const locale = isLocale(claimed.locale) ? claimed.locale : "en";
  const actorName = new Map(actors.map((actor) => [actor.id, actor.name]));
  const rows = [...claimed.rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const groups = workspaces
    .map((workspace) => ({
      workspace: workspace.name,
      texts: rows
        .filter((row) => row.workspaceId === workspace.id)
        .map((row) =>
          notificationText(locale, {
            kind: row.kind,
            params: row.params ?? {},
            actor: row.actorId && actorName.has(row.actorId) ? { name: actorName.get(row.actorId)! } : null,
          }),
        ),
    }))
    .filter((group) => group.texts.length > 0);
  const base = appUrl();
  await sendMail(
    notificationDigestMail({
      to: user.email,
      name: user.name,
      groups,
      inboxUrl: `${base}/notifications`,
      settingsUrl: `${base}/settings/notifications`,
      unsubscribeUrl: unsubscribeUrl(userId),
      locale,
    }),
  );
  return true;
}

/**
 * Sends the e-mail digests that are due: one e-mail per recipient per 10 minutes at most, with what
 * they have not read yet (what they read in the app meanwhile is left out). Returns who got one.
 */
export async function sendNotificationDigests(now = new Date()): Promise<string[]> {
  const users = await getDb().$queryRaw<{ userId: string }[]>`
    SELECT DISTINCT "userId" FROM "Notification" WHERE "emailPending" LIMIT ${USERS_PER_RUN}`;
  const sent: string[] = [];
  for (const { userId } of users) if (await digestFor(userId, now)) sent.push(userId);
  return sent;
}
