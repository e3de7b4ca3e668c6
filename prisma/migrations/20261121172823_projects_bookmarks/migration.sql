-- CreateTable
CREATE TABLE "ProjectBookmark" (
    "userId" CHAR(24) NOT NULL,
    "projectId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectBookmark_pkey" PRIMARY KEY ("userId","projectId")
);

-- CreateTable
CREATE TABLE "ProjectModuleBookmark" (
    "userId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectModuleBookmark_pkey" PRIMARY KEY ("userId","moduleId")
);

-- CreateTable
CREATE TABLE "WorkspaceModule" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "tag" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "i" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkspaceModule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkspaceModuleBookmark" (
    "userId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkspaceModuleBookmark_pkey" PRIMARY KEY ("userId","moduleId")
);

-- CreateIndex
CREATE INDEX "ProjectBookmark_projectId_idx" ON "ProjectBookmark"("projectId");

-- CreateIndex
CREATE INDEX "ProjectModuleBookmark_moduleId_idx" ON "ProjectModuleBookmark"("moduleId");

-- CreateIndex
CREATE INDEX "WorkspaceModule_workspaceId_idx" ON "WorkspaceModule"("workspaceId");

-- CreateIndex
CREATE INDEX "WorkspaceModuleBookmark_moduleId_idx" ON "WorkspaceModuleBookmark"("moduleId");

-- AddForeignKey
ALTER TABLE "ProjectBookmark" ADD CONSTRAINT "ProjectBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectBookmark" ADD CONSTRAINT "ProjectBookmark_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectModuleBookmark" ADD CONSTRAINT "ProjectModuleBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectModuleBookmark" ADD CONSTRAINT "ProjectModuleBookmark_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceModule" ADD CONSTRAINT "WorkspaceModule_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceModule" ADD CONSTRAINT "WorkspaceModule_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "ModuleDefinition"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceModuleBookmark" ADD CONSTRAINT "WorkspaceModuleBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceModuleBookmark" ADD CONSTRAINT "WorkspaceModuleBookmark_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
