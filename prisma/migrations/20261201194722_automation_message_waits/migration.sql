-- CreateTable
CREATE TABLE "AutomationMessageWait" (
    "id" CHAR(24) NOT NULL,
    "instanceId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "executionId" TEXT NOT NULL,
    "elementId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "config" JSONB NOT NULL DEFAULT '{}',
    "correlate" TEXT,
    "value" TEXT,
    "payload" JSONB,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AutomationMessageWait_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AutomationMessageWait_workspaceId_trigger_idx" ON "AutomationMessageWait"("workspaceId", "trigger");

-- CreateIndex
CREATE UNIQUE INDEX "AutomationMessageWait_instanceId_executionId_key" ON "AutomationMessageWait"("instanceId", "executionId");

-- AddForeignKey
ALTER TABLE "AutomationMessageWait" ADD CONSTRAINT "AutomationMessageWait_instanceId_fkey" FOREIGN KEY ("instanceId") REFERENCES "AutomationInstance"("id") ON DELETE CASCADE ON UPDATE CASCADE;
