-- Workflow automation's triggers (issue 38): incoming webhooks' token hashes, the per-minute start
-- limit's window, one trigger row per start event (kept across deploys), and actions' effects.
-- AlterTable
ALTER TABLE "AutomationTrigger" ADD COLUMN     "tokenHash" TEXT,
ADD COLUMN     "windowCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "windowStart" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "AutomationEffect" (
    "instanceId" CHAR(24) NOT NULL,
    "executionId" TEXT NOT NULL,
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AutomationEffect_pkey" PRIMARY KEY ("instanceId","executionId")
);

-- CreateIndex
CREATE UNIQUE INDEX "AutomationTrigger_processId_elementId_key" ON "AutomationTrigger"("processId", "elementId");

-- AddForeignKey
ALTER TABLE "AutomationEffect" ADD CONSTRAINT "AutomationEffect_instanceId_fkey" FOREIGN KEY ("instanceId") REFERENCES "AutomationInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;
