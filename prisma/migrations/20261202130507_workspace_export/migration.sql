-- Workspace export (issue 39).
-- CreateEnum
CREATE TYPE "WorkspaceExportStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "WorkspaceExport" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "requestedById" CHAR(24),
    "status" "WorkspaceExportStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "summary" JSONB,
    "size" BIGINT,
    "storageKey" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),

    CONSTRAINT "WorkspaceExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WorkspaceExport_workspaceId_createdAt_idx" ON "WorkspaceExport"("workspaceId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "WorkspaceExport_requestedById_idx" ON "WorkspaceExport"("requestedById");

-- CreateIndex
CREATE INDEX "WorkspaceExport_expiresAt_idx" ON "WorkspaceExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "WorkspaceExport" ADD CONSTRAINT "WorkspaceExport_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceExport" ADD CONSTRAINT "WorkspaceExport_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
