import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newFileKey } from "@/lib/server/files/file-key";
import { getFileStorage } from "@/lib/server/files/storage";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { ownerColumns } from "@/lib/server/modules/module-scope";
import type { DriveItem } from "@/modules/file-management/shared/types";
import { placing } from "./change-items";
import { childPath, freeName } from "./folders";
import { itemsById } from "./item-rows";
import { afterNewContent } from "./jobs/after-content";
import { wantsThumbnail } from "./jobs/thumbnails";
import { assertRoom } from "@/lib/server/files/quota";
import { itemsChanged } from "./scope";

/** Items one copy may make in all (folders' contents included). */
export const COPY_MAX_ITEMS = 1_000;
const PARALLEL = 8;

type TreeRow = {
  id: string;
  kind: "folder" | "file";
  name: string;
  parentId: string | null;
  path: string;
  size: bigint;
  contentType: string | null;
  sha256: string | null;
  fileKey: string | null;
};

/**
 * POST …/items/copy: copies of items (a folder with everything live inside it) in a folder or the
 * root, each copy's name free there ("name (2)" beside a taken one). The bytes are copied (a copy is
 * a file of its own: its versions start again at 1) and count against the quota (413 before any
 * copy is made).
 */
export async function copyItems(
  actor: Actor,
  moduleId: unknown,
  input: { ids: string[]; parentId: string | null },
  locale: Locale = "en",
): Promise<{ items: DriveItem[] }> {
  const { scope, items, target } = await placing(actor, moduleId, input, locale);

  // Each selected item and, for folders, what is live inside them, parents before children.
  const prefixes = items.filter((item) => item.kind === "folder").map((item) => `${item.path}${item.id}/`);
  const rows = await getDb().$queryRaw<TreeRow[]>`
    SELECT i."id", i."kind"::text AS "kind", i."name", i."parentId", i."path", i."size", i."contentType",
           i."sha256", f."key" AS "fileKey"
      FROM "DriveItem" i LEFT JOIN "File" f ON f."id" = i."fileId"
     WHERE i."moduleId" = ${scope.moduleId} AND i."trashedAt" IS NULL
       AND (i."id" = ANY(${items.map((item) => item.id)}::bpchar[])
            OR i."path" LIKE ANY(${prefixes.map((prefix) => `${prefix}%`)}::text[]))
     ORDER BY length(i."path"), i."id"
     LIMIT ${COPY_MAX_ITEMS + 1}`;
  if (rows.length > COPY_MAX_ITEMS) throw badRequest("validation.driveCopyTooLarge");
  // An item below a trashed folder inside the copied one stays behind, with what is below it.
  const trashedBelow = new Set(
    (
      await getDb().driveItem.findMany({
        where: {
          moduleId: scope.moduleId,
          trashedAt: { not: null },
          OR: prefixes.map((p) => ({ path: { startsWith: p } })),
        },
        select: { id: true },
      })
    ).map((row) => row.id),
  );
  const copied = rows.filter((row) => !row.path.split("/").some((id) => trashedBelow.has(id)));
  const bytes = copied.reduce((sum, row) => sum + Number(row.size), 0);

  // The bytes first, outside the transaction; removed again if the rows cannot be written.
  const storage = getFileStorage();
  const keys = new Map<string, { id: string; key: string }>();
  try {
    const files = copied.filter((row) => row.fileKey);
    for (let i = 0; i < files.length; i += PARALLEL) {
      await Promise.all(
        files.slice(i, i + PARALLEL).map(async (row) => {
          const ext = row.fileKey!.slice(row.fileKey!.lastIndexOf(".") + 1);
          const fresh = newFileKey(scope.membership.workspaceId, ext);
          keys.set(row.id, fresh);
          await storage.copy(row.fileKey!, fresh.key);
        }),
      );
    }
  } catch (error) {
    await removeKeys([...keys.values()].map((entry) => entry.key));
    throw error;
  }

  const topIds: string[] = [];
  /** The copied images: their thumbnails are made again, by the job. */
  const images: { id: string; contentType: string | null }[] = [];
  try {
    await withEvents(async (tx, emit) => {
      await assertRoom(tx, scope.membership.workspaceId, bytes);
      const places = new Map<string, { id: string; path: string } | null>();
      const selected = new Set(items.map((item) => item.id));
      /** Each copied file and its copy with the copy's stored file: their text goes along. */
      const texts: { from: string; to: string; fileId: string }[] = [];
      for (const row of copied) {
        const top = selected.has(row.id);
        const parent = top ? target && { id: target.id, path: target.path } : places.get(row.parentId!)!;
        const id = newId();
        const name = top ? await freeName(tx, scope.moduleId, parent?.id ?? null, row.name) : row.name;
        const stored = keys.get(row.id);
        if (stored) {
          await tx.file.create({
            data: {
              id: stored.id,
              key: stored.key,
              workspaceId: scope.membership.workspaceId,
              name,
              contentType: row.contentType ?? "application/octet-stream",
              size: row.size,
              sha256: row.sha256,
              uploadedById: actor.userId,
              ownerKind: "file_management",
              ownerId: scope.moduleId,
            },
          });
        }
        await tx.driveItem.create({
          data: {
            id,
            workspaceId: scope.membership.workspaceId,
            ...ownerColumns(scope),
            parentId: parent?.id ?? null,
            path: childPath(parent),
            kind: row.kind,
            name,
            fileId: stored?.id ?? null,
            size: row.size,
            contentType: row.contentType,
            sha256: row.sha256,
            createdById: actor.userId,
            updatedById: actor.userId,
          },
        });
        if (stored)
          await tx.driveVersion.create({
            data: {
              id: newId(),
              itemId: id,
              number: 1,
              fileId: stored.id,
              size: row.size,
              sha256: row.sha256 ?? "",
              createdById: actor.userId,
            },
          });
        if (stored) texts.push({ from: row.id, to: id, fileId: stored.id });
        if (stored && wantsThumbnail(row.contentType)) images.push({ id, contentType: row.contentType });
        places.set(row.id, { id, path: childPath(parent) });
        if (top) topIds.push(id);
      }
      if (texts.length)
        await tx.$executeRaw`
          INSERT INTO "DriveText" ("itemId", "fileId", "text")
          SELECT c."to", c."fileId", t."text"
            FROM unnest(${texts.map((t) => t.from)}::bpchar[], ${texts.map((t) => t.to)}::bpchar[],
                        ${texts.map((t) => t.fileId)}::bpchar[]) AS c("from", "to", "fileId")
            JOIN "DriveText" t ON t."itemId" = c."from"`;
      emit(itemsChanged(scope, actor, [target?.id ?? null]));
    });
  } catch (error) {
    await removeKeys([...keys.values()].map((entry) => entry.key));
    throw error;
  }
  for (const image of images) await afterNewContent(image.id, image.contentType);
  return { items: await itemsById(scope.moduleId, actor.userId, topIds) };
}

async function removeKeys(keys: string[]): Promise<void> {
  const storage = getFileStorage();
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch(() => logger.warn(`[file-management] could not remove ${key}`)),
    ),
  );
}
