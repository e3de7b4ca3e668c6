-- Files scoped to what owns them (issue 31, item 8): every File row names its owner, and a file is
-- served only to those who may read that owner now (lib/server/files/file-access.ts).

-- CreateEnum
CREATE TYPE "FileOwner" AS ENUM ('upload', 'project_cover', 'content_hub', 'form_response', 'unowned');

-- AlterTable: existing rows start as 'unowned' (the workspace's owners and admins only) until the
-- owner is derived below.
ALTER TABLE "File" ADD COLUMN     "ownerId" CHAR(24),
ADD COLUMN     "ownerKind" "FileOwner" NOT NULL DEFAULT 'unowned';

-- A respondent's upload: FormUpload names its form.
UPDATE "File" f
   SET "ownerKind" = 'form_response', "ownerId" = fu."formId"
  FROM "FormUpload" fu
  JOIN "Form" fm ON fm."id" = fu."formId"
 WHERE fu."fileKey" = f."key" AND fm."workspaceId" = f."workspaceId";

-- A project's cover (`files/<key>`); a file several projects used belongs to the oldest of them.
UPDATE "File" f
   SET "ownerKind" = 'project_cover', "ownerId" = c."projectId"
  FROM (SELECT DISTINCT ON (substr(p."coverImage", 7)) substr(p."coverImage", 7) AS "key",
               p."id" AS "projectId", p."workspaceId"
          FROM "Project" p
         WHERE p."coverImage" LIKE 'files/%'
         ORDER BY substr(p."coverImage", 7), p."createdAt", p."id") c
 WHERE f."key" = c."key" AND f."workspaceId" = c."workspaceId" AND f."ownerKind" = 'unowned';

-- A content hub's upload: the module whose content names it (a post's cover or body, a product's
-- images or downloads, a category's image); named by several modules, the module of the oldest
-- item (the one it was most likely uploaded to). A web variant and its original go together.
WITH named AS (
  SELECT substr(p."coverImgUrl", 2) AS "key", p."workspaceId", p."moduleId", p."createdAt"
    FROM "ContentPost" p WHERE p."coverImgUrl" LIKE '/%'
  UNION ALL
  SELECT m[1], p."workspaceId", p."moduleId", p."createdAt"
    FROM "ContentPost" p,
         regexp_matches(p."content", '/api/v1/files/([0-9a-f]{24}/[0-9a-f]{24}\.[a-z0-9]{1,8})', 'g') m
  UNION ALL
  SELECT substr(u."url", 2), p."workspaceId", p."moduleId", p."createdAt"
    FROM "ContentProduct" p, unnest(p."mediaUrls") u("url") WHERE u."url" LIKE '/%'
  UNION ALL
  SELECT m[1], p."workspaceId", p."moduleId", p."createdAt"
    FROM "ContentProduct" p,
         regexp_matches(p."customFields"::text, '"/([0-9a-f]{24}/[0-9a-f]{24}\.[a-z0-9]{1,8})"', 'g') m
  UNION ALL
  SELECT substr(c."imageUrl", 2), c."workspaceId", c."moduleId", c."createdAt"
    FROM "ContentCategory" c WHERE c."imageUrl" LIKE '/%'
),
-- Each name counts for the file itself and for its original or its variants.
related AS (
  SELECT n."key", n."workspaceId", n."moduleId", n."createdAt" FROM named n
  UNION ALL
  SELECT v."originalKey", n."workspaceId", n."moduleId", n."createdAt"
    FROM named n JOIN "ContentImageVariant" v ON v."variantKey" = n."key"
  UNION ALL
  SELECT v."variantKey", n."workspaceId", n."moduleId", n."createdAt"
    FROM named n JOIN "ContentImageVariant" v ON v."originalKey" = n."key"
),
chosen AS (
  SELECT DISTINCT ON (r."key") r."key", r."workspaceId", r."moduleId"
    FROM related r
   ORDER BY r."key", r."createdAt", r."moduleId"
)
UPDATE "File" f
   SET "ownerKind" = 'content_hub', "ownerId" = ch."moduleId"
  FROM chosen ch
 WHERE f."key" = ch."key" AND f."workspaceId" = ch."workspaceId" AND f."ownerKind" = 'unowned';

-- Anything else (an upload nothing names: a cover never saved, a hub's unused upload) stays
-- 'unowned': its owner cannot be told, so only the workspace's owners and admins are served it, and
-- purge-orphaned-uploads removes it once unreferenced past its grace period.
