-- Search everything (issue 40, item 2; docs/platform/search.md): one search over what a person may
-- read, each kind's entities searched where they live (no copy to keep in step with every write path).
-- Every searchable table gets the same things (the sources in lib/server/search/ and the kinds'
-- server/search-source.ts query them through SearchContext.ranked, in three tiers):
--   * "searchTitle": the words of its title (suite_search_words: English and Spanish stems, accents
--     ignored), stored, with a GIN index: the first tier, what a search ranks first. Stored and apart
--     from the body so that a common word is ranked over its few title matches, read from a small
--     column, not over every row that mentions it (bench:search: 200,000 items);
--   * "searchBody" where there is a body (a description, a post's text): the third tier, searched only
--     when the titles do not fill a group;
--   * "searchKey": the title lower-cased without accents (suite_search_key), stored, with a trigram
--     index: the second tier, partial words (LIKE '%…%') and typos (word similarity). Stored so that
--     checking and scoring a candidate reads a column instead of calling the folding functions.
-- The GIN indexes are partial (the rows that have words or a key), which keeps Prisma's diff off them;
-- the schema declares each column (Unsupported, dbgenerated), never written nor read by the client.
-- Online chat's messages and file management's texts keep the indexes they have (migrations
-- 20261129085500_chat_search, 20261130125706_drive_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Both keep the search_path they were created with (as suite_unaccent does): index builds run with a
-- safe one (PostgreSQL 17), where suite_unaccent would not be found.

-- Lower-cased, accents removed: what trigrams compare.
CREATE OR REPLACE FUNCTION suite_search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path FROM CURRENT
  AS $$ SELECT lower(suite_unaccent(coalesce($1, ''))) $$;

-- A text's words in both languages (an item's language is not known), read up to 20,000 characters.
-- HTML tags are not words for the parser, so rich text needs no stripping.
CREATE OR REPLACE FUNCTION suite_search_words(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path FROM CURRENT
  AS $$
  SELECT to_tsvector('english'::regconfig, suite_unaccent(left(coalesce($1, ''), 20000)))
      || to_tsvector('spanish'::regconfig, suite_unaccent(left(coalesce($1, ''), 20000)))
  $$;


ALTER TABLE "Project" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
CREATE INDEX "Project_search_title_idx" ON "Project" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
ALTER TABLE "Project" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "Project_search_key_idx" ON "Project" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "Task" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("title")) STORED;
ALTER TABLE "Task" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
CREATE INDEX "Task_search_title_idx" ON "Task" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "Task_search_body_idx" ON "Task" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "Task" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("title")) STORED;
CREATE INDEX "Task_search_key_idx" ON "Task" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

-- A task comment: its text is its title (no body).
ALTER TABLE "TaskActivity" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (CASE WHEN "actionType" = 'commented' THEN suite_search_words(("changes" #>> '{comment,text}')) END) STORED;
CREATE INDEX "TaskActivity_search_title_idx" ON "TaskActivity" USING gin ("searchTitle") WHERE "actionType" = 'commented';
ALTER TABLE "TaskActivity" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (CASE WHEN "actionType" = 'commented' THEN nullif(suite_search_key(("changes" #>> '{comment,text}')), '') END) STORED;
CREATE INDEX "TaskActivity_search_key_idx" ON "TaskActivity" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "ContentPost" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("title")) STORED;
ALTER TABLE "ContentPost" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("content")) STORED;
CREATE INDEX "ContentPost_search_title_idx" ON "ContentPost" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "ContentPost_search_body_idx" ON "ContentPost" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "ContentPost" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("title")) STORED;
CREATE INDEX "ContentPost_search_key_idx" ON "ContentPost" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "ContentProduct" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "ContentProduct" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
CREATE INDEX "ContentProduct_search_title_idx" ON "ContentProduct" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "ContentProduct_search_body_idx" ON "ContentProduct" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "ContentProduct" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "ContentProduct_search_key_idx" ON "ContentProduct" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "Form" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("title")) STORED;
ALTER TABLE "Form" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
CREATE INDEX "Form_search_title_idx" ON "Form" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "Form_search_body_idx" ON "Form" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "Form" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("title")) STORED;
CREATE INDEX "Form_search_key_idx" ON "Form" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "Goal" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("title")) STORED;
ALTER TABLE "Goal" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
CREATE INDEX "Goal_search_title_idx" ON "Goal" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "Goal_search_body_idx" ON "Goal" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "Goal" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("title")) STORED;
CREATE INDEX "Goal_search_key_idx" ON "Goal" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "TimeEntry" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("description" || ' ' || coalesce("taskKey", ''))) STORED;
CREATE INDEX "TimeEntry_search_title_idx" ON "TimeEntry" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
ALTER TABLE "TimeEntry" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("description")) STORED;
CREATE INDEX "TimeEntry_search_key_idx" ON "TimeEntry" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "CalendarEvent" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("title")) STORED;
ALTER TABLE "CalendarEvent" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description" || ' ' || coalesce("location", ''))) STORED;
CREATE INDEX "CalendarEvent_search_title_idx" ON "CalendarEvent" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "CalendarEvent_search_body_idx" ON "CalendarEvent" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "CalendarEvent" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("title")) STORED;
CREATE INDEX "CalendarEvent_search_key_idx" ON "CalendarEvent" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "Meeting" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("summary")) STORED;
ALTER TABLE "Meeting" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
CREATE INDEX "Meeting_search_title_idx" ON "Meeting" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "Meeting_search_body_idx" ON "Meeting" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "Meeting" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("summary")) STORED;
CREATE INDEX "Meeting_search_key_idx" ON "Meeting" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "DriveItem" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
CREATE INDEX "DriveItem_search_title_idx" ON "DriveItem" USING gin ("searchTitle") WHERE "trashedAt" IS NULL;
ALTER TABLE "DriveItem" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "DriveItem_search_key_idx" ON "DriveItem" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;

ALTER TABLE "DbDatabase" ADD COLUMN "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("name")) STORED;
ALTER TABLE "DbDatabase" ADD COLUMN "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("description")) STORED;
CREATE INDEX "DbDatabase_search_title_idx" ON "DbDatabase" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "DbDatabase_search_body_idx" ON "DbDatabase" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
ALTER TABLE "DbDatabase" ADD COLUMN "searchKey" text GENERATED ALWAYS AS (suite_search_key("name")) STORED;
CREATE INDEX "DbDatabase_search_key_idx" ON "DbDatabase" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;
