import "server-only";
import { urlOf } from "@/lib/contracts/endpoint";
import { publicFile } from "@/modules/content-hub/contracts/public";
import { appUrl } from "@/lib/server/env";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseFileKey } from "@/lib/server/files/file-key";
import { getFileStorage, type StoredObject } from "@/lib/server/files/storage";
import { logger } from "@/lib/server/logger";

// The files of a content hub's published content, for the team's website: an <img> or a download
// link cannot send an API key, so these addresses need none. A file is served only while published
// content of that module (a post's cover or body, a product's images or downloads, an active
// category's image) refers to it, or to the image it is the web-sized variant of, and it is an
// upload of that module (File.ownerKind 'content_hub', own-files.ts); any other key — a draft's,
// another module's, project's or workspace's, an unknown one — is 404 alike.

/** Where the public API points at a stored file ('/' + key, as content stores it). */
export function publicFileUrl(moduleId: string, fileKey: string): string {
  return `${appUrl()}${urlOf(publicFile, { moduleId, key: fileKey.replace(/^\//, "") })}`;
}

/** A post's body with its own file addresses (/api/v1/files/…) turned into public ones. */
export function publicContent(moduleId: string, html: string): string {
  return html.replace(
    /(src|href)="\/api\/v1\/files\/([^"?#]+)"/g,
    (_, attribute: string, key: string) => `${attribute}="${publicFileUrl(moduleId, key)}"`,
  );
}

/** Whether published content of the module refers to `key` (or to the original it is a variant of). */
async function isPublished(moduleId: string, key: string): Promise<boolean> {
  const [row] = await getDb().$queryRaw<{ used: boolean }[]>`
    WITH k AS (
      SELECT x.key FROM (SELECT ${key}::text AS key
                         UNION SELECT v."originalKey" FROM "ContentImageVariant" v WHERE v."variantKey" = ${key}) x)
    SELECT EXISTS (SELECT 1 FROM "ContentPost" p, k
                    WHERE p."moduleId" = ${moduleId} AND p."isPublished"
                      AND (p."coverImgUrl" = '/' || k.key OR strpos(p."content", '/api/v1/files/' || k.key) > 0))
        OR EXISTS (SELECT 1 FROM "ContentProduct" p, k
                    WHERE p."moduleId" = ${moduleId} AND p."isPublished"
                      AND (('/' || k.key) = ANY (p."mediaUrls") OR strpos(p."customFields"::text, '"/' || k.key || '"') > 0))
        OR EXISTS (SELECT 1 FROM "ContentCategory" c, k
                    WHERE c."moduleId" = ${moduleId} AND c."isActive" AND c."imageUrl" = '/' || k.key) AS used`;
  return row?.used ?? false;
}

export interface PublicFile {
  body: StoredObject["body"] | null;
  contentType: string;
  size: number;
  name: string;
  etag: string;
}

/** GET /api/v1/public/content-hub/{moduleId}/files/{key}: the file, or null as body for a 304. */
export async function readPublicFile(
  moduleId: string,
  key: string,
  ifNoneMatch: string | null,
): Promise<PublicFile> {
  const missing = () => notFound("errors.fileNotFound");
  const parsed = parseFileKey(key);
  if (!parsed) throw missing();
  const [file, module] = await Promise.all([
    // Only the module's own uploads: a key of another module or project that content names is 404.
    getDb().file.findFirst({
      where: { key, workspaceId: parsed.workspaceId, ownerKind: "content_hub", ownerId: moduleId },
      select: { id: true, name: true, contentType: true, size: true },
    }),
    getDb().$queryRaw<{ workspaceId: string }[]>`
      SELECT p."workspaceId" FROM "ProjectModule" m JOIN "Project" p ON p."id" = m."projectId"
       WHERE m."id" = ${moduleId} AND m."tag" = 'ContentHub'
      UNION ALL
      SELECT w."workspaceId" FROM "WorkspaceModule" w WHERE w."id" = ${moduleId} AND w."tag" = 'ContentHub'`,
  ]);
  if (!file || module[0]?.workspaceId !== parsed.workspaceId) throw missing();
  if (!(await isPublished(moduleId, key))) throw missing();
  const etag = `"${file.id}"`;
  const meta = { contentType: file.contentType, size: Number(file.size), name: file.name, etag };
  const tags = ifNoneMatch?.split(",").map((tag) => tag.trim().replace(/^W\//, "")) ?? [];
  if (tags.includes(etag) || tags.includes("*")) return { ...meta, body: null };
  const stored = await getFileStorage().get(key);
  if (!stored) {
    logger.warn(`[content-hub] ${key} has a row but no stored object`);
    throw missing();
  }
  return { ...meta, body: stored.body };
}
