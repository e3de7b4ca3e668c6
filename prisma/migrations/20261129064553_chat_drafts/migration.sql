-- AlterTable
ALTER TABLE "ChatMember" ADD COLUMN     "draft" TEXT,
ADD COLUMN     "draftAt" TIMESTAMP(3);

-- A draft is some text (a cleared one is NULL), at most a message's length (by hand).
ALTER TABLE "ChatMember" ADD CONSTRAINT "ChatMember_draft"
  CHECK ("draft" IS NULL OR length("draft") BETWEEN 1 AND 10000);
