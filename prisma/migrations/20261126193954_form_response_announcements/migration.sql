-- AlterTable
ALTER TABLE "Form" ADD COLUMN     "announcedUntil" TIMESTAMP(3);

-- Responses stored before batched announcements were each announced already.
UPDATE "Form" SET "announcedUntil" = (now() AT TIME ZONE 'UTC')
 WHERE EXISTS (SELECT 1 FROM "FormResponse" r WHERE r."formId" = "Form"."id");
