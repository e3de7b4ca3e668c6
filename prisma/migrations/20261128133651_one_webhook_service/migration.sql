-- One webhook service (issue 30): WebhookSubscription and WebhookDelivery replace the content hub's
-- ContentWebhook + ContentWebhookDelivery, the form builder's Form.webhook* columns +
-- FormWebhookDelivery and the webhook half of the notification module's channels. The new tables
-- are created first, the old rows moved into them, then the old tables and columns dropped.

-- CreateTable
CREATE TABLE "WebhookSubscription" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24),
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "kind" TEXT NOT NULL,
    "sourceId" CHAR(24) NOT NULL,
    "formId" CHAR(24),
    "channelId" CHAR(24),
    "url" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "eventTypes" TEXT[],
    "filter" JSONB,
    "secretPurpose" TEXT NOT NULL,
    "secretVersion" INTEGER NOT NULL DEFAULT 1,
    "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
    "disabledAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastDeliveryAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" CHAR(24) NOT NULL,
    "subscriptionId" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24),
    "eventId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "attemptsLeft" INTEGER NOT NULL DEFAULT 8,
    "nextAttemptAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMP(3),
    "attempts" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebhookSubscription_formId_key" ON "WebhookSubscription"("formId");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookSubscription_channelId_key" ON "WebhookSubscription"("channelId");

-- CreateIndex
CREATE INDEX "WebhookSubscription_moduleId_idx" ON "WebhookSubscription"("moduleId");

-- CreateIndex
CREATE INDEX "WebhookSubscription_workspaceId_idx" ON "WebhookSubscription"("workspaceId");

-- CreateIndex
CREATE INDEX "WebhookSubscription_projectModuleId_idx" ON "WebhookSubscription"("projectModuleId");

-- CreateIndex
CREATE INDEX "WebhookSubscription_workspaceModuleId_idx" ON "WebhookSubscription"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookSubscription_kind_sourceId_key" ON "WebhookSubscription"("kind", "sourceId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_subscriptionId_createdAt_id_idx" ON "WebhookDelivery"("subscriptionId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_subscriptionId_eventId_key" ON "WebhookDelivery"("subscriptionId", "eventId");

-- AddForeignKey
ALTER TABLE "WebhookSubscription" ADD CONSTRAINT "WebhookSubscription_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookSubscription" ADD CONSTRAINT "WebhookSubscription_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookSubscription" ADD CONSTRAINT "WebhookSubscription_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookSubscription" ADD CONSTRAINT "WebhookSubscription_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookSubscription" ADD CONSTRAINT "WebhookSubscription_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "NotificationChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "WebhookSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---- Data moves (written by hand) -------------------------------------------------------------

-- A 24-hex id like lib/server/ids.ts's (4 bytes of seconds, 8 random bytes).
CREATE FUNCTION pg_temp.new_webhook_id(seed TEXT) RETURNS CHAR(24) LANGUAGE sql VOLATILE AS $$
  SELECT lpad(to_hex(floor(extract(epoch FROM now()))::bigint), 8, '0') || substr(md5(seed || random()::text || clock_timestamp()::text), 1, 16)
$$;

