-- CreateTable
CREATE TABLE "TimeEntry" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "userId" CHAR(24) NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3),
    "billable" BOOLEAN NOT NULL DEFAULT false,
    "tagIds" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "taskModuleId" CHAR(24),
    "taskId" CHAR(24),
    "taskKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TimeEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TimeTag" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "title" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimeTag_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TimeEntry_moduleId_userId_start_id_idx" ON "TimeEntry"("moduleId", "userId", "start" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "TimeEntry_moduleId_start_idx" ON "TimeEntry"("moduleId", "start");

-- CreateIndex
CREATE INDEX "TimeEntry_projectModuleId_idx" ON "TimeEntry"("projectModuleId");

-- CreateIndex
CREATE INDEX "TimeEntry_workspaceModuleId_idx" ON "TimeEntry"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "TimeEntry_userId_idx" ON "TimeEntry"("userId");

-- CreateIndex
CREATE INDEX "TimeEntry_taskId_idx" ON "TimeEntry"("taskId");

-- CreateIndex
CREATE INDEX "TimeTag_projectModuleId_idx" ON "TimeTag"("projectModuleId");

-- CreateIndex
CREATE INDEX "TimeTag_workspaceModuleId_idx" ON "TimeTag"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "TimeTag_moduleId_title_key" ON "TimeTag"("moduleId", "title");

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTag" ADD CONSTRAINT "TimeTag_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTag" ADD CONSTRAINT "TimeTag_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTag" ADD CONSTRAINT "TimeTag_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner module per row.
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);
ALTER TABLE "TimeTag" ADD CONSTRAINT "TimeTag_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);

-- A finished entry ends after it starts and lasts 24 hours at most.
ALTER TABLE "TimeEntry" ADD CONSTRAINT "TimeEntry_range"
  CHECK ("end" IS NULL OR ("end" > "start" AND "end" - "start" <= interval '24 hours'));

-- One running timer per person across every module: a second start fails here, whatever the UI did.
CREATE UNIQUE INDEX "TimeEntry_one_running" ON "TimeEntry" ("userId") WHERE "end" IS NULL;
