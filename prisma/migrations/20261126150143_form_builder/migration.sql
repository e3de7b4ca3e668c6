-- CreateTable
CREATE TABLE "Form" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "private" BOOLEAN NOT NULL DEFAULT true,
    "elements" JSONB NOT NULL DEFAULT '[]',
    "configuration" JSONB NOT NULL DEFAULT '{}',
    "logic" JSONB NOT NULL DEFAULT '[]',
    "hasDraftChanges" BOOLEAN NOT NULL DEFAULT true,
    "slug" TEXT NOT NULL,
    "publishedVersionId" CHAR(24),
    "acceptingResponses" BOOLEAN NOT NULL DEFAULT true,
    "closesAt" TIMESTAMP(3),
    "responseLimit" INTEGER,
    "onePerBrowser" BOOLEAN NOT NULL DEFAULT false,
    "thankYouMessage" TEXT NOT NULL DEFAULT '',
    "redirectUrl" TEXT,
    "responseCount" INTEGER NOT NULL DEFAULT 0,
    "webhookUrl" TEXT,
    "webhookEnabled" BOOLEAN NOT NULL DEFAULT true,
    "webhookSecretVersion" INTEGER NOT NULL DEFAULT 1,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Form_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FormVersion" (
    "id" CHAR(24) NOT NULL,
    "formId" CHAR(24) NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "elements" JSONB NOT NULL,
    "configuration" JSONB NOT NULL,
    "logic" JSONB NOT NULL,
    "publishedById" CHAR(24),
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FormResponse" (
    "id" CHAR(24) NOT NULL,
    "formId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "versionId" CHAR(24) NOT NULL,
    "submissionId" TEXT NOT NULL,
    "browserHash" TEXT,
    "answers" JSONB NOT NULL,
    "visitId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FormVisit" (
    "id" TEXT NOT NULL,
    "formId" CHAR(24) NOT NULL,
    "versionId" CHAR(24) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "lastElementId" TEXT,
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormVisit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FormFollower" (
    "formId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormFollower_pkey" PRIMARY KEY ("formId","userId")
);

-- CreateTable
CREATE TABLE "FormUpload" (
    "fileKey" TEXT NOT NULL,
    "formId" CHAR(24) NOT NULL,
    "elementId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormUpload_pkey" PRIMARY KEY ("fileKey")
);

-- CreateTable
CREATE TABLE "FormWebhookDelivery" (
    "id" CHAR(24) NOT NULL,
    "formId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "responseId" CHAR(24) NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "FormWebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Form_slug_key" ON "Form"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Form_publishedVersionId_key" ON "Form"("publishedVersionId");

-- CreateIndex
CREATE INDEX "Form_moduleId_updatedAt_id_idx" ON "Form"("moduleId", "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Form_projectModuleId_idx" ON "Form"("projectModuleId");

-- CreateIndex
CREATE INDEX "Form_workspaceModuleId_idx" ON "Form"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "FormVersion_formId_version_key" ON "FormVersion"("formId", "version");

-- CreateIndex
CREATE INDEX "FormResponse_formId_createdAt_id_idx" ON "FormResponse"("formId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "FormResponse_formId_submissionId_key" ON "FormResponse"("formId", "submissionId");

-- CreateIndex
CREATE INDEX "FormVisit_formId_createdAt_idx" ON "FormVisit"("formId", "createdAt");

-- CreateIndex
CREATE INDEX "FormFollower_userId_idx" ON "FormFollower"("userId");

-- CreateIndex
CREATE INDEX "FormUpload_formId_idx" ON "FormUpload"("formId");

-- CreateIndex
CREATE INDEX "FormWebhookDelivery_formId_createdAt_id_idx" ON "FormWebhookDelivery"("formId", "createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Form" ADD CONSTRAINT "Form_publishedVersionId_fkey" FOREIGN KEY ("publishedVersionId") REFERENCES "FormVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormVersion" ADD CONSTRAINT "FormVersion_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormResponse" ADD CONSTRAINT "FormResponse_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormResponse" ADD CONSTRAINT "FormResponse_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "FormVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormVisit" ADD CONSTRAINT "FormVisit_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormFollower" ADD CONSTRAINT "FormFollower_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormFollower" ADD CONSTRAINT "FormFollower_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormWebhookDelivery" ADD CONSTRAINT "FormWebhookDelivery_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Checks (by hand)
ALTER TABLE "Form" ADD CONSTRAINT "Form_one_owner"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "Form_module_is_owner" CHECK ("moduleId" = COALESCE("projectModuleId", "workspaceModuleId")),
  ADD CONSTRAINT "Form_title" CHECK (char_length("title") BETWEEN 1 AND 200),
  ADD CONSTRAINT "Form_response_limit" CHECK ("responseLimit" IS NULL OR "responseLimit" BETWEEN 1 AND 1000000),
  ADD CONSTRAINT "Form_response_count" CHECK ("responseCount" >= 0),
  ADD CONSTRAINT "Form_redirect_https" CHECK ("redirectUrl" IS NULL OR "redirectUrl" LIKE 'https://%'),
  ADD CONSTRAINT "Form_webhook_url" CHECK ("webhookUrl" IS NULL OR "webhookUrl" ~ '^https?://'),
  ADD CONSTRAINT "Form_elements_array" CHECK (jsonb_typeof("elements") = 'array'),
  ADD CONSTRAINT "Form_logic_array" CHECK (jsonb_typeof("logic") = 'array');
ALTER TABLE "FormVersion" ADD CONSTRAINT "FormVersion_version" CHECK ("version" >= 1);
ALTER TABLE "FormResponse" ADD CONSTRAINT "FormResponse_answers_object" CHECK (jsonb_typeof("answers") = 'object'),
  ADD CONSTRAINT "FormResponse_submission_id" CHECK (char_length("submissionId") BETWEEN 8 AND 64);
ALTER TABLE "FormWebhookDelivery" ADD CONSTRAINT "FormWebhookDelivery_status" CHECK ("status" IN ('queued', 'sent', 'failed'));

-- One response per browser, when the form asks for it: one row per (form, browser token).
CREATE UNIQUE INDEX "FormResponse_one_per_browser" ON "FormResponse"("formId", "browserHash") WHERE "browserHash" IS NOT NULL;
