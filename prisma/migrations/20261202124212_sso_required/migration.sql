-- "SSO required" per workspace (issue 39): how a session and a personal API token were made.
ALTER TABLE "Workspace" ADD COLUMN     "ssoRequired" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Session" ADD COLUMN     "viaSso" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "ApiToken" ADD COLUMN     "viaSso" BOOLEAN NOT NULL DEFAULT false;
