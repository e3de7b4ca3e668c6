-- The cumulative flow (issue 14's reports) replays the period's moves of top-level tasks. It read
-- each move's columns out of `changes` and joined every move with its task for the task's creation
-- day and kind: most of a quarter's report. A 'moved' row now carries the columns it left and
-- entered and, for a top-level task, the task's creation (fixed once written: a task's parent and
-- creation never change), so the flow reads one partial index alone (index-only), joins no task and
-- reads no JSON. Written by the statements that write 'moved' rows (modules/task-management/server/move-task.ts,
-- columns/delete-column.ts). Prisma's schema cannot say INCLUDE and its diff would drop such an
-- index; it leaves partial indexes alone, so this one is declared here only.

-- AlterTable
ALTER TABLE "TaskActivity" ADD COLUMN     "fromColumnId" CHAR(24),
ADD COLUMN     "taskCreatedAt" TIMESTAMP(3),
ADD COLUMN     "toColumnId" CHAR(24);

-- The moves written so far, from their `changes` and their task.
UPDATE "TaskActivity" a
   SET "fromColumnId" = a."changes"->'sourceColumn'->>'id',
       "toColumnId" = a."changes"->'destinationColumn'->>'id',
       "taskCreatedAt" = CASE WHEN t."parentId" IS NULL THEN t."createdAt" END
  FROM "Task" t
 WHERE t."id" = a."taskId" AND a."actionType" = 'moved';

CREATE INDEX "TaskActivity_flow" ON "TaskActivity" ("boardId", "createdAt")
  INCLUDE ("taskCreatedAt", "fromColumnId", "toColumnId")
  WHERE "taskCreatedAt" IS NOT NULL;
