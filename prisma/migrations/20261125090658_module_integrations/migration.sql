-- CreateTable
CREATE TABLE "ModuleIntegration" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModuleIntegration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModuleIntegrationModule" (
    "moduleId" CHAR(24) NOT NULL,
    "integrationId" CHAR(24) NOT NULL,
    "role" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),

    CONSTRAINT "ModuleIntegrationModule_pkey" PRIMARY KEY ("moduleId")
);

-- CreateIndex
CREATE INDEX "ModuleIntegration_workspaceId_idx" ON "ModuleIntegration"("workspaceId");

-- CreateIndex
CREATE INDEX "ModuleIntegrationModule_projectModuleId_idx" ON "ModuleIntegrationModule"("projectModuleId");

-- CreateIndex
CREATE INDEX "ModuleIntegrationModule_workspaceModuleId_idx" ON "ModuleIntegrationModule"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ModuleIntegrationModule_integrationId_role_key" ON "ModuleIntegrationModule"("integrationId", "role");

-- AddForeignKey
ALTER TABLE "ModuleIntegration" ADD CONSTRAINT "ModuleIntegration_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleIntegration" ADD CONSTRAINT "ModuleIntegration_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleIntegrationModule" ADD CONSTRAINT "ModuleIntegrationModule_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "ModuleIntegration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleIntegrationModule" ADD CONSTRAINT "ModuleIntegrationModule_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleIntegrationModule" ADD CONSTRAINT "ModuleIntegrationModule_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One owner column per side; the side's module id is its owner's; sides are a source and a target.
ALTER TABLE "ModuleIntegrationModule" ADD CONSTRAINT "ModuleIntegrationModule_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "ModuleIntegrationModule_module_owner"
  CHECK ("moduleId" = COALESCE("projectModuleId", "workspaceModuleId")),
  ADD CONSTRAINT "ModuleIntegrationModule_role" CHECK ("role" IN ('source', 'target'));

-- A side whose module was deleted takes its integration (and so the other side) with it: no
-- integration is ever left with one module, holding the other back from a new one.
CREATE FUNCTION "module_integration_side_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ModuleIntegration" WHERE "id" = OLD."integrationId";
  RETURN OLD;
END;
$$;
CREATE TRIGGER "ModuleIntegrationModule_deleted" AFTER DELETE ON "ModuleIntegrationModule"
  FOR EACH ROW EXECUTE FUNCTION "module_integration_side_deleted"();
