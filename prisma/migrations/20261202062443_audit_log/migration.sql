-- The audit log (issue 39): entries and each workspace's retention.
-- AlterTable
ALTER TABLE "Workspace" ADD COLUMN     "auditRetentionDays" INTEGER NOT NULL DEFAULT 365;

-- CreateTable
CREATE TABLE "AuditLogEntry" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "actorId" CHAR(24),
    "actorName" TEXT,
    "actorEmail" TEXT,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT,
    "targetLabel" TEXT,
    "before" JSONB,
    "after" JSONB,
    "ip" TEXT,
    "userAgent" TEXT,
    "tokenPrefix" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLogEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditLogEntry_workspaceId_createdAt_id_idx" ON "AuditLogEntry"("workspaceId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AuditLogEntry_workspaceId_action_createdAt_idx" ON "AuditLogEntry"("workspaceId", "action", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLogEntry_workspaceId_actorId_createdAt_idx" ON "AuditLogEntry"("workspaceId", "actorId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLogEntry_workspaceId_targetId_idx" ON "AuditLogEntry"("workspaceId", "targetId");

-- CreateIndex
CREATE INDEX "AuditLogEntry_createdAt_idx" ON "AuditLogEntry"("createdAt");

-- AddForeignKey
ALTER TABLE "AuditLogEntry" ADD CONSTRAINT "AuditLogEntry_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
