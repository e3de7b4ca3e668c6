-- AlterEnum
ALTER TYPE "DbColumnType" ADD VALUE 'attachment';

-- AlterEnum
ALTER TYPE "FileOwner" ADD VALUE 'database_generator';

-- CreateTable
CREATE TABLE "DbFile" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "thumbFileId" CHAR(24),
    "width" INTEGER,
    "height" INTEGER,
    "uploadedById" CHAR(24),
    "detachedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DbFile_thumbFileId_key" ON "DbFile"("thumbFileId");

-- CreateIndex
CREATE INDEX "DbFile_moduleId_createdAt_idx" ON "DbFile"("moduleId", "createdAt");

-- AddForeignKey
ALTER TABLE "DbFile" ADD CONSTRAINT "DbFile_id_fkey" FOREIGN KEY ("id") REFERENCES "File"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbFile" ADD CONSTRAINT "DbFile_thumbFileId_fkey" FOREIGN KEY ("thumbFileId") REFERENCES "File"("id") ON DELETE SET NULL ON UPDATE CASCADE;
