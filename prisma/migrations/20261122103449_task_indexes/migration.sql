-- DropIndex
DROP INDEX "Task_assigneeIds_idx";

-- DropIndex
DROP INDEX "Task_boardId_createdAt_idx";

-- DropIndex
DROP INDEX "Task_columnId_order_idx";

-- CreateIndex
CREATE INDEX "Task_columnId_parentId_order_id_idx" ON "Task"("columnId", "parentId", "order", "id");
