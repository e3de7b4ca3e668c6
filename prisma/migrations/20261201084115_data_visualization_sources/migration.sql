-- CreateTable
CREATE TABLE "DashboardDataset" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "columns" JSONB NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DashboardDataset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DashboardDatasetRow" (
    "datasetId" CHAR(24) NOT NULL,
    "n" INTEGER NOT NULL,
    "cells" JSONB NOT NULL,

    CONSTRAINT "DashboardDatasetRow_pkey" PRIMARY KEY ("datasetId","n")
);

-- CreateTable
CREATE TABLE "DataConnector" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "type" TEXT NOT NULL DEFAULT 'postgresql',
    "name" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "port" INTEGER NOT NULL,
    "database" TEXT NOT NULL,
    "user" TEXT NOT NULL,
    "passwordSealed" TEXT NOT NULL,
    "ssl" BOOLEAN NOT NULL DEFAULT false,
    "testedAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DataConnector_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DashboardDataset_moduleId_createdAt_idx" ON "DashboardDataset"("moduleId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "DataConnector_moduleId_createdAt_idx" ON "DataConnector"("moduleId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "DashboardDataset" ADD CONSTRAINT "DashboardDataset_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardDataset" ADD CONSTRAINT "DashboardDataset_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardDataset" ADD CONSTRAINT "DashboardDataset_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardDataset" ADD CONSTRAINT "DashboardDataset_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardDatasetRow" ADD CONSTRAINT "DashboardDatasetRow_datasetId_fkey" FOREIGN KEY ("datasetId") REFERENCES "DashboardDataset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataConnector" ADD CONSTRAINT "DataConnector_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataConnector" ADD CONSTRAINT "DataConnector_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataConnector" ADD CONSTRAINT "DataConnector_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataConnector" ADD CONSTRAINT "DataConnector_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand: each belongs to exactly one module (its project's or its workspace's own).
ALTER TABLE "DashboardDataset" ADD CONSTRAINT "DashboardDataset_owner"
  CHECK (("projectModuleId" IS NOT NULL) <> ("workspaceModuleId" IS NOT NULL)
         AND "moduleId" = COALESCE("projectModuleId", "workspaceModuleId"));
ALTER TABLE "DataConnector" ADD CONSTRAINT "DataConnector_owner"
  CHECK (("projectModuleId" IS NOT NULL) <> ("workspaceModuleId" IS NOT NULL)
         AND "moduleId" = COALESCE("projectModuleId", "workspaceModuleId"));
ALTER TABLE "DataConnector" ADD CONSTRAINT "DataConnector_type" CHECK ("type" = 'postgresql');
ALTER TABLE "DashboardDataset" ADD CONSTRAINT "DashboardDataset_format" CHECK ("format" IN ('csv', 'tsv', 'xlsx'));
