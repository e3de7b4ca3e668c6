-- CreateTable
CREATE TABLE "AiMessage" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "author" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'complete',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AiMessage_userId_moduleId_createdAt_id_idx" ON "AiMessage"("userId", "moduleId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AiMessage_projectModuleId_idx" ON "AiMessage"("projectModuleId");

-- CreateIndex
CREATE INDEX "AiMessage_workspaceModuleId_idx" ON "AiMessage"("workspaceModuleId");

-- AddForeignKey
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: a message belongs to exactly one module (as every kind's rows), its author is one
-- of two, and its state one of three.
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_one_module" CHECK (
  ("projectModuleId" IS NOT NULL AND "workspaceModuleId" IS NULL AND "moduleId" = "projectModuleId")
  OR ("workspaceModuleId" IS NOT NULL AND "projectModuleId" IS NULL AND "moduleId" = "workspaceModuleId"));
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_author" CHECK ("author" IN ('user', 'assistant'));
ALTER TABLE "AiMessage" ADD CONSTRAINT "AiMessage_state" CHECK ("state" IN ('complete', 'stopped', 'error'));

-- Ask AI's duplicate finder compares task titles by trigram similarity (pg_trgm ships with
-- PostgreSQL's contrib modules, the embedded server's included). The GIN index lets each title find
-- its similar ones (`%`) without comparing every pair. Prisma's diff leaves partial indexes alone, so
-- it has a predicate that always holds (titles are NOT NULL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Task_title_trgm" ON "Task" USING gin ("title" gin_trgm_ops) WHERE "title" IS NOT NULL;
