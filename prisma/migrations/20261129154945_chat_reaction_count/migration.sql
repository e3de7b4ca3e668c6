-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN     "reactionCount" INTEGER NOT NULL DEFAULT 0;

-- The reactions already put.
UPDATE "ChatMessage" m SET "reactionCount" = r."count"
  FROM (SELECT "messageId", count(*)::int AS "count" FROM "ChatReaction" GROUP BY "messageId") r
 WHERE r."messageId" = m."id";

ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_reactionCount_check" CHECK ("reactionCount" >= 0);
