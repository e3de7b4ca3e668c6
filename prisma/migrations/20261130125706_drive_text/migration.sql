-- File management's search by content (issue 35): the text of a file's current version, with its
-- words stemmed in English and Spanish, accents ignored (suite_unaccent: migration
-- 20261129085500_chat_search), as online chat's messages are searched. The stored tsvector and its
-- index are in this migration only (Prisma's diff leaves them); modules/file-management/server/
-- list-items.ts queries them with the same expressions.

-- CreateTable
CREATE TABLE "DriveText" (
    "itemId" CHAR(24) NOT NULL,
    "fileId" CHAR(24) NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveText_pkey" PRIMARY KEY ("itemId")
);

-- AddForeignKey
ALTER TABLE "DriveText" ADD CONSTRAINT "DriveText_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "DriveItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "DriveText" ADD CONSTRAINT "DriveText_text_check" CHECK (length("text") <= 200000);
ALTER TABLE "DriveText" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, suite_unaccent("text")) || to_tsvector('spanish'::regconfig, suite_unaccent("text"))
) STORED;
CREATE INDEX "DriveText_search_idx" ON "DriveText" USING gin ("searchVector");
