-- DropIndex
DROP INDEX "ModuleIntegration_workspaceId_idx";

-- AlterTable
ALTER TABLE "ModuleIntegration" ADD COLUMN     "settings" JSONB;

-- CreateTable
CREATE TABLE "IntegrationDelivery" (
    "integrationId" CHAR(24) NOT NULL,
    "sourceId" CHAR(24) NOT NULL,
    "targetId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationDelivery_pkey" PRIMARY KEY ("integrationId","sourceId")
);

-- CreateIndex
CREATE INDEX "ModuleIntegration_workspaceId_createdAt_id_idx" ON "ModuleIntegration"("workspaceId", "createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "IntegrationDelivery" ADD CONSTRAINT "IntegrationDelivery_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "ModuleIntegration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A link does what the kinds' manifests declare (lib/integrations/features.ts): pairs none declares
-- (a time tracker with a form or a hub, a board with a hub) did nothing, and are unlinked.
DELETE FROM "ModuleIntegration" i WHERE NOT EXISTS (
  SELECT 1 FROM "ModuleIntegrationModule" a
  JOIN "ModuleIntegrationModule" b ON b."integrationId" = a."integrationId" AND b."role" = 'target'
  WHERE a."integrationId" = i."id" AND a."role" = 'source'
    AND (LEAST(a."tag", b."tag"), GREATEST(a."tag", b."tag")) IN (
      ('TaskManagement', 'TimeTracker'), ('FormBuilder', 'TaskManagement'), ('ContentHub', 'FormBuilder')));
