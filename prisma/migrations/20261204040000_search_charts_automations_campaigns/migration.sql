-- Search everything (issue 40, item 2; docs/platform/search.md) over three more kinds' entities, as
-- migration 20261203234500_search_everything did for the others: data visualization's dashboards
-- (name, description), workflow automation's automations (name) and the notification module's
-- campaigns (name). Each gets its title's words ("searchTitle"), its title's key ("searchKey", for
-- partial words and typos) and, with a description, its body's words ("searchBody"), stored and
-- indexed (partial indexes: Prisma's diff leaves them).
ALTER TABLE "Dashboard" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "Dashboard" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
ALTER TABLE "Dashboard" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "Dashboard_search_title_idx" ON "Dashboard" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "Dashboard_search_body_idx" ON "Dashboard" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
CREATE INDEX "Dashboard_search_key_idx" ON "Dashboard" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "AutomationProcess" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "AutomationProcess" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "AutomationProcess_search_title_idx" ON "AutomationProcess" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "AutomationProcess_search_key_idx" ON "AutomationProcess" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "NotificationCampaign" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "NotificationCampaign" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "NotificationCampaign_search_title_idx" ON "NotificationCampaign" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "NotificationCampaign_search_key_idx" ON "NotificationCampaign" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;
