-- Search everything finds database records (issue 40, item 2; docs/platform/search.md). Each table's
-- records live in a table of their own (db_<workspaceId>.t_<tableId>), so what search reads of them is
-- kept in one table beside the others: a record's title (its primary column's value) and body (its
-- other texts and its choices' names), with the stored words, key and indexes every searched table
-- has. Statement triggers on each records table write it (modules/database-generator/server/
-- record-search.ts, installed with the table and again when its columns change; the database
-- generator's sweep installs them on the tables made before this migration, when a node starts).
CREATE TABLE "DbRecordSearch" (
    "id" CHAR(24) NOT NULL,
    "tableId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "searchTitle" tsvector GENERATED ALWAYS AS (suite_search_words("title")) STORED,
    "searchKey" TEXT GENERATED ALWAYS AS (suite_search_key("title")) STORED,
    "searchBody" tsvector GENERATED ALWAYS AS (suite_search_words("body")) STORED,

    CONSTRAINT "DbRecordSearch_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DbRecordSearch_tableId_idx" ON "DbRecordSearch"("tableId");

ALTER TABLE "DbRecordSearch" ADD CONSTRAINT "DbRecordSearch_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "DbTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "DbRecordSearch_search_title_idx" ON "DbRecordSearch" USING gin ("searchTitle") WHERE "searchTitle" IS NOT NULL;
CREATE INDEX "DbRecordSearch_search_body_idx" ON "DbRecordSearch" USING gin ("searchBody") WHERE "searchBody" IS NOT NULL;
CREATE INDEX "DbRecordSearch_search_key_idx" ON "DbRecordSearch" USING gin ("searchKey" gin_trgm_ops) WHERE "searchKey" IS NOT NULL;
