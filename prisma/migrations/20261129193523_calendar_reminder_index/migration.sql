-- The reminder job's read (modules/ai-calendar/server/reminders.ts): every minute, across modules, the
-- events with reminders whose span reaches the last ten minutes. A partial index holds only those.
CREATE INDEX "CalendarEvent_reminders_idx" ON "CalendarEvent" ("spanEnd")
  WHERE cardinality("reminders") > 0 AND NOT "cancelled";
