-- AlterTable
ALTER TABLE "Form" ADD COLUMN     "folderId" CHAR(24);

-- CreateTable
CREATE TABLE "FormFolder" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FormFolder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FormFolder_projectModuleId_idx" ON "FormFolder"("projectModuleId");

-- CreateIndex
CREATE INDEX "FormFolder_workspaceModuleId_idx" ON "FormFolder"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "FormFolder_moduleId_nameKey_key" ON "FormFolder"("moduleId", "nameKey");

-- CreateIndex
CREATE INDEX "Form_folderId_updatedAt_id_idx" ON "Form"("folderId", "updatedAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "FormFolder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormFolder" ADD CONSTRAINT "FormFolder_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormFolder" ADD CONSTRAINT "FormFolder_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormFolder" ADD CONSTRAINT "FormFolder_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Exactly one owning module, the one named by moduleId; a name of 1–60 characters (trimmed), its key in lower case.
ALTER TABLE "FormFolder" ADD CONSTRAINT "FormFolder_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "FormFolder_module_is_owner" CHECK ("moduleId" = COALESCE("projectModuleId", "workspaceModuleId")),
  ADD CONSTRAINT "FormFolder_name" CHECK (char_length("name") BETWEEN 1 AND 60 AND "nameKey" = lower("name"));
