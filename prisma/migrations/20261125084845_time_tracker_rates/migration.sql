-- CreateTable
CREATE TABLE "TimeTrackerSettings" (
    "moduleId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "hourlyRateCents" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TimeTrackerSettings_pkey" PRIMARY KEY ("moduleId")
);

-- CreateTable
CREATE TABLE "TimeTrackerMemberRate" (
    "moduleId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "hourlyRateCents" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TimeTrackerMemberRate_pkey" PRIMARY KEY ("moduleId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "TimeTrackerSettings_projectModuleId_key" ON "TimeTrackerSettings"("projectModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "TimeTrackerSettings_workspaceModuleId_key" ON "TimeTrackerSettings"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "TimeTrackerMemberRate_projectModuleId_idx" ON "TimeTrackerMemberRate"("projectModuleId");

-- CreateIndex
CREATE INDEX "TimeTrackerMemberRate_workspaceModuleId_idx" ON "TimeTrackerMemberRate"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "TimeTrackerMemberRate_userId_idx" ON "TimeTrackerMemberRate"("userId");

-- AddForeignKey
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner module per row.
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);

-- The row's module id is its owner's (the gate reads rows by "moduleId").
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_module_owner"
  CHECK ("moduleId" = COALESCE("projectModuleId", "workspaceModuleId"));
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_module_owner"
  CHECK ("moduleId" = COALESCE("projectModuleId", "workspaceModuleId"));

-- An ISO 4217 code; hourly rates in cents from 0 to 10,000,000.00 (RATE_MAX in lib/time-tracker/rates.ts).
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_currency"
  CHECK ("currency" ~ '^[A-Z]{3}$');
ALTER TABLE "TimeTrackerSettings" ADD CONSTRAINT "TimeTrackerSettings_rate"
  CHECK ("hourlyRateCents" IS NULL OR "hourlyRateCents" BETWEEN 0 AND 1000000000);
ALTER TABLE "TimeTrackerMemberRate" ADD CONSTRAINT "TimeTrackerMemberRate_rate"
  CHECK ("hourlyRateCents" BETWEEN 0 AND 1000000000);
