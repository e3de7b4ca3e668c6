-- CreateTable
CREATE TABLE "NotificationChannel" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "secretVersion" INTEGER NOT NULL DEFAULT 1,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "lastDeliveryAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationTemplate" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "channelKind" TEXT NOT NULL,
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "variables" JSONB NOT NULL DEFAULT '[]',
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationCampaign" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "templateId" CHAR(24),
    "channelId" CHAR(24),
    "audience" JSONB NOT NULL,
    "schedule" JSONB NOT NULL,
    "values" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'draft',
    "nextRunAt" TIMESTAMP(3),
    "runs" INTEGER NOT NULL DEFAULT 0,
    "queuedCount" INTEGER NOT NULL DEFAULT 0,
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "revision" INTEGER NOT NULL DEFAULT 0,
    "lastRunAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CampaignDelivery" (
    "id" CHAR(24) NOT NULL,
    "campaignId" CHAR(24) NOT NULL,
    "run" INTEGER NOT NULL,
    "recipientKey" TEXT NOT NULL,
    "userId" CHAR(24),
    "email" TEXT,
    "name" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "reason" TEXT,
    "error" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NotificationChannel_moduleId_createdAt_id_idx" ON "NotificationChannel"("moduleId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "NotificationChannel_projectModuleId_idx" ON "NotificationChannel"("projectModuleId");

-- CreateIndex
CREATE INDEX "NotificationChannel_workspaceModuleId_idx" ON "NotificationChannel"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "NotificationTemplate_moduleId_createdAt_id_idx" ON "NotificationTemplate"("moduleId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "NotificationTemplate_projectModuleId_idx" ON "NotificationTemplate"("projectModuleId");

-- CreateIndex
CREATE INDEX "NotificationTemplate_workspaceModuleId_idx" ON "NotificationTemplate"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "NotificationCampaign_moduleId_createdAt_id_idx" ON "NotificationCampaign"("moduleId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "NotificationCampaign_projectModuleId_idx" ON "NotificationCampaign"("projectModuleId");

-- CreateIndex
CREATE INDEX "NotificationCampaign_workspaceModuleId_idx" ON "NotificationCampaign"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "NotificationCampaign_templateId_idx" ON "NotificationCampaign"("templateId");

-- CreateIndex
CREATE INDEX "NotificationCampaign_channelId_idx" ON "NotificationCampaign"("channelId");

-- CreateIndex
CREATE INDEX "CampaignDelivery_campaignId_run_status_id_idx" ON "CampaignDelivery"("campaignId", "run", "status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignDelivery_campaignId_run_recipientKey_key" ON "CampaignDelivery"("campaignId", "run", "recipientKey");

-- AddForeignKey
ALTER TABLE "NotificationChannel" ADD CONSTRAINT "NotificationChannel_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationChannel" ADD CONSTRAINT "NotificationChannel_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationChannel" ADD CONSTRAINT "NotificationChannel_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationChannel" ADD CONSTRAINT "NotificationChannel_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTemplate" ADD CONSTRAINT "NotificationTemplate_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTemplate" ADD CONSTRAINT "NotificationTemplate_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTemplate" ADD CONSTRAINT "NotificationTemplate_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTemplate" ADD CONSTRAINT "NotificationTemplate_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "NotificationTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "NotificationChannel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignDelivery" ADD CONSTRAINT "CampaignDelivery_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "NotificationCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner module per row; kinds and states as the contract lists them.
ALTER TABLE "NotificationChannel" ADD CONSTRAINT "NotificationChannel_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "NotificationChannel_kind" CHECK ("kind" IN ('inApp', 'email', 'webhook'));
ALTER TABLE "NotificationTemplate" ADD CONSTRAINT "NotificationTemplate_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "NotificationTemplate_kind" CHECK ("channelKind" IN ('inApp', 'email', 'webhook'));
ALTER TABLE "NotificationCampaign" ADD CONSTRAINT "NotificationCampaign_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "NotificationCampaign_status"
  CHECK ("status" IN ('draft', 'scheduled', 'sending', 'paused', 'completed', 'cancelled'));
ALTER TABLE "CampaignDelivery" ADD CONSTRAINT "CampaignDelivery_status"
  CHECK ("status" IN ('queued', 'sent', 'failed'));

-- The scheduler's sweep: scheduled campaigns by when they are due.
CREATE INDEX "NotificationCampaign_due_idx" ON "NotificationCampaign" ("nextRunAt")
  WHERE "status" = 'scheduled';

-- Every change of a campaign row (its state, the sender's totals) moves its revision, so a client
-- that hears of a campaign by an API answer and by live events keeps whichever is newer.
CREATE FUNCTION "notification_campaign_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "NotificationCampaign_revision" BEFORE UPDATE ON "NotificationCampaign"
  FOR EACH ROW EXECUTE FUNCTION "notification_campaign_revision"();
