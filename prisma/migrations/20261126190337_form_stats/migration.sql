-- AlterTable
ALTER TABLE "Form" ADD COLUMN     "statsUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "FormStat" (
    "formId" CHAR(24) NOT NULL,
    "kind" TEXT NOT NULL,
    "elementId" TEXT NOT NULL DEFAULT '',
    "value" TEXT NOT NULL DEFAULT '',
    "count" BIGINT NOT NULL,

    CONSTRAINT "FormStat_pkey" PRIMARY KEY ("formId","kind","elementId","value")
);

-- AddForeignKey
ALTER TABLE "FormStat" ADD CONSTRAINT "FormStat_formId_fkey" FOREIGN KEY ("formId") REFERENCES "Form"("id") ON DELETE CASCADE ON UPDATE CASCADE;
