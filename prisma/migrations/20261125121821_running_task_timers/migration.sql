-- The timers running on a board's tasks (the marks on its cards): running entries tied to a task, by
-- task module. A partial index (Prisma's schema cannot declare one; its diff leaves it alone).
CREATE INDEX "TimeEntry_running_task" ON "TimeEntry" ("taskModuleId", "taskId") WHERE "end" IS NULL AND "taskId" IS NOT NULL;
