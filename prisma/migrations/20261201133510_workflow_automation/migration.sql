-- CreateTable
CREATE TABLE "AutomationProcess" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "rule" JSONB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "pausedReason" TEXT,
    "failureStreak" INTEGER NOT NULL DEFAULT 0,
    "ownerId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutomationProcess_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomationProcessVersion" (
    "id" CHAR(24) NOT NULL,
    "processId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "version" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "compiled" JSONB NOT NULL,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AutomationProcessVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomationTrigger" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "processId" CHAR(24) NOT NULL,
    "elementId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "config" JSONB NOT NULL DEFAULT '{}',
    "nextRunAt" TIMESTAMP(3),

    CONSTRAINT "AutomationTrigger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomationInstance" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "processId" CHAR(24) NOT NULL,
    "versionId" CHAR(24) NOT NULL,
    "version" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "startKey" TEXT NOT NULL,
    "variables" JSONB NOT NULL DEFAULT '{}',
    "state" JSONB,
    "waiting" JSONB NOT NULL DEFAULT '[]',
    "steps" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "failedElementId" TEXT,
    "lockedUntil" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutomationInstance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomationStep" (
    "id" CHAR(24) NOT NULL,
    "instanceId" CHAR(24) NOT NULL,
    "elementId" TEXT NOT NULL,
    "elementType" TEXT NOT NULL,
    "name" TEXT,
    "executionId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "output" JSONB,
    "error" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "AutomationStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomationTimer" (
    "id" CHAR(24) NOT NULL,
    "instanceId" CHAR(24) NOT NULL,
    "executionId" TEXT NOT NULL,
    "elementId" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "claimedUntil" TIMESTAMP(3),

    CONSTRAINT "AutomationTimer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutomationUserTask" (
    "id" CHAR(24) NOT NULL,
    "instanceId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "executionId" TEXT NOT NULL,
    "elementId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "assigneeId" CHAR(24),
    "status" TEXT NOT NULL DEFAULT 'open',
    "decidedById" CHAR(24),
    "decidedAt" TIMESTAMP(3),
    "consumed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AutomationUserTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AutomationProcess_moduleId_updatedAt_id_idx" ON "AutomationProcess"("moduleId", "updatedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "AutomationProcess_workspaceId_idx" ON "AutomationProcess"("workspaceId");

-- CreateIndex
CREATE UNIQUE INDEX "AutomationProcessVersion_processId_version_key" ON "AutomationProcessVersion"("processId", "version");

-- CreateIndex
CREATE INDEX "AutomationTrigger_workspaceId_kind_idx" ON "AutomationTrigger"("workspaceId", "kind");

-- CreateIndex
CREATE INDEX "AutomationTrigger_nextRunAt_idx" ON "AutomationTrigger"("nextRunAt");

-- CreateIndex
CREATE INDEX "AutomationTrigger_processId_idx" ON "AutomationTrigger"("processId");

-- CreateIndex
CREATE INDEX "AutomationInstance_processId_startedAt_id_idx" ON "AutomationInstance"("processId", "startedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "AutomationInstance_workspaceId_status_idx" ON "AutomationInstance"("workspaceId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "AutomationInstance_processId_startKey_key" ON "AutomationInstance"("processId", "startKey");

-- CreateIndex
CREATE INDEX "AutomationStep_instanceId_startedAt_idx" ON "AutomationStep"("instanceId", "startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "AutomationStep_instanceId_executionId_key" ON "AutomationStep"("instanceId", "executionId");

-- CreateIndex
CREATE INDEX "AutomationTimer_dueAt_idx" ON "AutomationTimer"("dueAt");

-- CreateIndex
CREATE UNIQUE INDEX "AutomationTimer_instanceId_executionId_key" ON "AutomationTimer"("instanceId", "executionId");

-- CreateIndex
CREATE INDEX "AutomationUserTask_assigneeId_status_idx" ON "AutomationUserTask"("assigneeId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "AutomationUserTask_instanceId_executionId_key" ON "AutomationUserTask"("instanceId", "executionId");

-- AddForeignKey
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationProcessVersion" ADD CONSTRAINT "AutomationProcessVersion_processId_fkey" FOREIGN KEY ("processId") REFERENCES "AutomationProcess"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationTrigger" ADD CONSTRAINT "AutomationTrigger_processId_fkey" FOREIGN KEY ("processId") REFERENCES "AutomationProcess"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationInstance" ADD CONSTRAINT "AutomationInstance_processId_fkey" FOREIGN KEY ("processId") REFERENCES "AutomationProcess"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationInstance" ADD CONSTRAINT "AutomationInstance_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "AutomationProcessVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationStep" ADD CONSTRAINT "AutomationStep_instanceId_fkey" FOREIGN KEY ("instanceId") REFERENCES "AutomationInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationTimer" ADD CONSTRAINT "AutomationTimer_instanceId_fkey" FOREIGN KEY ("instanceId") REFERENCES "AutomationInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationUserTask" ADD CONSTRAINT "AutomationUserTask_instanceId_fkey" FOREIGN KEY ("instanceId") REFERENCES "AutomationInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the engine and the services rely on (docs/modules/workflow-automation.md).
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_level_check" CHECK ("level" IN ('basic', 'advanced'));
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_name_check" CHECK (char_length("name") BETWEEN 1 AND 120);
ALTER TABLE "AutomationProcess" ADD CONSTRAINT "AutomationProcess_module_check"
  CHECK (("projectModuleId" IS NOT NULL)::int + ("workspaceModuleId" IS NOT NULL)::int = 1);
ALTER TABLE "AutomationInstance" ADD CONSTRAINT "AutomationInstance_status_check"
  CHECK ("status" IN ('created', 'processing', 'completed', 'failed', 'cancelled'));
ALTER TABLE "AutomationStep" ADD CONSTRAINT "AutomationStep_status_check"
  CHECK ("status" IN ('started', 'waiting', 'completed', 'failed', 'discarded'));
ALTER TABLE "AutomationUserTask" ADD CONSTRAINT "AutomationUserTask_status_check"
  CHECK ("status" IN ('open', 'approved', 'rejected', 'cancelled'));
