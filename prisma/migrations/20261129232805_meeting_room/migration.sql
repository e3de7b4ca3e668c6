-- CreateTable
CREATE TABLE "Meeting" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "uid" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "timeZone" TEXT NOT NULL,
    "reminders" INTEGER[],
    "linkToken" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "hostId" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Meeting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeetingAttendee" (
    "meetingId" CHAR(24) NOT NULL,
    "userId" CHAR(24),
    "email" TEXT NOT NULL,
    "response" TEXT NOT NULL DEFAULT 'needsAction',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetingAttendee_pkey" PRIMARY KEY ("meetingId","email")
);

-- CreateIndex
CREATE UNIQUE INDEX "Meeting_linkToken_key" ON "Meeting"("linkToken");

-- CreateIndex
CREATE INDEX "Meeting_moduleId_end_start_idx" ON "Meeting"("moduleId", "end", "start");

-- CreateIndex
CREATE INDEX "Meeting_projectModuleId_idx" ON "Meeting"("projectModuleId");

-- CreateIndex
CREATE INDEX "Meeting_workspaceModuleId_idx" ON "Meeting"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "Meeting_hostId_idx" ON "Meeting"("hostId");

-- CreateIndex
CREATE INDEX "MeetingAttendee_userId_idx" ON "MeetingAttendee"("userId");

-- AddForeignKey
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingAttendee" ADD CONSTRAINT "MeetingAttendee_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "Meeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetingAttendee" ADD CONSTRAINT "MeetingAttendee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A meeting belongs to exactly one module row; it ends after it starts; its title is 1–200
-- characters; its reminders are some of the spec's 15, 30 and 60 minutes (at least one).
ALTER TABLE "Meeting"
  ADD CONSTRAINT "Meeting_owner" CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "Meeting_times" CHECK ("end" > "start"),
  ADD CONSTRAINT "Meeting_summary" CHECK (length("summary") BETWEEN 1 AND 200),
  ADD CONSTRAINT "Meeting_reminders" CHECK (
    cardinality("reminders") BETWEEN 1 AND 3 AND "reminders" <@ ARRAY[15, 30, 60]);

ALTER TABLE "MeetingAttendee"
  ADD CONSTRAINT "MeetingAttendee_response" CHECK ("response" IN ('needsAction', 'accepted', 'declined', 'tentative'));
