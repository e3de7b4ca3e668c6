-- DropIndex
DROP INDEX "TaskActivity_boardId_idx";

-- DropIndex
DROP INDEX "TimeEntry_userId_idx";

-- CreateTable
CREATE TABLE "Goal" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "ownerId" CHAR(24),
    "status" TEXT NOT NULL DEFAULT 'on-track',
    "periodStart" DATE,
    "periodEnd" DATE,
    "parentId" CHAR(24),
    "weight" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "source" TEXT NOT NULL DEFAULT 'manual',
    "measurement" TEXT NOT NULL DEFAULT 'percent',
    "decimals" INTEGER NOT NULL DEFAULT 0,
    "reminder" TEXT NOT NULL DEFAULT 'never',
    "weighted" BOOLEAN NOT NULL DEFAULT false,
    "startingValue" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "targetValue" DOUBLE PRECISION NOT NULL DEFAULT 100,
    "currentValue" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "progress" DOUBLE PRECISION,
    "nextReminderAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Goal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GoalMember" (
    "goalId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GoalMember_pkey" PRIMARY KEY ("goalId","userId")
);

-- CreateTable
CREATE TABLE "GoalProject" (
    "goalId" CHAR(24) NOT NULL,
    "projectId" CHAR(24) NOT NULL,

    CONSTRAINT "GoalProject_pkey" PRIMARY KEY ("goalId","projectId")
);

-- CreateTable
CREATE TABLE "GoalTask" (
    "goalId" CHAR(24) NOT NULL,
    "taskId" CHAR(24) NOT NULL,

    CONSTRAINT "GoalTask_pkey" PRIMARY KEY ("goalId","taskId")
);

-- CreateTable
CREATE TABLE "GoalCheckIn" (
    "id" CHAR(24) NOT NULL,
    "goalId" CHAR(24) NOT NULL,
    "actorId" CHAR(24),
    "kind" TEXT NOT NULL,
    "progress" DOUBLE PRECISION,
    "value" DOUBLE PRECISION,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GoalCheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Report" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "ownerId" CHAR(24),
    "title" TEXT NOT NULL,
    "memberIds" CHAR(24)[] DEFAULT ARRAY[]::CHAR(24)[],
    "projectIds" CHAR(24)[] DEFAULT ARRAY[]::CHAR(24)[],
    "periodStart" DATE NOT NULL,
    "periodEnd" DATE NOT NULL,
    "widgets" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Goal_workspaceId_createdAt_idx" ON "Goal"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "Goal_ownerId_idx" ON "Goal"("ownerId");

-- CreateIndex
CREATE INDEX "Goal_parentId_idx" ON "Goal"("parentId");

-- CreateIndex
CREATE INDEX "Goal_nextReminderAt_idx" ON "Goal"("nextReminderAt");

-- CreateIndex
CREATE INDEX "GoalMember_userId_idx" ON "GoalMember"("userId");

-- CreateIndex
CREATE INDEX "GoalProject_projectId_idx" ON "GoalProject"("projectId");

-- CreateIndex
CREATE INDEX "GoalTask_taskId_idx" ON "GoalTask"("taskId");

-- CreateIndex
CREATE INDEX "GoalCheckIn_goalId_createdAt_idx" ON "GoalCheckIn"("goalId", "createdAt");

-- CreateIndex
CREATE INDEX "Report_workspaceId_ownerId_idx" ON "Report"("workspaceId", "ownerId");

-- CreateIndex
CREATE INDEX "TaskActivity_boardId_actionType_createdAt_idx" ON "TaskActivity"("boardId", "actionType", "createdAt");

-- CreateIndex
CREATE INDEX "TaskActivity_actorId_createdAt_idx" ON "TaskActivity"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "TimeEntry_userId_start_idx" ON "TimeEntry"("userId", "start");

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Goal"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalMember" ADD CONSTRAINT "GoalMember_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalMember" ADD CONSTRAINT "GoalMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalProject" ADD CONSTRAINT "GoalProject_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalProject" ADD CONSTRAINT "GoalProject_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalTask" ADD CONSTRAINT "GoalTask_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalTask" ADD CONSTRAINT "GoalTask_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalCheckIn" ADD CONSTRAINT "GoalCheckIn_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalCheckIn" ADD CONSTRAINT "GoalCheckIn_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
