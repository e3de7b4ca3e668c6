-- CreateEnum
CREATE TYPE "DriveItemKind" AS ENUM ('folder', 'file');

-- AlterEnum
ALTER TYPE "FileOwner" ADD VALUE 'file_management';

-- DropIndex
DROP INDEX "File_workspaceId_idx";

-- AlterTable
ALTER TABLE "File" ADD COLUMN     "sha256" CHAR(64),
ALTER COLUMN "size" SET DATA TYPE BIGINT;

-- CreateTable
CREATE TABLE "DriveItem" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "parentId" CHAR(24),
    "path" TEXT NOT NULL DEFAULT '',
    "kind" "DriveItemKind" NOT NULL,
    "name" TEXT NOT NULL,
    "fileId" CHAR(24),
    "size" BIGINT NOT NULL DEFAULT 0,
    "contentType" TEXT,
    "sha256" CHAR(64),
    "thumbFileId" CHAR(24),
    "createdById" CHAR(24),
    "updatedById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "trashedAt" TIMESTAMP(3),
    "trashedById" CHAR(24),

    CONSTRAINT "DriveItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveVersion" (
    "id" CHAR(24) NOT NULL,
    "itemId" CHAR(24) NOT NULL,
    "number" INTEGER NOT NULL,
    "fileId" CHAR(24) NOT NULL,
    "size" BIGINT NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveUpload" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "parentId" CHAR(24),
    "name" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "onConflict" TEXT NOT NULL DEFAULT 'keep-both',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveBookmark" (
    "userId" CHAR(24) NOT NULL,
    "itemId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveBookmark_pkey" PRIMARY KEY ("userId","itemId")
);

-- CreateTable
CREATE TABLE "DriveRecent" (
    "userId" CHAR(24) NOT NULL,
    "itemId" CHAR(24) NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveRecent_pkey" PRIMARY KEY ("userId","itemId")
);

-- CreateTable
CREATE TABLE "DriveShare" (
    "itemId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'view',
    "sharedById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveShare_pkey" PRIMARY KEY ("itemId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "DriveItem_fileId_key" ON "DriveItem"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "DriveItem_thumbFileId_key" ON "DriveItem"("thumbFileId");

-- CreateIndex
CREATE INDEX "DriveItem_parentId_trashedAt_idx" ON "DriveItem"("parentId", "trashedAt");

-- CreateIndex
CREATE INDEX "DriveItem_moduleId_trashedAt_idx" ON "DriveItem"("moduleId", "trashedAt");

-- CreateIndex
CREATE INDEX "DriveItem_projectModuleId_idx" ON "DriveItem"("projectModuleId");

-- CreateIndex
CREATE INDEX "DriveItem_workspaceModuleId_idx" ON "DriveItem"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "DriveVersion_fileId_idx" ON "DriveVersion"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "DriveVersion_itemId_number_key" ON "DriveVersion"("itemId", "number");

-- CreateIndex
CREATE INDEX "DriveUpload_workspaceId_idx" ON "DriveUpload"("workspaceId");

-- CreateIndex
CREATE INDEX "DriveUpload_createdAt_idx" ON "DriveUpload"("createdAt");

-- CreateIndex
CREATE INDEX "DriveBookmark_itemId_idx" ON "DriveBookmark"("itemId");

-- CreateIndex
CREATE INDEX "DriveRecent_userId_at_idx" ON "DriveRecent"("userId", "at" DESC);

-- CreateIndex
CREATE INDEX "DriveRecent_itemId_idx" ON "DriveRecent"("itemId");

-- CreateIndex
CREATE INDEX "DriveShare_userId_createdAt_idx" ON "DriveShare"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "File_workspaceId_size_idx" ON "File"("workspaceId", "size");

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "File"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_thumbFileId_fkey" FOREIGN KEY ("thumbFileId") REFERENCES "File"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_trashedById_fkey" FOREIGN KEY ("trashedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveVersion" ADD CONSTRAINT "DriveVersion_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveVersion" ADD CONSTRAINT "DriveVersion_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "File"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveVersion" ADD CONSTRAINT "DriveVersion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveUpload" ADD CONSTRAINT "DriveUpload_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveUpload" ADD CONSTRAINT "DriveUpload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveBookmark" ADD CONSTRAINT "DriveBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveBookmark" ADD CONSTRAINT "DriveBookmark_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveRecent" ADD CONSTRAINT "DriveRecent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveRecent" ADD CONSTRAINT "DriveRecent_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveShare" ADD CONSTRAINT "DriveShare_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveShare" ADD CONSTRAINT "DriveShare_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveShare" ADD CONSTRAINT "DriveShare_sharedById_fkey" FOREIGN KEY ("sharedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- By hand: names are unique, ignoring case, among the live items of a folder (the root's parent is
-- no folder, hence the COALESCE); the listing sorts by name within a folder, folders first (the
-- enum's order).
CREATE UNIQUE INDEX "DriveItem_live_name_key" ON "DriveItem"("moduleId", COALESCE("parentId", ''), lower("name"))
  WHERE "trashedAt" IS NULL;
CREATE INDEX "DriveItem_listing_name_idx" ON "DriveItem"("moduleId", COALESCE("parentId", ''), "kind", lower("name"), "id")
  WHERE "trashedAt" IS NULL;
-- A folder's subtree (moves, copies, the trash, zip downloads): every item whose path starts with it.
CREATE INDEX "DriveItem_path_idx" ON "DriveItem"("moduleId", "path" text_pattern_ops);
-- Search by name (pg_trgm, created by the ask_ai migration).
CREATE INDEX "DriveItem_name_trgm_idx" ON "DriveItem" USING gin (lower("name") gin_trgm_ops);
-- What the columns promise.
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_kind_check" CHECK (
  ("kind" = 'folder' AND "fileId" IS NULL AND "size" = 0 AND "contentType" IS NULL)
  OR ("kind" = 'file')
);
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_name_check" CHECK (
  "name" <> '' AND "name" NOT IN ('.', '..') AND octet_length("name") <= 255 AND strpos("name", '/') = 0
);
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_path_check" CHECK ("path" ~ '^([0-9a-f]{24}/)*$');
ALTER TABLE "DriveItem" ADD CONSTRAINT "DriveItem_size_check" CHECK ("size" >= 0);
ALTER TABLE "DriveUpload" ADD CONSTRAINT "DriveUpload_onConflict_check" CHECK ("onConflict" IN ('keep-both', 'version'));
ALTER TABLE "DriveUpload" ADD CONSTRAINT "DriveUpload_size_check" CHECK ("size" >= 0);
ALTER TABLE "DriveVersion" ADD CONSTRAINT "DriveVersion_number_check" CHECK ("number" >= 1);
ALTER TABLE "DriveShare" ADD CONSTRAINT "DriveShare_role_check" CHECK ("role" IN ('view', 'edit'));
