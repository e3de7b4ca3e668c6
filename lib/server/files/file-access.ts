import "server-only";
import type { FileOwner } from "@/lib/generated/prisma/client";
import { resolveModuleAccess } from "@/lib/modules/module-access";
import type { RoleValue } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { managesWorkspace } from "@/lib/server/permissions/roles";

// Who may read a stored file: whoever may read what owns it, now (the File row's ownerKind and
// ownerId), through the access rule the owner's own page uses (suite_visible_projects and
// suite_visible_modules, migrations one_access_rule and access_rows_and_goals), in one statement:
// - project_cover: the project is visible to the user (as on the project list);
// - content_hub: the user reads the module (the module gate's `read`);
// - form_response: the user reads the form's responses: the module's `read`, and the form shared,
//   or private and theirs, or they administer the module (as the responses routes' formScope);
// - online_chat: the user reads the module and is in the conversation, and the attachment stands:
//   sent on a message not deleted (nor in a deleted thread), or still unsent and theirs, or on a
//   deleted message of theirs (their trash);
// - file_management: the user reads the module (its files, their versions and thumbnails);
// - database_generator: the user reads the module (its tables' attachment cells and thumbnails);
// - upload (an image no project uses yet): its uploader, and the workspace's owners and admins;
// - unowned (files older than owners): the workspace's owners and admins only.
// Anything else, a non-member, another workspace's key or an unknown one, reads as no file.

/** What serving a file needs of its row. */
export interface ReadableFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

type Row = Omit<ReadableFile, "size"> & {
  /** BIGINT comes back as a bigint. */
  size: bigint;
  ownerKind: FileOwner;
  role: RoleValue;
  uploader: boolean;
  seesProject: boolean;
  /** The owner module's row of suite_visible_modules is there (it is visible to the user). */
  moduleVisible: boolean;
  readable: boolean | null;
  projectRole: RoleValue | null;
  moduleRole: RoleValue | null;
  formPrivate: boolean | null;
  formCreator: boolean | null;
  /** online_chat: the user is in the conversation and the attachment stands for them. */
  inChat: boolean | null;
  chatStanding: boolean | null;
};

/** The module gate's rights on the owner module, from the access rule's row (no query). */
function moduleAccess(row: Row) {
  return resolveModuleAccess({
    workspaceRole: row.role,
    visible: row.moduleVisible,
    readable: row.readable === true,
    projectRole: row.projectRole,
    moduleRole: row.moduleRole,
    // Reading and administering a module do not depend on the applet's add/edit/delete grants
    // (View is already in `readable`).
    grant: null,
  });
}

function mayRead(row: Row): boolean {
  switch (row.ownerKind) {
    case "project_cover":
      return row.seesProject;
    case "content_hub":
      return moduleAccess(row).read;
    case "form_response": {
      const access = moduleAccess(row);
      return access.read && (row.formPrivate === false || row.formCreator === true || access.manageMembers);
    }
    case "online_chat":
      return moduleAccess(row).read && row.inChat === true && row.chatStanding === true;
    case "file_management":
    case "database_generator":
      return moduleAccess(row).read;
    case "upload":
      return row.uploader || managesWorkspace(row.role);
    default:
      return managesWorkspace(row.role);
  }
}

/**
 * The file under `key` of `workspaceId` if `userId` may read it now, else null (one statement: the
 * row, the user's membership and the owner's access rule). The caller parsed the key.
 */
export async function readableFile(
  userId: string,
  workspaceId: string,
  key: string,
): Promise<ReadableFile | null> {
  const [row] = await getDb().$queryRaw<Row[]>`
    SELECT f."id", f."name", f."contentType", f."size", f."ownerKind"::text AS "ownerKind",
           me."role"::text AS "role", f."uploadedById" IS NOT DISTINCT FROM ${userId} AS "uploader",
           (f."ownerKind" = 'project_cover' AND EXISTS (
              SELECT 1 FROM suite_visible_projects(${userId}, ${workspaceId}) vp WHERE vp."id" = f."ownerId"
           )) AS "seesProject",
           vm."id" IS NOT NULL AS "moduleVisible", vm."readable",
           vm."project_role"::text AS "projectRole", vm."module_role"::text AS "moduleRole",
           fm."private" AS "formPrivate", fm."createdById" IS NOT DISTINCT FROM ${userId} AS "formCreator",
           ch."inChat", ch."chatStanding"
      FROM "File" f
      JOIN "WorkspaceMember" me ON me."workspaceId" = f."workspaceId" AND me."userId" = ${userId}
      LEFT JOIN "Form" fm ON f."ownerKind" = 'form_response' AND fm."id" = f."ownerId"
                         AND fm."workspaceId" = f."workspaceId"
      LEFT JOIN LATERAL (
        SELECT c."moduleId",
               EXISTS (SELECT 1 FROM "ChatMember" cm
                        WHERE cm."conversationId" = c."id" AND cm."userId" = ${userId}) AS "inChat",
               EXISTS (SELECT 1 FROM "ChatAttachment" a
                         LEFT JOIN "ChatMessage" m ON m."id" = a."messageId"
                         LEFT JOIN "ChatMessage" r ON r."id" = m."rootId"
                        WHERE (a."fileId" = f."id" OR a."thumbFileId" = f."id")
                          AND CASE WHEN a."messageId" IS NULL THEN a."uploadedById" IS NOT DISTINCT FROM ${userId}
                                   ELSE (m."deletedAt" IS NULL AND (r."id" IS NULL OR r."deletedAt" IS NULL))
                                        OR m."authorId" IS NOT DISTINCT FROM ${userId} END) AS "chatStanding"
          FROM "ChatConversation" c
         WHERE f."ownerKind" = 'online_chat' AND c."id" = f."ownerId" AND c."workspaceId" = f."workspaceId"
      ) ch ON true
      LEFT JOIN LATERAL (
        SELECT v."id", v."readable", v."project_role", v."module_role"
          FROM suite_visible_modules(${userId}, ${workspaceId}) v
         WHERE v."id" = CASE f."ownerKind" WHEN 'content_hub' THEN f."ownerId"
                                           WHEN 'form_response' THEN fm."moduleId"
                                           WHEN 'online_chat' THEN ch."moduleId"
                                           WHEN 'file_management' THEN f."ownerId"
                                           WHEN 'database_generator' THEN f."ownerId" END
      ) vm ON true
     WHERE f."key" = ${key} AND f."workspaceId" = ${workspaceId}`;
  if (!row || !mayRead(row)) return null;
  return { id: row.id, name: row.name, contentType: row.contentType, size: Number(row.size) };
}
