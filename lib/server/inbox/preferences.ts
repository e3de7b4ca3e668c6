import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "@/lib/i18n/config";
import { withDefaults, type NotificationPreferences } from "@/lib/inbox/preferences";
import type { NotificationKind } from "@/lib/inbox/types";
import { notificationPreferencesSchema, unsubscribeSchema } from "@/lib/schemas/inbox";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { appUrl, authSecret } from "@/lib/server/env";
import { badRequest } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";

async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const db = getDb();
  const [rows, settings] = await Promise.all([
    db.notificationPreference.findMany({ where: { userId } }),
    db.notificationSettings.findUnique({ where: { userId }, select: { locale: true } }),
  ]);
  return { kinds: withDefaults(rows), locale: settings?.locale ?? "en" };
}

/** GET /notifications/preferences: every kind's channels (defaults where nothing was chosen). */
export function getNotificationPreferences(actor: Actor): Promise<NotificationPreferences> {
  return preferencesOf(actor.userId);
}

/** PUT /notifications/preferences: saves the kinds sent (others keep theirs) and the e-mails' language. */
export async function saveNotificationPreferences(
  actor: Actor,
  raw: unknown,
  requestLocale: Locale,
): Promise<NotificationPreferences> {
  const input = parseInput(notificationPreferencesSchema, raw);
  const userId = actor.userId;
  const locale = input.locale ?? requestLocale;
  await getDb().$transaction([
    ...input.kinds.map((row) =>
      getDb().notificationPreference.upsert({
        where: { userId_kind: { userId, kind: row.kind } },
        create: { userId, kind: row.kind, inApp: row.inApp, email: row.email },
        update: { inApp: row.inApp, email: row.email },
      }),
    ),
    getDb().notificationSettings.upsert({
      where: { userId },
      create: { userId, locale },
      update: { locale },
    }),
  ]);
  return getNotificationPreferences(actor);
}

/** Each recipient's channels for one kind (defaults for those without a choice), in one query. */
export async function channelsFor(
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, { inApp: boolean; email: boolean }>> {
  const rows = await getDb().notificationPreference.findMany({
    where: { userId: { in: [...userIds] }, kind },
    select: { userId: true, inApp: true, email: true },
  });
  const saved = new Map(rows.map((row) => [row.userId, row]));
  const fallback = withDefaults([]).find((row) => row.kind === kind)!;
  return new Map(
    userIds.map((id) => {
      const row = saved.get(id) ?? fallback;
      return [id, { inApp: row.inApp, email: row.email }];
    }),
  );
}

// Unsubscribe links: `<userId>.<mac>`, a key of their own derived from AUTH_SECRET (as file tokens),
// so the link works without signing in and cannot pass as any other token. It only turns e-mails off.
let cachedKey: { secret: string; key: Buffer } | undefined;
function tokenKey(): Buffer {
  const secret = authSecret();
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: createHash("sha256").update(`suite-unsubscribe:${secret}`).digest() };
  }
  return cachedKey.key;
}
const mac = (userId: string) => createHmac("sha256", tokenKey()).update(userId).digest();

export function unsubscribeToken(userId: string): string {
  return `${userId}.${mac(userId).toString("base64url")}`;
}

/** The page an e-mail's unsubscribe link opens (it asks before turning e-mails off). */
export function unsubscribeUrl(userId: string): string {
  return `${appUrl()}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

function verifyUnsubscribeToken(token: string): string | null {
  const match = /^([0-9a-f]{24})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

/** POST /notifications/unsubscribe { token }: every kind's e-mails off for the link's user. */
export async function unsubscribeFromEmails(raw: unknown): Promise<{ unsubscribed: true }> {
  const { token } = parseInput(unsubscribeSchema, raw);
  const userId = verifyUnsubscribeToken(token);
  if (!userId) throw badRequest("errors.unsubscribeInvalid");
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw badRequest("errors.unsubscribeInvalid");
  const current = await preferencesOf(userId);
  await db.$transaction([
    ...current.kinds.map((row) =>
      db.notificationPreference.upsert({
        where: { userId_kind: { userId, kind: row.kind } },
        create: { userId, kind: row.kind, inApp: row.inApp, email: false },
        update: { email: false },
      }),
    ),
    db.notification.updateMany({ where: { userId, emailPending: true }, data: { emailPending: false } }),
  ]);
  return { unsubscribed: true };
}
