-- Issue 31: quotas and a shorter life for public form uploads not yet submitted, and spent
-- proof-of-work challenges.

-- AlterTable: the new columns, filled from each upload's File; uploads whose File is gone are
-- dropped, and those a stored response names are marked submitted.
ALTER TABLE "FormUpload" ADD COLUMN     "size" INTEGER,
ADD COLUMN     "submitted" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "workspaceId" CHAR(24);

UPDATE "FormUpload" fu SET "size" = f."size", "workspaceId" = f."workspaceId"
  FROM "File" f WHERE f."key" = fu."fileKey";
DELETE FROM "FormUpload" WHERE "workspaceId" IS NULL;
UPDATE "FormUpload" fu SET "submitted" = true
 WHERE EXISTS (SELECT 1 FROM "FormResponse" r
                WHERE r."formId" = fu."formId"
                  AND r."answers" @> jsonb_build_object(fu."elementId",
                        jsonb_build_object('fileKey', '/' || fu."fileKey")));

ALTER TABLE "FormUpload" ALTER COLUMN "size" SET NOT NULL,
ALTER COLUMN "workspaceId" SET NOT NULL;

-- CreateTable
CREATE TABLE "UsedChallenge" (
    "signature" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsedChallenge_pkey" PRIMARY KEY ("signature")
);

-- CreateIndex
CREATE INDEX "UsedChallenge_expiresAt_idx" ON "UsedChallenge"("expiresAt");

-- CreateIndex
CREATE INDEX "FormUpload_workspaceId_submitted_idx" ON "FormUpload"("workspaceId", "submitted");

-- CreateIndex
CREATE INDEX "FormUpload_submitted_createdAt_idx" ON "FormUpload"("submitted", "createdAt");
