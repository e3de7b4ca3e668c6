-- AlterTable
ALTER TABLE "ChatConversation" ADD COLUMN     "meetingId" CHAR(24);

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_meetingId_key" ON "ChatConversation"("meetingId");

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "Meeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A third kind: a meeting's conversation names its meeting and nothing else (no name, no member key).
ALTER TABLE "ChatConversation" DROP CONSTRAINT "ChatConversation_kind";
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_kind" CHECK (
  ("kind" = 'channel' AND "name" IS NOT NULL AND "directKey" IS NULL AND "meetingId" IS NULL)
  OR ("kind" = 'direct' AND "directKey" IS NOT NULL AND "meetingId" IS NULL)
  OR ("kind" = 'meeting' AND "meetingId" IS NOT NULL AND "name" IS NULL AND "directKey" IS NULL));
