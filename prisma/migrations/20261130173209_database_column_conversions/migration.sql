-- Database generator: changes of a column's type, run by a job, with their progress.
-- CreateEnum
CREATE TYPE "DbConversionStatus" AS ENUM ('pending', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "DbColumnConversion" (
    "id" CHAR(24) NOT NULL,
    "tableId" CHAR(24) NOT NULL,
    "columnId" CHAR(24) NOT NULL,
    "fromType" "DbColumnType" NOT NULL,
    "toType" "DbColumnType" NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "status" "DbConversionStatus" NOT NULL DEFAULT 'pending',
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "examples" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "DbColumnConversion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DbColumnConversion_tableId_status_idx" ON "DbColumnConversion"("tableId", "status");

-- AddForeignKey
ALTER TABLE "DbColumnConversion" ADD CONSTRAINT "DbColumnConversion_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DbTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
