-- CreateEnum
CREATE TYPE "DbViewKind" AS ENUM ('grid', 'kanban', 'gallery', 'form');

-- CreateTable
CREATE TABLE "DbView" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "tableId" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "DbViewKind" NOT NULL,
    "position" INTEGER NOT NULL,
    "config" JSONB NOT NULL DEFAULT '{}',
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DbView_tableId_position_idx" ON "DbView"("tableId", "position");

-- A view's name is unique in its table, ignoring case (nameUnique answers 409 on it).
CREATE UNIQUE INDEX "DbView_name_key" ON "DbView" ("tableId", lower("name"));

-- AddForeignKey
ALTER TABLE "DbView" ADD CONSTRAINT "DbView_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DbTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbView" ADD CONSTRAINT "DbView_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
