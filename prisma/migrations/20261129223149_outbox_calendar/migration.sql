-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "calendar" TEXT,
ADD COLUMN     "calendarMethod" TEXT;

-- An invitation carries both its iCalendar and its method, one of RFC 5546's two that we send.
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_calendar_check"
  CHECK (("calendar" IS NULL) = ("calendarMethod" IS NULL) AND ("calendarMethod" IS NULL OR "calendarMethod" IN ('REQUEST', 'CANCEL')));
