-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN     "lastReplyAt" TIMESTAMP(3),
ADD COLUMN     "mentionIds" CHAR(24)[] DEFAULT ARRAY[]::CHAR(24)[],
ADD COLUMN     "mentionsChannel" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "replyCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rootId" CHAR(24);

-- CreateTable
CREATE TABLE "ChatThreadFollower" (
    "rootId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "following" BOOLEAN NOT NULL DEFAULT true,
    "viewedSeq" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatThreadFollower_pkey" PRIMARY KEY ("rootId","userId")
);

-- CreateIndex
CREATE INDEX "ChatThreadFollower_userId_idx" ON "ChatThreadFollower"("userId");

-- CreateIndex
CREATE INDEX "ChatMessage_rootId_seq_idx" ON "ChatMessage"("rootId", "seq");

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_rootId_fkey" FOREIGN KEY ("rootId") REFERENCES "ChatMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatThreadFollower" ADD CONSTRAINT "ChatThreadFollower_rootId_fkey" FOREIGN KEY ("rootId") REFERENCES "ChatMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatThreadFollower" ADD CONSTRAINT "ChatThreadFollower_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- By hand (prisma/schema/online-chat.prisma names them): a conversation's own list reads its
-- top-level messages by seq; a reply is never a root and is counted only by its root.
CREATE INDEX "ChatMessage_top_idx" ON "ChatMessage"("conversationId", "seq") WHERE "rootId" IS NULL;
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_replyCount_check" CHECK ("replyCount" >= 0);
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_reply_check" CHECK ("rootId" IS NULL OR "replyCount" = 0);
