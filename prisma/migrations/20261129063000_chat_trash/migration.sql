-- Online chat's trash (issue 32): an author's deleted messages newest first, and the purge of those
-- deleted more than 30 days ago. Partial indexes, in this migration only (Prisma's diff leaves them;
-- prisma/schema/online-chat.prisma names them).
CREATE INDEX "ChatMessage_trash_idx" ON "ChatMessage"("authorId", "deletedAt" DESC, "id" DESC) WHERE "deletedAt" IS NOT NULL;
CREATE INDEX "ChatMessage_deletedAt_idx" ON "ChatMessage"("deletedAt") WHERE "deletedAt" IS NOT NULL;
