-- Workspace webhooks (issue 39): a note, and limits to some projects or modules.
ALTER TABLE "WebhookSubscription" ADD COLUMN     "description" TEXT,
ADD COLUMN     "moduleIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "projectIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
