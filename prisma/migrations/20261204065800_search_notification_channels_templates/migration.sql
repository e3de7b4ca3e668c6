-- Search everything (issue 40, item 2; docs/platform/search.md) over the notification module's
-- channels (name) and templates (name; subject and body), as migration
-- 20261204040000_search_charts_automations_campaigns did for its campaigns: each gets its title's
-- words ("searchTitle"), its title's key ("searchKey", for partial words and typos) and, for a
-- template, its body's words ("searchBody"), stored and indexed (partial indexes: Prisma's diff
-- leaves them).
ALTER TABLE "NotificationChannel" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "NotificationChannel" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "NotificationChannel_search_title_idx" ON "NotificationChannel" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "NotificationChannel_search_key_idx" ON "NotificationChannel" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "NotificationTemplate" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "NotificationTemplate" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words(coalesce("subject", '') || ' ' || "body")) STORED;
ALTER TABLE "NotificationTemplate" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "NotificationTemplate_search_title_idx" ON "NotificationTemplate" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "NotificationTemplate_search_body_idx" ON "NotificationTemplate" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
CREATE INDEX "NotificationTemplate_search_key_idx" ON "NotificationTemplate" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;
