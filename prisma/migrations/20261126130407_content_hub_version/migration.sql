-- AlterTable
ALTER TABLE "ContentHubDomain" ADD COLUMN     "contentVersion" INTEGER NOT NULL DEFAULT 0;
