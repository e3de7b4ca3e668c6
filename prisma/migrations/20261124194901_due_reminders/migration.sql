-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "dueSoonSentFor" TIMESTAMP(3),
ADD COLUMN     "overdueSentFor" TIMESTAMP(3);

-- The reminder job looks for tasks due soon or just overdue: only tasks with a due date are indexed.
CREATE INDEX "Task_dueDate_idx" ON "Task"("dueDate") WHERE "dueDate" IS NOT NULL;