-- The event type of a content hub delivery: content.<post|product>.<event>.
CREATE FUNCTION pg_temp.content_event_type(body TEXT, event TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT 'content.' || CASE WHEN (body::jsonb ->> 'contentType') = 'product' THEN 'product' ELSE 'post' END || '.' || event
$$;

-- The body every attempt posts: the Standard Webhooks envelope around what the old tables sent.
CREATE FUNCTION pg_temp.envelope(event_type TEXT, body TEXT, created TIMESTAMP) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'type', event_type,
    'timestamp', COALESCE(body::jsonb ->> 'occurredAt', to_char(created, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    'data', body::jsonb
  )::text
$$;

-- Content hub: one subscription per module's webhook (same id), every event of posts and products.
INSERT INTO "WebhookSubscription" ("id", "workspaceId", "moduleId", "projectModuleId", "workspaceModuleId", "kind",
                                   "sourceId", "url", "enabled", "eventTypes", "filter", "secretPurpose",
                                   "secretVersion", "createdAt", "updatedAt")
SELECT w."id", w."workspaceId", w."moduleId", w."projectModuleId", w."workspaceModuleId", 'ContentHub',
       w."moduleId", w."url", w."enabled",
       ARRAY['content.post.published', 'content.post.unpublished', 'content.post.updated', 'content.post.deleted',
             'content.product.published', 'content.product.unpublished', 'content.product.updated',
             'content.product.deleted'],
       NULL, 'content-hub-webhook', w."secretVersion", w."createdAt", w."updatedAt"
  FROM "ContentWebhook" w;

-- Its deliveries (same ids; the event id is the delivery's id, what the body's "id" and the
-- idempotency key were), with their attempts; a queued one is due at once.
INSERT INTO "WebhookDelivery" ("id", "subscriptionId", "workspaceId", "moduleId", "eventId", "eventType", "payload",
                               "status", "attemptCount", "attemptsLeft", "nextAttemptAt", "attempts", "createdAt",
                               "deliveredAt")
SELECT d."id", d."webhookId", w."workspaceId", d."moduleId", d."id", pg_temp.content_event_type(d."body", d."event"),
       pg_temp.envelope(pg_temp.content_event_type(d."body", d."event"), d."body", d."createdAt"),
       d."status", jsonb_array_length(d."attempts"),
       CASE WHEN d."status" = 'queued' THEN GREATEST(8 - jsonb_array_length(d."attempts"), 1) ELSE 0 END,
       CASE WHEN d."status" = 'queued' THEN CURRENT_TIMESTAMP END, d."attempts", d."createdAt", d."deliveredAt"
  FROM "ContentWebhookDelivery" d
  JOIN "ContentWebhook" w ON w."id" = d."webhookId";

-- Form builder: one subscription per form with a webhook address, for its own responses.
INSERT INTO "WebhookSubscription" ("id", "workspaceId", "moduleId", "projectModuleId", "workspaceModuleId", "kind",
                                   "sourceId", "formId", "url", "enabled", "eventTypes", "filter", "secretPurpose",
                                   "secretVersion", "createdById", "createdAt", "updatedAt")
SELECT pg_temp.new_webhook_id(f."id"), f."workspaceId", f."moduleId", f."projectModuleId", f."workspaceModuleId",
       'FormBuilder', f."id", f."id", f."webhookUrl", f."webhookEnabled", ARRAY['form.response.created'],
       jsonb_build_object('formId', f."id"), 'form-builder-webhook', f."webhookSecretVersion", f."createdById",
       f."updatedAt", f."updatedAt"
  FROM "Form" f
 WHERE f."webhookUrl" IS NOT NULL;

-- Its deliveries: those of forms whose webhook is still set (a removed webhook's log was deleted with it).
INSERT INTO "WebhookDelivery" ("id", "subscriptionId", "workspaceId", "moduleId", "eventId", "eventType", "payload",
                               "status", "attemptCount", "attemptsLeft", "nextAttemptAt", "attempts", "createdAt",
                               "deliveredAt")
SELECT d."id", s."id", s."workspaceId", d."moduleId", d."id", 'form.response.created',
       pg_temp.envelope('form.response.created', d."body", d."createdAt"),
       d."status", jsonb_array_length(d."attempts"),
       CASE WHEN d."status" = 'queued' THEN GREATEST(8 - jsonb_array_length(d."attempts"), 1) ELSE 0 END,
       CASE WHEN d."status" = 'queued' THEN CURRENT_TIMESTAMP END, d."attempts", d."createdAt", d."deliveredAt"
  FROM "FormWebhookDelivery" d
  JOIN "WebhookSubscription" s ON s."formId" = d."formId";

-- Notification module: one subscription per webhook channel, for the campaign messages sent through
-- it (the channel keeps its name, settings and secret version; CampaignDelivery stays the campaign's
-- ledger of recipients).
INSERT INTO "WebhookSubscription" ("id", "workspaceId", "moduleId", "projectModuleId", "workspaceModuleId", "kind",
                                   "sourceId", "channelId", "url", "enabled", "eventTypes", "filter", "secretPurpose",
                                   "secretVersion", "lastError", "lastDeliveryAt", "createdById", "createdAt",
                                   "updatedAt")
SELECT pg_temp.new_webhook_id(c."id"), c."workspaceId", c."moduleId", c."projectModuleId", c."workspaceModuleId",
       'Notification', c."id", c."id", COALESCE(c."settings" ->> 'url', ''), c."enabled", ARRAY['campaign.message'],
       jsonb_build_object('channelId', c."id"), 'notification-webhook', c."secretVersion", c."lastError",
       c."lastDeliveryAt", c."createdById", c."createdAt", c."updatedAt"
  FROM "NotificationChannel" c
 WHERE c."kind" = 'webhook';

-- ---- The old tables and columns ----------------------------------------------------------------

-- DropForeignKey
ALTER TABLE "ContentWebhook" DROP CONSTRAINT "ContentWebhook_projectModuleId_fkey";

-- DropForeignKey
ALTER TABLE "ContentWebhook" DROP CONSTRAINT "ContentWebhook_workspaceModuleId_fkey";

-- DropForeignKey
ALTER TABLE "ContentWebhookDelivery" DROP CONSTRAINT "ContentWebhookDelivery_webhookId_fkey";

-- DropForeignKey
ALTER TABLE "FormWebhookDelivery" DROP CONSTRAINT "FormWebhookDelivery_formId_fkey";

-- AlterTable
ALTER TABLE "Form" DROP COLUMN "webhookEnabled",
DROP COLUMN "webhookSecretVersion",
DROP COLUMN "webhookUrl";

-- DropTable
DROP TABLE "ContentWebhook";

-- DropTable
DROP TABLE "ContentWebhookDelivery";

-- DropTable
DROP TABLE "FormWebhookDelivery";

