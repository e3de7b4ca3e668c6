import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { withEvents, type Tx } from "@/lib/server/events/commit";
import { driveScope, itemNotFound, itemsChanged } from "./scope";

/** Notes that `userId` opened or changed the item now (the recent tab). */
export async function touchRecent(
  db: Tx | ReturnType<typeof getDb>,
  userId: string,
  itemId: string,
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "DriveRecent" ("userId", "itemId", "at") VALUES (${userId}, ${itemId}, now())
    ON CONFLICT ("userId", "itemId") DO UPDATE SET "at" = excluded."at"`;
}

/** PUT / DELETE …/items/{itemId}/bookmark: stars an item for the reader, or takes the star off. */
export async function setBookmark(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  starred: boolean,
  locale: Locale = "en",
): Promise<{ ok: true }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await getDb().driveItem.findFirst({
    where: { id: params.itemId, moduleId: scope.moduleId },
    select: { id: true, parentId: true },
  });
  if (!item) throw itemNotFound();
  await withEvents(async (tx, emit) => {
    const changed = starred
      ? await tx.$executeRaw`
          INSERT INTO "DriveBookmark" ("userId", "itemId") VALUES (${actor.userId}, ${item.id}) ON CONFLICT DO NOTHING`
      : (await tx.driveBookmark.deleteMany({ where: { userId: actor.userId, itemId: item.id } })).count;
    // The reader's pages of the folder say whether the item is starred (page-cache.ts).
    if (changed > 0) emit(itemsChanged(scope, actor, [item.parentId]));
  });
  return { ok: true };
}
