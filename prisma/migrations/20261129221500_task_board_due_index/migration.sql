-- The calendars' task layer reads a board's tasks due in a range (modules/task-management/server/dated.ts):
-- only tasks with a due date are indexed.
CREATE INDEX "Task_boardId_dueDate_idx" ON "Task"("boardId", "dueDate") WHERE "dueDate" IS NOT NULL;
