-- CreateTable
CREATE TABLE "CalendarEvent" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "uid" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "location" TEXT,
    "url" TEXT,
    "color" TEXT NOT NULL,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "allDay" BOOLEAN NOT NULL DEFAULT false,
    "timeZone" TEXT NOT NULL,
    "rule" TEXT,
    "recurringEventId" CHAR(24),
    "originalStart" TIMESTAMP(3),
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "busyOnly" BOOLEAN NOT NULL DEFAULT false,
    "reminders" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "spanStart" TIMESTAMP(3) NOT NULL,
    "spanEnd" TIMESTAMP(3) NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CalendarEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarAttendee" (
    "eventId" CHAR(24) NOT NULL,
    "userId" CHAR(24),
    "email" TEXT NOT NULL,
    "response" TEXT NOT NULL DEFAULT 'needsAction',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarAttendee_pkey" PRIMARY KEY ("eventId","email")
);

-- CreateTable
CREATE TABLE "CalendarReminderSent" (
    "eventId" CHAR(24) NOT NULL,
    "occurrenceStart" TIMESTAMP(3) NOT NULL,
    "minutes" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarReminderSent_pkey" PRIMARY KEY ("eventId","occurrenceStart","minutes")
);

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "userId" CHAR(24) NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CalendarEvent_moduleId_spanEnd_idx" ON "CalendarEvent"("moduleId", "spanEnd");

-- CreateIndex
CREATE INDEX "CalendarEvent_moduleId_uid_idx" ON "CalendarEvent"("moduleId", "uid");

-- CreateIndex
CREATE INDEX "CalendarEvent_projectModuleId_idx" ON "CalendarEvent"("projectModuleId");

-- CreateIndex
CREATE INDEX "CalendarEvent_workspaceModuleId_idx" ON "CalendarEvent"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "CalendarEvent_createdById_idx" ON "CalendarEvent"("createdById");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarEvent_recurringEventId_originalStart_key" ON "CalendarEvent"("recurringEventId", "originalStart");

-- CreateIndex
CREATE INDEX "CalendarAttendee_userId_idx" ON "CalendarAttendee"("userId");

-- CreateIndex
CREATE INDEX "CalendarReminderSent_sentAt_idx" ON "CalendarReminderSent"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_tokenHash_key" ON "CalendarFeed"("tokenHash");

-- CreateIndex
CREATE INDEX "CalendarFeed_projectModuleId_idx" ON "CalendarFeed"("projectModuleId");

-- CreateIndex
CREATE INDEX "CalendarFeed_workspaceModuleId_idx" ON "CalendarFeed"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "CalendarFeed_userId_idx" ON "CalendarFeed"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_moduleId_userId_key" ON "CalendarFeed"("moduleId", "userId");

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarEvent" ADD CONSTRAINT "CalendarEvent_recurringEventId_fkey" FOREIGN KEY ("recurringEventId") REFERENCES "CalendarEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarAttendee" ADD CONSTRAINT "CalendarAttendee_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "CalendarEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarAttendee" ADD CONSTRAINT "CalendarAttendee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarReminderSent" ADD CONSTRAINT "CalendarReminderSent_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "CalendarEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each row belongs to exactly one module row (ProjectModule or WorkspaceModule).
ALTER TABLE "CalendarEvent"
  ADD CONSTRAINT "CalendarEvent_owner" CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "CalendarEvent_times" CHECK ("end" >= "start"),
  ADD CONSTRAINT "CalendarEvent_title" CHECK (length("title") BETWEEN 1 AND 200),
  -- A series has a rule; an exception names its series and occurrence and has no rule of its own.
  ADD CONSTRAINT "CalendarEvent_exception" CHECK (
    ("recurringEventId" IS NULL AND "originalStart" IS NULL AND NOT "cancelled")
    OR ("recurringEventId" IS NOT NULL AND "originalStart" IS NOT NULL AND "rule" IS NULL)
  ),
  ADD CONSTRAINT "CalendarEvent_reminders" CHECK (cardinality("reminders") <= 5),
  ADD CONSTRAINT "CalendarEvent_span" CHECK ("spanEnd" >= "spanStart");

ALTER TABLE "CalendarAttendee"
  ADD CONSTRAINT "CalendarAttendee_response" CHECK ("response" IN ('needsAction', 'accepted', 'declined', 'tentative'));

ALTER TABLE "CalendarFeed"
  ADD CONSTRAINT "CalendarFeed_owner" CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);
