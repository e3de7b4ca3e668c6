-- CreateTable
CREATE TABLE "MeetingBoard" (
    "meetingId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "elements" JSONB NOT NULL DEFAULT '[]',
    "elementCount" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MeetingBoard_pkey" PRIMARY KEY ("meetingId")
);

-- CreateIndex
CREATE INDEX "MeetingBoard_moduleId_updatedAt_meetingId_idx" ON "MeetingBoard"("moduleId", "updatedAt" DESC, "meetingId" DESC);

-- AddForeignKey
ALTER TABLE "MeetingBoard" ADD CONSTRAINT "MeetingBoard_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "Meeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A board's elements are an array, their count never negative (modules/meeting-room/server/boards.ts
-- also caps the size it writes).
ALTER TABLE "MeetingBoard" ADD CONSTRAINT "MeetingBoard_elements_array" CHECK (jsonb_typeof("elements") = 'array');
ALTER TABLE "MeetingBoard" ADD CONSTRAINT "MeetingBoard_counts" CHECK ("elementCount" >= 0 AND "version" >= 0);
