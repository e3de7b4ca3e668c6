-- CreateTable
CREATE TABLE "ContentPost" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "coverImgUrl" TEXT,
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentProduct" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "isAvailable" BOOLEAN NOT NULL DEFAULT true,
    "price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "mediaUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "customFields" JSONB NOT NULL DEFAULT '[]',
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentCategory" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "contentType" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "parentId" CHAR(24),
    "imageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentPostCategory" (
    "postId" CHAR(24) NOT NULL,
    "categoryId" CHAR(24) NOT NULL,

    CONSTRAINT "ContentPostCategory_pkey" PRIMARY KEY ("postId","categoryId")
);

-- CreateTable
CREATE TABLE "ContentProductCategory" (
    "productId" CHAR(24) NOT NULL,
    "categoryId" CHAR(24) NOT NULL,

    CONSTRAINT "ContentProductCategory_pkey" PRIMARY KEY ("productId","categoryId")
);

-- CreateTable
CREATE TABLE "ContentHubDomain" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "domain" TEXT NOT NULL,
    "apiKeyHash" TEXT NOT NULL,
    "apiKeyLast4" TEXT NOT NULL,
    "developerMode" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentHubDomain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentWebhook" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "url" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "secretVersion" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentWebhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentWebhookDelivery" (
    "id" CHAR(24) NOT NULL,
    "webhookId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "contentId" CHAR(24) NOT NULL,
    "event" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "ContentWebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentPost_moduleId_updatedAt_id_idx" ON "ContentPost"("moduleId", "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentPost_moduleId_publishedAt_id_idx" ON "ContentPost"("moduleId", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentPost_projectModuleId_idx" ON "ContentPost"("projectModuleId");

-- CreateIndex
CREATE INDEX "ContentPost_workspaceModuleId_idx" ON "ContentPost"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentPost_moduleId_slug_key" ON "ContentPost"("moduleId", "slug");

-- CreateIndex
CREATE INDEX "ContentProduct_moduleId_updatedAt_id_idx" ON "ContentProduct"("moduleId", "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentProduct_moduleId_publishedAt_id_idx" ON "ContentProduct"("moduleId", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentProduct_projectModuleId_idx" ON "ContentProduct"("projectModuleId");

-- CreateIndex
CREATE INDEX "ContentProduct_workspaceModuleId_idx" ON "ContentProduct"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentProduct_moduleId_slug_key" ON "ContentProduct"("moduleId", "slug");

-- CreateIndex
CREATE INDEX "ContentCategory_moduleId_contentType_name_idx" ON "ContentCategory"("moduleId", "contentType", "name");

-- CreateIndex
CREATE INDEX "ContentCategory_parentId_idx" ON "ContentCategory"("parentId");

-- CreateIndex
CREATE INDEX "ContentCategory_projectModuleId_idx" ON "ContentCategory"("projectModuleId");

-- CreateIndex
CREATE INDEX "ContentCategory_workspaceModuleId_idx" ON "ContentCategory"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentCategory_moduleId_contentType_slug_key" ON "ContentCategory"("moduleId", "contentType", "slug");

-- CreateIndex
CREATE INDEX "ContentPostCategory_categoryId_postId_idx" ON "ContentPostCategory"("categoryId", "postId");

-- CreateIndex
CREATE INDEX "ContentProductCategory_categoryId_productId_idx" ON "ContentProductCategory"("categoryId", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentHubDomain_moduleId_key" ON "ContentHubDomain"("moduleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentHubDomain_projectModuleId_key" ON "ContentHubDomain"("projectModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentHubDomain_workspaceModuleId_key" ON "ContentHubDomain"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentHubDomain_apiKeyHash_key" ON "ContentHubDomain"("apiKeyHash");

-- CreateIndex
CREATE UNIQUE INDEX "ContentWebhook_moduleId_key" ON "ContentWebhook"("moduleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentWebhook_projectModuleId_key" ON "ContentWebhook"("projectModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentWebhook_workspaceModuleId_key" ON "ContentWebhook"("workspaceModuleId");

-- CreateIndex
CREATE INDEX "ContentWebhookDelivery_moduleId_createdAt_id_idx" ON "ContentWebhookDelivery"("moduleId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ContentWebhookDelivery_webhookId_contentId_status_idx" ON "ContentWebhookDelivery"("webhookId", "contentId", "status");

-- AddForeignKey
ALTER TABLE "ContentPost" ADD CONSTRAINT "ContentPost_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPost" ADD CONSTRAINT "ContentPost_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPost" ADD CONSTRAINT "ContentPost_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentProduct" ADD CONSTRAINT "ContentProduct_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentProduct" ADD CONSTRAINT "ContentProduct_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentProduct" ADD CONSTRAINT "ContentProduct_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentCategory" ADD CONSTRAINT "ContentCategory_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentCategory" ADD CONSTRAINT "ContentCategory_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentCategory" ADD CONSTRAINT "ContentCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ContentCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPostCategory" ADD CONSTRAINT "ContentPostCategory_postId_fkey" FOREIGN KEY ("postId") REFERENCES "ContentPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPostCategory" ADD CONSTRAINT "ContentPostCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ContentCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentProductCategory" ADD CONSTRAINT "ContentProductCategory_productId_fkey" FOREIGN KEY ("productId") REFERENCES "ContentProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentProductCategory" ADD CONSTRAINT "ContentProductCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ContentCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentHubDomain" ADD CONSTRAINT "ContentHubDomain_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentHubDomain" ADD CONSTRAINT "ContentHubDomain_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentWebhook" ADD CONSTRAINT "ContentWebhook_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentWebhook" ADD CONSTRAINT "ContentWebhook_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentWebhookDelivery" ADD CONSTRAINT "ContentWebhookDelivery_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "ContentWebhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner module per row; kinds and states as the contract lists them.
ALTER TABLE "ContentPost" ADD CONSTRAINT "ContentPost_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);
ALTER TABLE "ContentProduct" ADD CONSTRAINT "ContentProduct_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "ContentProduct_images" CHECK (cardinality("mediaUrls") <= 8),
  ADD CONSTRAINT "ContentProduct_price" CHECK ("price" >= 0),
  ADD CONSTRAINT "ContentProduct_stock" CHECK ("stock" >= 0);
ALTER TABLE "ContentCategory" ADD CONSTRAINT "ContentCategory_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "ContentCategory_type" CHECK ("contentType" IN ('blog', 'product')),
  ADD CONSTRAINT "ContentCategory_not_own_parent" CHECK ("parentId" IS NULL OR "parentId" <> "id");
ALTER TABLE "ContentHubDomain" ADD CONSTRAINT "ContentHubDomain_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);
ALTER TABLE "ContentWebhook" ADD CONSTRAINT "ContentWebhook_one_module"
  CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1);
ALTER TABLE "ContentWebhookDelivery" ADD CONSTRAINT "ContentWebhookDelivery_status"
  CHECK ("status" IN ('queued', 'sent', 'failed')),
  ADD CONSTRAINT "ContentWebhookDelivery_event"
  CHECK ("event" IN ('published', 'unpublished', 'updated', 'deleted'));
