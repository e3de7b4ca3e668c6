-- AlterTable
ALTER TABLE "NotificationCampaign" ADD COLUMN     "skippedCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "listWorkspaceId" CHAR(24);

-- AlterTable
ALTER TABLE "WebhookSubscription" ADD COLUMN     "breakerFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "breakerOpenUntil" TIMESTAMP(3),
ADD COLUMN     "breakerReason" TEXT;

-- CreateTable
CREATE TABLE "EmailSuppression" (
    "workspaceId" CHAR(24) NOT NULL,
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailSuppression_pkey" PRIMARY KEY ("workspaceId","email")
);

-- CreateTable
CREATE TABLE "EmailUnsubscribeLink" (
    "tokenHash" CHAR(64) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailUnsubscribeLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "CampaignSendState" (
    "workspaceId" CHAR(24) NOT NULL,
    "quotaDay" DATE NOT NULL,
    "quotaUsed" INTEGER NOT NULL DEFAULT 0,
    "rateTokens" DOUBLE PRECISION NOT NULL,
    "rateAt" TIMESTAMP(3) NOT NULL,
    "leaseId" TEXT,
    "leaseUntil" TIMESTAMP(3),

    CONSTRAINT "CampaignSendState_pkey" PRIMARY KEY ("workspaceId")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailUnsubscribeLink_workspaceId_email_key" ON "EmailUnsubscribeLink"("workspaceId", "email");

-- AddForeignKey
ALTER TABLE "EmailSuppression" ADD CONSTRAINT "EmailSuppression_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailUnsubscribeLink" ADD CONSTRAINT "EmailUnsubscribeLink_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignSendState" ADD CONSTRAINT "CampaignSendState_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Added by hand: a delivery may be skipped on purpose (a suppressed address, past the daily quota),
-- and a suppression has one of its reasons.
ALTER TABLE "CampaignDelivery" DROP CONSTRAINT "CampaignDelivery_status",
  ADD CONSTRAINT "CampaignDelivery_status" CHECK ("status" IN ('queued', 'sent', 'failed', 'skipped'));
ALTER TABLE "EmailSuppression" ADD CONSTRAINT "EmailSuppression_reason"
  CHECK ("reason" IN ('unsubscribed', 'hardBounced', 'complained'));
