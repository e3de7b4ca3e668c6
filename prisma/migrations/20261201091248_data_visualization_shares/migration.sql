-- CreateTable
CREATE TABLE "DashboardShare" (
    "id" CHAR(24) NOT NULL,
    "dashboardId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "tokenSealed" TEXT NOT NULL,
    "passwordHash" TEXT,
    "expiresAt" TIMESTAMP(3),
    "filters" JSONB NOT NULL DEFAULT '{}',
    "revokedAt" TIMESTAMP(3),
    "views" INTEGER NOT NULL DEFAULT 0,
    "lastViewedAt" TIMESTAMP(3),
    "createdById" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DashboardShare_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DashboardShare_tokenHash_key" ON "DashboardShare"("tokenHash");

-- CreateIndex
CREATE INDEX "DashboardShare_dashboardId_createdAt_idx" ON "DashboardShare"("dashboardId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "DashboardShare" ADD CONSTRAINT "DashboardShare_dashboardId_fkey" FOREIGN KEY ("dashboardId") REFERENCES "Dashboard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DashboardShare" ADD CONSTRAINT "DashboardShare_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
