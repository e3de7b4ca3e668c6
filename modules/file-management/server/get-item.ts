import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { Crumb, DriveItem } from "@/modules/file-management/shared/types";
import { crumbsOf, itemRows } from "./item-rows";
import { touchRecent } from "./recent";
import { driveScope, itemNotFound } from "./scope";

/** GET …/items/{itemId}: one item and the folders above it (a preview opened by its link). */
export async function getItem(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  locale: Locale = "en",
): Promise<{ item: DriveItem; crumbs: Crumb[] }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const [row] = await itemRows(scope.moduleId, actor.userId, [params.itemId]);
  if (!row) throw itemNotFound();
  if (row.item.kind === "file") await touchRecent(getDb(), actor.userId, row.item.id);
  return { item: row.item, crumbs: await crumbsOf(row.path) };
}
