import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import type { DriveItem, DriveVersion } from "@/modules/file-management/shared/types";
import { liveItems } from "./change-items";
import { addVersion } from "./finish-upload";
import { itemsById } from "./item-rows";
import { afterNewContent } from "./jobs/after-content";
import { touchRecent } from "./recent";
import { assertMayChange } from "./rights";
import { driveScope, itemNotFound, itemsChanged } from "./scope";

/** GET …/items/{itemId}/versions: a file's versions, newest first (the current one marked). */
export async function listVersions(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  locale: Locale = "en",
): Promise<{ data: DriveVersion[] }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await getDb().driveItem.findFirst({
    where: { id: params.itemId, moduleId: scope.moduleId, kind: "file" },
    select: { id: true, fileId: true },
  });
  if (!item) throw itemNotFound();
  const rows = await getDb().driveVersion.findMany({
    where: { itemId: item.id },
    orderBy: { number: "desc" },
    select: {
      id: true,
      number: true,
      fileId: true,
      size: true,
      sha256: true,
      createdAt: true,
      createdBy: { select: { id: true, name: true } },
    },
  });
  // The current version is the newest (restoring one makes a new version of it).
  return {
    data: rows.map((row, index) => ({
      id: row.id,
      number: row.number,
      size: Number(row.size),
      sha256: row.sha256,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      current: index === 0,
    })),
  };
}

/**
 * POST …/items/{itemId}/versions/{versionId}/restore: an earlier version becomes the current one, as
 * a new version made of the same bytes (nothing is copied, so the quota does not change); the
 * versions after it stay listed.
 */
export async function restoreVersion(
  actor: Actor,
  params: { moduleId: unknown; itemId: string; versionId: string },
  locale: Locale = "en",
): Promise<DriveItem> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const [item] = await liveItems(scope.moduleId, [params.itemId]);
  if (item!.kind !== "file") throw itemNotFound();
  await assertMayChange(scope, "edit", item!);
  const version = await getDb().driveVersion.findFirst({
    where: { id: params.versionId, itemId: item!.id },
    select: { fileId: true, size: true, sha256: true, file: { select: { contentType: true } } },
  });
  if (!version) throw notFound("errors.driveVersionNotFound");
  await withEvents(async (tx, emit) => {
    await addVersion(tx, item!.id, actor.userId, {
      fileId: version.fileId,
      size: Number(version.size),
      sha256: version.sha256,
      contentType: version.file.contentType,
    });
    await touchRecent(tx, actor.userId, item!.id);
    emit(itemsChanged(scope, actor, [item!.parentId]));
  });
  await afterNewContent(item!.id, version.file.contentType);
  return (await itemsById(scope.moduleId, actor.userId, [item!.id]))[0]!;
}
