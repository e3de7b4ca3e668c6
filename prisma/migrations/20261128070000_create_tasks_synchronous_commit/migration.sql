-- suite_create_tasks commits synchronously again, like every other write: an answered create must
-- survive a crash of the database process. 20261124190000_task_kind_order_indexes turned
-- synchronous_commit off inside the function and the service followed it with a separate
-- `SELECT pg_current_xact_id()`, expecting that second commit to flush the WAL past the create. It
-- did not: PostgreSQL's RecordTransactionCommit decides whether to flush from whether the transaction
-- wrote WAL before its commit record (wrote_xlog = XactLastRecEnd != 0), and a transaction that only
-- takes an xid writes none, so its commit took the asynchronous path too and creates answered 201
-- were lost to a `kill -9` of the postmaster (issue 41). The function is otherwise unchanged from
-- 20261126114506_task_column_since.
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
      "assigneeIds" char(24)[], "checkList" jsonb)
  ),
  created AS (
    INSERT INTO "Task" ("id", "boardId", "number", "title", "description", "priority", "issueType",
                        "parentId", "columnId", "order", "dueDate", "labels", "assigneeIds", "checkList",
                        "createdById", "createdAt", "updatedAt", "columnSince", "columnSinceById", "startedAt")
    SELECT v.id, p_board, v_first + v."offset", v.title, v.description, v.priority, v."issueType",
           v."parentId", CASE WHEN v.place = 0 THEN v_column ELSE v_first_column END,
           CASE WHEN v.place = 0 THEN v_main + p_step ELSE v_sub + v.place * p_step END,
           v."dueDate" AT TIME ZONE 'UTC', v.labels, v."assigneeIds", v."checkList",
           p_actor, v_now, v_now, v_now, p_actor, CASE WHEN v.place = 0 AND v_wip THEN v_now END
      FROM v
    RETURNING "Task"."id", "Task"."number", "Task"."order", "Task"."createdAt"
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
