import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { getDb } from "@/lib/server/db";
import { displayModuleName } from "@/lib/server/modules/module-names";

// The files other modules hold that a person may read now, newest first: what File management's
// "From modules" tab lists. The same rules as readableFile (file-access.ts), written as one
// condition over many rows (a test holds the two equal), narrowed to what a person would call a
// module's files:
// - content_hub: the module's uploads, not the web-sized variants made of images;
// - form_response: respondents' uploads to forms whose responses the person reads;
// - online_chat: files sent on messages that stand (not deleted, nor in a deleted thread) in
//   conversations the person is in; not thumbnails, nor unsent ones.

export const LISTED_OWNERS = ["content_hub", "form_response", "online_chat"] as const;
export type ListedOwner = (typeof LISTED_OWNERS)[number];

export interface ListedFile {
  id: string;
  key: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: Date;
  ownerKind: ListedOwner;
  module: { id: string; tag: string; name: string; projectId: string | null };
}

export interface ListedFilesQuery {
  /** Name contains (case ignored). */
  q?: string;
  /** A condition on `f` (the File row), e.g. a type filter. */
  where?: Prisma.Sql;
  /** The last row of the previous page. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the files of other modules `userId` may read in `workspaceId` (none for a non-member). */
export async function listReadableFiles(
  userId: string,
  workspaceId: string,
  locale: Locale,
  query: ListedFilesQuery,
): Promise<ListedFile[]> {
  const rows = await getDb().$queryRaw<
    (Omit<ListedFile, "size" | "module"> & {
      size: bigint;
      moduleId: string;
      tag: string;
      moduleName: string | null;
      projectId: string | null;
    })[]
  >`
    WITH me AS (
      SELECT m."role"::text AS "role" FROM "WorkspaceMember" m
       WHERE m."workspaceId" = ${workspaceId} AND m."userId" = ${userId}
    ), vm AS MATERIALIZED (
      SELECT v."id", v."tag", v."project_id", v."project_role"::text AS "project_role",
             v."module_role"::text AS "module_role"
        FROM suite_visible_modules(${userId}, ${workspaceId}) v WHERE v."readable"
    )
    SELECT f."id", f."key", f."name", f."contentType", f."size", f."createdAt", f."ownerKind"::text AS "ownerKind",
           vm."id" AS "moduleId", vm."tag", vm."project_id" AS "projectId",
           COALESCE(pm."name", wm."name") AS "moduleName"
      FROM "File" f
      CROSS JOIN me
      LEFT JOIN "Form" fm ON f."ownerKind" = 'form_response' AND fm."id" = f."ownerId"
                         AND fm."workspaceId" = f."workspaceId"
      LEFT JOIN "ChatConversation" c ON f."ownerKind" = 'online_chat' AND c."id" = f."ownerId"
                                    AND c."workspaceId" = f."workspaceId"
      JOIN vm ON vm."id" = CASE f."ownerKind" WHEN 'content_hub' THEN f."ownerId"
                                              WHEN 'form_response' THEN fm."moduleId"
                                              WHEN 'online_chat' THEN c."moduleId" END
      LEFT JOIN "ProjectModule" pm ON pm."id" = vm."id"
      LEFT JOIN "WorkspaceModule" wm ON wm."id" = vm."id"
     WHERE f."workspaceId" = ${workspaceId}
       AND f."ownerKind" IN ('content_hub', 'form_response', 'online_chat')
       AND (f."ownerKind" <> 'content_hub'
            OR NOT EXISTS (SELECT 1 FROM "ContentImageVariant" iv WHERE iv."variantKey" = f."key"))
       AND (f."ownerKind" <> 'form_response'
            OR fm."private" = false OR fm."createdById" IS NOT DISTINCT FROM ${userId}
            OR (me."role" IN ('owner', 'admin', 'member')
                AND (me."role" IN ('owner', 'admin') OR vm."project_role" IN ('owner', 'admin')
                     OR vm."module_role" IN ('owner', 'admin'))))
       AND (f."ownerKind" <> 'online_chat' OR (
            EXISTS (SELECT 1 FROM "ChatMember" cm WHERE cm."conversationId" = c."id" AND cm."userId" = ${userId})
            AND EXISTS (SELECT 1 FROM "ChatAttachment" a
                          JOIN "ChatMessage" m ON m."id" = a."messageId"
                          LEFT JOIN "ChatMessage" r ON r."id" = m."rootId"
                         WHERE a."fileId" = f."id" AND m."deletedAt" IS NULL
                           AND (r."id" IS NULL OR r."deletedAt" IS NULL))))
       ${query.q ? Prisma.sql`AND lower(f."name") LIKE ${containing(query.q)}` : Prisma.empty}
       ${query.where ? Prisma.sql`AND ${query.where}` : Prisma.empty}
       ${
         query.after
           ? Prisma.sql`AND (f."createdAt", f."id") < (${query.after.createdAt}, ${query.after.id}::bpchar)`
           : Prisma.empty
       }
     ORDER BY f."createdAt" DESC, f."id" DESC
     LIMIT ${query.limit}`;
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    contentType: row.contentType,
    size: Number(row.size),
    createdAt: row.createdAt,
    ownerKind: row.ownerKind,
    module: {
      id: row.moduleId,
      tag: row.tag,
      name: displayModuleName({ name: row.moduleName, tag: row.tag }, locale),
      projectId: row.projectId,
    },
  }));
}
