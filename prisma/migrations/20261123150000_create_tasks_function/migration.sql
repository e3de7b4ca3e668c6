-- Creating tasks in one statement (modules/task-management/server/create-task.ts). A create holds its columns' order
-- locks and the board's key counter from taking them to its commit; as a transaction of several
-- statements, every step was a round trip through a busy Node event loop with those locks held, so
-- creates on one board queued behind each other's round trips. Called on its own (autocommit), this
-- function is that whole transaction inside PostgreSQL. Each statement of a VOLATILE function reads
-- a fresh snapshot, so the ends of the columns are read after the locks are granted.
--
-- p_tasks: [{ id, activityId, offset, title, description, priority, issueType, parentId, place,
--   dueDate, labels, assigneeIds, checkList }]; place 0 is the main task (in p_column, or the first
-- column when null; after the last top-level task there, or the last subtask when p_top is false),
-- place n its n-th subtask (in the first column, after the last subtask there).
-- Returns { columns: [[id, order]…] in board order, created: [{ id, number, order, createdAt }] }, or
-- { error: 'noColumns' | 'column' | 'board' } without writing anything.
CREATE FUNCTION suite_create_tasks(
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
  SELECT COALESCE(max(t."order"), 0) INTO v_main FROM "Task" t
   WHERE t."columnId" = v_column AND (t."parentId" IS NULL) = p_top;
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
                        "createdById", "createdAt", "updatedAt")
    SELECT v.id, p_board, v_first + v."offset", v.title, v.description, v.priority, v."issueType",
           v."parentId", CASE WHEN v.place = 0 THEN v_column ELSE v_first_column END,
           CASE WHEN v.place = 0 THEN v_main + p_step ELSE v_sub + v.place * p_step END,
           v."dueDate" AT TIME ZONE 'UTC', v.labels, v."assigneeIds", v."checkList",
           p_actor, v_now, v_now
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
