-- Database generator (issue 36): databases, their tables and columns. Each table's records live in
-- a table of their own (db_<workspaceId>.t_<tableId>) that the services create; names are unique
-- ignoring case among a database's tables and a table's columns.
-- CreateEnum
CREATE TYPE "DbColumnType" AS ENUM ('text', 'longText', 'number', 'decimal', 'currency', 'percent', 'date', 'dateTime', 'checkbox', 'singleSelect', 'multiSelect', 'email', 'url', 'phone', 'rating', 'autoNumber', 'createdTime', 'modifiedTime', 'createdBy', 'modifiedBy');

-- CreateTable
CREATE TABLE "DbDatabase" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbDatabase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DbTable" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "databaseId" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL,
    "nextNumber" INTEGER NOT NULL DEFAULT 1,
    "recordCount" INTEGER NOT NULL DEFAULT 0,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DbColumn" (
    "id" CHAR(24) NOT NULL,
    "tableId" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "type" "DbColumnType" NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "unique" BOOLEAN NOT NULL DEFAULT false,
    "defaultValue" JSONB,
    "primary" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,
    "width" INTEGER NOT NULL DEFAULT 200,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DbColumn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DbDatabase_moduleId_createdAt_idx" ON "DbDatabase"("moduleId", "createdAt");

-- CreateIndex
CREATE INDEX "DbDatabase_workspaceId_idx" ON "DbDatabase"("workspaceId");

-- CreateIndex
CREATE INDEX "DbTable_databaseId_position_idx" ON "DbTable"("databaseId", "position");

-- CreateIndex
CREATE INDEX "DbColumn_tableId_position_idx" ON "DbColumn"("tableId", "position");

-- AddForeignKey
ALTER TABLE "DbDatabase" ADD CONSTRAINT "DbDatabase_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbDatabase" ADD CONSTRAINT "DbDatabase_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbDatabase" ADD CONSTRAINT "DbDatabase_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbDatabase" ADD CONSTRAINT "DbDatabase_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbTable" ADD CONSTRAINT "DbTable_databaseId_fkey" FOREIGN KEY ("databaseId") REFERENCES "DbDatabase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbTable" ADD CONSTRAINT "DbTable_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DbColumn" ADD CONSTRAINT "DbColumn_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DbTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Names: 1 to 100 characters, unique ignoring case in their place.
ALTER TABLE "DbDatabase" ADD CONSTRAINT "DbDatabase_name_check" CHECK (char_length("name") BETWEEN 1 AND 100);
ALTER TABLE "DbTable" ADD CONSTRAINT "DbTable_name_check" CHECK (char_length("name") BETWEEN 1 AND 100);
ALTER TABLE "DbColumn" ADD CONSTRAINT "DbColumn_name_check" CHECK (char_length("name") BETWEEN 1 AND 100);
ALTER TABLE "DbColumn" ADD CONSTRAINT "DbColumn_width_check" CHECK ("width" BETWEEN 60 AND 1000);
CREATE UNIQUE INDEX "DbTable_name_key" ON "DbTable" ("databaseId", lower("name"));
CREATE UNIQUE INDEX "DbColumn_name_key" ON "DbColumn" ("tableId", lower("name"));
-- One primary column per table.
CREATE UNIQUE INDEX "DbColumn_primary_key" ON "DbColumn" ("tableId") WHERE "primary";
