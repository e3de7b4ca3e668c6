-- Single sign-on (issue 39): e-mail domains that join a workspace, and the role they join with.
-- AlterTable
ALTER TABLE "Workspace" ADD COLUMN     "ssoDefaultRole" "Role" NOT NULL DEFAULT 'member';

-- CreateTable
CREATE TABLE "SsoDomain" (
    "domain" TEXT NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SsoDomain_pkey" PRIMARY KEY ("domain")
);

-- CreateIndex
CREATE INDEX "SsoDomain_workspaceId_idx" ON "SsoDomain"("workspaceId");

-- AddForeignKey
ALTER TABLE "SsoDomain" ADD CONSTRAINT "SsoDomain_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
