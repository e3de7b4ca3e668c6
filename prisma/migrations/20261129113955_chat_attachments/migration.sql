-- AlterEnum
ALTER TYPE "FileOwner" ADD VALUE 'online_chat';

-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN     "attachmentCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ChatAttachment" (
    "id" CHAR(24) NOT NULL,
    "conversationId" CHAR(24) NOT NULL,
    "messageId" CHAR(24),
    "position" INTEGER NOT NULL DEFAULT 0,
    "fileId" CHAR(24) NOT NULL,
    "thumbFileId" CHAR(24),
    "width" INTEGER,
    "height" INTEGER,
    "uploadedById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatAttachment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ChatAttachment_fileId_key" ON "ChatAttachment"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatAttachment_thumbFileId_key" ON "ChatAttachment"("thumbFileId");

-- CreateIndex
CREATE INDEX "ChatAttachment_messageId_position_idx" ON "ChatAttachment"("messageId", "position");

-- CreateIndex
CREATE INDEX "ChatAttachment_conversationId_idx" ON "ChatAttachment"("conversationId");

-- AddForeignKey
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ChatConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "ChatMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "File"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_thumbFileId_fkey" FOREIGN KEY ("thumbFileId") REFERENCES "File"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Unsent attachments past their day, oldest first (the hourly purge); Prisma's diff leaves it.
CREATE INDEX "ChatAttachment_unsent_idx" ON "ChatAttachment"("createdAt") WHERE "messageId" IS NULL;

ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_attachmentCount_check"
  CHECK ("attachmentCount" BETWEEN 0 AND 10);
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_position_check" CHECK ("position" >= 0);
ALTER TABLE "ChatAttachment" ADD CONSTRAINT "ChatAttachment_size_check"
  CHECK (("width" IS NULL AND "height" IS NULL) OR ("width" > 0 AND "height" > 0));

-- A message is text, files or both (the text may now be blank when it carries files).
ALTER TABLE "ChatMessage" DROP CONSTRAINT "ChatMessage_body";
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_body"
  CHECK (length("body") >= 1 OR "attachmentCount" > 0);
