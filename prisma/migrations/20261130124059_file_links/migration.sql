-- File management's public links (issue 35) and their access log.

-- CreateTable
CREATE TABLE "DriveLink" (
    "id" CHAR(24) NOT NULL,
    "itemId" CHAR(24) NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "tokenSealed" TEXT NOT NULL,
    "passwordHash" TEXT,
    "expiresAt" TIMESTAMP(3),
    "maxDownloads" INTEGER,
    "downloads" INTEGER NOT NULL DEFAULT 0,
    "revokedAt" TIMESTAMP(3),
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveLinkDownload" (
    "id" CHAR(24) NOT NULL,
    "linkId" CHAR(24) NOT NULL,
    "itemId" CHAR(24),
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveLinkDownload_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DriveLink_tokenHash_key" ON "DriveLink"("tokenHash");

-- CreateIndex
CREATE INDEX "DriveLink_itemId_createdAt_idx" ON "DriveLink"("itemId", "createdAt");

-- CreateIndex
CREATE INDEX "DriveLinkDownload_linkId_at_idx" ON "DriveLinkDownload"("linkId", "at" DESC);

-- CreateIndex
CREATE INDEX "DriveLinkDownload_itemId_idx" ON "DriveLinkDownload"("itemId");

-- AddForeignKey
ALTER TABLE "DriveLink" ADD CONSTRAINT "DriveLink_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveLink" ADD CONSTRAINT "DriveLink_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveLinkDownload" ADD CONSTRAINT "DriveLinkDownload_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "DriveLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveLinkDownload" ADD CONSTRAINT "DriveLinkDownload_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Not in the Prisma schema: a limit is at least one download, and the count never goes below zero.
ALTER TABLE "DriveLink" ADD CONSTRAINT "DriveLink_maxDownloads_check" CHECK ("maxDownloads" IS NULL OR "maxDownloads" > 0);
ALTER TABLE "DriveLink" ADD CONSTRAINT "DriveLink_downloads_check" CHECK ("downloads" >= 0);
