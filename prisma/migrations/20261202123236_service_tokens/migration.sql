-- Workspace (service) tokens (issue 39): a token's own identity, kept out of the people lists.
ALTER TABLE "ApiToken" ADD COLUMN     "createdById" CHAR(24);
ALTER TABLE "User" ADD COLUMN     "service" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "WorkspaceMember" ADD COLUMN     "service" BOOLEAN NOT NULL DEFAULT false;

CREATE INDEX "ApiToken_createdById_idx" ON "ApiToken"("createdById");

ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
