-- Database generator: each record's history (who added, changed or deleted it, the cells before and
-- after) and comments on records.
-- CreateEnum
CREATE TYPE "DbRecordChangeKind" AS ENUM ('created', 'updated', 'deleted');

-- CreateTable
CREATE TABLE "DbRecordChange" (
    "id" CHAR(24) NOT NULL,
    "tableId" CHAR(24) NOT NULL,
    "recordId" CHAR(24) NOT NULL,
    "kind" "DbRecordChangeKind" NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "userId" CHAR(24),
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbRecordChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DbRecordComment" (
    "id" CHAR(24) NOT NULL,
    "tableId" CHAR(24) NOT NULL,
    "recordId" CHAR(24) NOT NULL,
    "authorId" CHAR(24),
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbRecordComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DbRecordChange_tableId_recordId_at_id_idx" ON "DbRecordChange"("tableId", "recordId", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "DbRecordComment_tableId_recordId_createdAt_id_idx" ON "DbRecordComment"("tableId", "recordId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "DbRecordChange" ADD CONSTRAINT "DbRecordChange_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DbTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbRecordChange" ADD CONSTRAINT "DbRecordChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbRecordComment" ADD CONSTRAINT "DbRecordComment_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DbTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbRecordComment" ADD CONSTRAINT "DbRecordComment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "DbRecordComment" ADD CONSTRAINT "DbRecordComment_body_check" CHECK (char_length("body") BETWEEN 1 AND 5000);
