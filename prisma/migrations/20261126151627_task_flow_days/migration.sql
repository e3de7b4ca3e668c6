-- CreateTable
CREATE TABLE "TaskFlowDay" (
    "boardId" CHAR(24) NOT NULL,
    "zone" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "counts" JSONB NOT NULL,

    CONSTRAINT "TaskFlowDay_pkey" PRIMARY KEY ("boardId","zone","day")
);

-- CreateIndex
CREATE INDEX "TaskFlowDay_boardId_endsAt_idx" ON "TaskFlowDay"("boardId", "endsAt");

-- AddForeignKey
ALTER TABLE "TaskFlowDay" ADD CONSTRAINT "TaskFlowDay_boardId_fkey" FOREIGN KEY ("boardId") REFERENCES "TaskBoard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What changes a stored day of the flow (rebuilt from the tasks' columns now and their recorded
-- moves): a top-level task that appears or goes (its creation says from when), one re-parented,
-- moved to another board or given another creation time, and a move recorded or removed (its time
-- says from when). Each deletes the board's days that ended after that instant; a change made now
-- touches no stored day (only days ended five minutes ago are stored), so it costs one index probe.
-- Statement triggers read the changed rows once (bulk inserts pay one DELETE, not one per row).
CREATE FUNCTION suite_flow_forget_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "TaskFlowDay" f
   USING (SELECT "boardId", min("createdAt") AS since FROM changed WHERE "parentId" IS NULL GROUP BY "boardId") x
   WHERE f."boardId" = x."boardId" AND f."endsAt" > x.since;
  RETURN NULL;
END $$;

CREATE TRIGGER "Task_flow_insert" AFTER INSERT ON "Task"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION suite_flow_forget_tasks();
CREATE TRIGGER "Task_flow_delete" AFTER DELETE ON "Task"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION suite_flow_forget_tasks();

-- A row of either table that changed what the flow reads of it ("boardId" and "createdAt" are
-- both tables' own).
CREATE FUNCTION suite_flow_forget_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "TaskFlowDay" f
   WHERE f."boardId" IN (OLD."boardId", NEW."boardId") AND f."endsAt" > LEAST(OLD."createdAt", NEW."createdAt");
  RETURN NULL;
END $$;

CREATE TRIGGER "Task_flow_update" AFTER UPDATE ON "Task" FOR EACH ROW
  WHEN (OLD."boardId" IS DISTINCT FROM NEW."boardId" OR OLD."parentId" IS DISTINCT FROM NEW."parentId"
        OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION suite_flow_forget_row();

CREATE FUNCTION suite_flow_forget_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "TaskFlowDay" f
   USING (SELECT "boardId", min("createdAt") AS since FROM changed WHERE "taskCreatedAt" IS NOT NULL GROUP BY "boardId") x
   WHERE f."boardId" = x."boardId" AND f."endsAt" > x.since;
  RETURN NULL;
END $$;

CREATE TRIGGER "TaskActivity_flow_insert" AFTER INSERT ON "TaskActivity"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION suite_flow_forget_moves();
CREATE TRIGGER "TaskActivity_flow_delete" AFTER DELETE ON "TaskActivity"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION suite_flow_forget_moves();

CREATE TRIGGER "TaskActivity_flow_update" AFTER UPDATE ON "TaskActivity" FOR EACH ROW
  WHEN ((OLD."taskCreatedAt" IS NOT NULL OR NEW."taskCreatedAt" IS NOT NULL)
        AND (OLD."createdAt", OLD."boardId", OLD."fromColumnId", OLD."toColumnId", OLD."taskCreatedAt")
            IS DISTINCT FROM (NEW."createdAt", NEW."boardId", NEW."fromColumnId", NEW."toColumnId", NEW."taskCreatedAt"))
  EXECUTE FUNCTION suite_flow_forget_row();
