-- Recurring tasks (issue 40): a task's repeat rule, when its next occurrence is made, the occurrence
-- it was made from (unique: at most one next occurrence, made once across nodes) and when its own
-- next one was made (null while owed: the partial index is the recurrence job's list).
ALTER TABLE "Task" ADD COLUMN     "recurrence" TEXT,
ADD COLUMN     "recurrenceMode" TEXT,
ADD COLUMN     "recurrenceOfId" CHAR(24),
ADD COLUMN     "recurrenceSpawnedAt" TIMESTAMP(3);

ALTER TABLE "Task" ADD CONSTRAINT "Task_recurrence_check"
  CHECK (("recurrence" IS NULL AND "recurrenceMode" IS NULL)
      OR ("recurrence" IS NOT NULL AND "recurrenceMode" IN ('completed', 'schedule') AND "parentId" IS NULL));

CREATE UNIQUE INDEX "Task_recurrenceOfId_key" ON "Task"("recurrenceOfId");

ALTER TABLE "Task" ADD CONSTRAINT "Task_recurrenceOfId_fkey" FOREIGN KEY ("recurrenceOfId") REFERENCES "Task"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE INDEX "Task_recurrence_owed_idx" ON "Task" ("dueDate")
  WHERE "recurrence" IS NOT NULL AND "recurrenceSpawnedAt" IS NULL;

-- suite_create_tasks as in 20261128070000_create_tasks_synchronous_commit, and each row may carry a
-- repeat and the occurrence it is the next of.
CREATE OR REPLACE FUNCTION suite_create_tasks(
  p_board char(24),
  p_actor char(24),
  p_column char(24),
  p_top boolean,
  p_step double precision,
  p_tasks jsonb
) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_count integer := jsonb_array_length(p_tasks);
  v_columns jsonb;
  v_first_column char(24);
  v_column char(24);
  v_lock text;
  v_first integer;
  v_main double precision;
  v_sub double precision;
  v_now timestamp(3) := now() AT TIME ZONE 'UTC';
  v_created jsonb;
  v_wip boolean;
BEGIN
  SELECT jsonb_agg(jsonb_build_array(c."id", c."order") ORDER BY c."order", c."id") INTO v_columns
    FROM "TaskColumn" c WHERE c."boardId" = p_board;
  IF v_columns IS NULL THEN
    RETURN jsonb_build_object('error', 'noColumns');
  END IF;
  v_first_column := v_columns -> 0 ->> 0;
  v_column := COALESCE(p_column, v_first_column);
  IF NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v_columns) e WHERE e ->> 0 = v_column) THEN
    RETURN jsonb_build_object('error', 'column');
  END IF;
  -- A column between the first and the last is work in progress: a task created there has started.
  SELECT e.o > 1 AND e.o < jsonb_array_length(v_columns) INTO v_wip
    FROM jsonb_array_elements(v_columns) WITH ORDINALITY AS e(c, o) WHERE e.c ->> 0 = v_column;
  -- The order locks in byte order of the ids, as every other writer takes them (lockColumns).
  FOR v_lock IN
    SELECT DISTINCT l COLLATE "C" FROM unnest(
      CASE WHEN v_count > 1 THEN ARRAY[v_column::text, v_first_column::text] ELSE ARRAY[v_column::text] END
    ) AS l ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(v_lock, 0));
  END LOOP;
  UPDATE "TaskBoard" b SET "nextNumber" = b."nextNumber" + v_count
   WHERE b."id" = p_board
  RETURNING b."nextNumber" - v_count INTO v_first;
  IF v_first IS NULL THEN
    RETURN jsonb_build_object('error', 'board');
  END IF;
  -- The end of the column among the task's kind, from that kind's index (one entry, not the column).
  IF p_top THEN
    SELECT COALESCE(max(t."order"), 0) INTO v_main FROM "Task" t
     WHERE t."columnId" = v_column AND t."parentId" IS NULL;
  ELSE
    SELECT COALESCE(max(t."order"), 0) INTO v_main FROM "Task" t
     WHERE t."columnId" = v_column AND t."parentId" IS NOT NULL;
  END IF;
  IF v_count > 1 THEN
    SELECT COALESCE(max(t."order"), 0) INTO v_sub FROM "Task" t
     WHERE t."columnId" = v_first_column AND t."parentId" IS NOT NULL;
  END IF;
  WITH v AS (
    SELECT * FROM jsonb_to_recordset(p_tasks) AS x(
      id char(24), "activityId" char(24), "offset" integer, title text, description text, priority text,
      "issueType" text, "parentId" char(24), place integer, "dueDate" timestamptz, labels text[],
      "assigneeIds" char(24)[], "checkList" jsonb, recurrence text, "recurrenceMode" text,
      "recurrenceOfId" char(24))
  ),
  created AS (
    INSERT INTO "Task" ("id", "boardId", "number", "title", "description", "priority", "issueType",
                        "parentId", "columnId", "order", "dueDate", "labels", "assigneeIds", "checkList",
                        "createdById", "createdAt", "updatedAt", "columnSince", "columnSinceById", "startedAt",
                        "recurrence", "recurrenceMode", "recurrenceOfId")
    SELECT v.id, p_board, v_first + v."offset", v.title, v.description, v.priority, v."issueType",
           v."parentId", CASE WHEN v.place = 0 THEN v_column ELSE v_first_column END,
           CASE WHEN v.place = 0 THEN v_main + p_step ELSE v_sub + v.place * p_step END,
           v."dueDate" AT TIME ZONE 'UTC', v.labels, v."assigneeIds", v."checkList",
           p_actor, v_now, v_now, v_now, p_actor, CASE WHEN v.place = 0 AND v_wip THEN v_now END,
           v.recurrence, v."recurrenceMode", v."recurrenceOfId"
      FROM v
    RETURNING "Task"."id", "Task"."number", "Task"."order", "Task"."createdAt"
  ),
  -- A task made as the next occurrence of another: that one's is made (its unique "recurrenceOfId"
  -- refuses a second, whoever makes it).
  spawned AS (
    UPDATE "Task" p SET "recurrenceSpawnedAt" = v_now
      FROM v WHERE v."recurrenceOfId" IS NOT NULL AND p."id" = v."recurrenceOfId"
  ),
  activity AS (
    INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt")
    SELECT v."activityId", p_board, v.id, p_actor, 'created', '{"type":"created"}'::jsonb, v_now
      FROM v
  )
  SELECT jsonb_agg(jsonb_build_object('id', c.id, 'number', c."number", 'order', c."order",
                                      'createdAt', to_char(c."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    INTO v_created FROM created c;
  RETURN jsonb_build_object('columns', v_columns, 'created', v_created);
END
$$;
