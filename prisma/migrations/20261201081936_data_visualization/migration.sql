-- CreateTable
CREATE TABLE "Dashboard" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "description" TEXT,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "coverChartId" CHAR(24),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dashboard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DashboardChart" (
    "id" CHAR(24) NOT NULL,
    "dashboardId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "style" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "source" JSONB NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "x" INTEGER NOT NULL,
    "y" INTEGER NOT NULL,
    "w" INTEGER NOT NULL,
    "h" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DashboardChart_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Dashboard_moduleId_updatedAt_id_idx" ON "Dashboard"("moduleId", "updatedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Dashboard_workspaceId_idx" ON "Dashboard"("workspaceId");

-- CreateIndex
CREATE INDEX "DashboardChart_dashboardId_y_x_idx" ON "DashboardChart"("dashboardId", "y", "x");

-- AddForeignKey
ALTER TABLE "Dashboard" ADD CONSTRAINT "Dashboard_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dashboard" ADD CONSTRAINT "Dashboard_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dashboard" ADD CONSTRAINT "Dashboard_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dashboard" ADD CONSTRAINT "Dashboard_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardChart" ADD CONSTRAINT "DashboardChart_dashboardId_fkey" FOREIGN KEY ("dashboardId") REFERENCES "Dashboard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: a dashboard belongs to exactly one module (its project's or its workspace's own),
-- and a chart's place stays on the 12-column grid with one of the spec's styles.
ALTER TABLE "Dashboard" ADD CONSTRAINT "Dashboard_owner"
  CHECK (("projectModuleId" IS NOT NULL) <> ("workspaceModuleId" IS NOT NULL)
         AND "moduleId" = COALESCE("projectModuleId", "workspaceModuleId"));
ALTER TABLE "DashboardChart" ADD CONSTRAINT "DashboardChart_place"
  CHECK ("x" >= 0 AND "y" >= 0 AND "w" BETWEEN 1 AND 12 AND "x" + "w" <= 12 AND "h" BETWEEN 2 AND 60);
ALTER TABLE "DashboardChart" ADD CONSTRAINT "DashboardChart_style"
  CHECK ("style" IN ('bar', 'burndown', 'burnup', 'donut', 'grouped-bar', 'number', 'stacked-bar',
                     'line', 'area', 'metric'));
