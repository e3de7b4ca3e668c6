-- An export archive brought into a new workspace (issue 39).
-- CreateTable
CREATE TABLE "WorkspaceImport" (
    "id" CHAR(24) NOT NULL,
    "requestedById" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "status" "WorkspaceExportStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "size" BIGINT NOT NULL,
    "storageKey" TEXT,
    "summary" JSONB,
    "error" TEXT,
    "workspaceId" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "WorkspaceImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WorkspaceImport_requestedById_createdAt_idx" ON "WorkspaceImport"("requestedById", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "WorkspaceImport" ADD CONSTRAINT "WorkspaceImport_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
