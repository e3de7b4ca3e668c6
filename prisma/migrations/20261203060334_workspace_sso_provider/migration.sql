-- A workspace's own OpenID Connect provider and its verified e-mail domains (issue 39).
-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "ssoWorkspaceId" CHAR(24);

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "ssoWorkspaceId" CHAR(24);

-- AlterTable
ALTER TABLE "SsoDomain" ADD COLUMN     "verifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "WorkspaceSsoProvider" (
    "workspaceId" CHAR(24) NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretSealed" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkspaceSsoProvider_pkey" PRIMARY KEY ("workspaceId")
);

-- AddForeignKey
ALTER TABLE "WorkspaceSsoProvider" ADD CONSTRAINT "WorkspaceSsoProvider_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
