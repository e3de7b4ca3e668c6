-- DropIndex
DROP INDEX "Meeting_moduleId_end_start_idx";

-- AlterTable
-- Recurring meetings (issue 34): a series' rule, and the span a range read goes by (a single
-- meeting's end; existing meetings are single).
ALTER TABLE "Meeting" ADD COLUMN     "rule" TEXT,
ADD COLUMN     "spanEnd" TIMESTAMP(3);
UPDATE "Meeting" SET "spanEnd" = "end";
ALTER TABLE "Meeting" ALTER COLUMN "spanEnd" SET NOT NULL;
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_spanEnd_check" CHECK ("spanEnd" >= "end");
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_rule_check" CHECK ("rule" IS NULL OR length("rule") BETWEEN 1 AND 500);

-- CreateTable
CREATE TABLE "MeetingReminderSent" (
    "meetingId" CHAR(24) NOT NULL,
    "occurrenceStart" TIMESTAMP(3) NOT NULL,
    "minutes" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingReminderSent_pkey" PRIMARY KEY ("meetingId","occurrenceStart","minutes")
);

-- CreateIndex
CREATE INDEX "MeetingReminderSent_sentAt_idx" ON "MeetingReminderSent"("sentAt");

-- CreateIndex
CREATE INDEX "Meeting_spanEnd_idx" ON "Meeting"("spanEnd");

-- CreateIndex
CREATE INDEX "Meeting_moduleId_spanEnd_start_idx" ON "Meeting"("moduleId", "spanEnd", "start");

-- AddForeignKey
ALTER TABLE "MeetingReminderSent" ADD CONSTRAINT "MeetingReminderSent_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "Meeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;
