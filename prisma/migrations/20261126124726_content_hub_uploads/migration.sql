-- CreateTable
CREATE TABLE "ContentImageVariant" (
    "variantKey" TEXT NOT NULL,
    "originalKey" TEXT NOT NULL,

    CONSTRAINT "ContentImageVariant_pkey" PRIMARY KEY ("variantKey")
);

-- CreateIndex
CREATE INDEX "ContentImageVariant_originalKey_idx" ON "ContentImageVariant"("originalKey");
