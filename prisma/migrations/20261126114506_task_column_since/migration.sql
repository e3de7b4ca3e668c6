-- Where each task stands, kept on the task itself (issue 14's reports, which replayed the activity
-- log on every request): "columnSince" is when it entered its column (its creation, or its last move
-- to another column), "columnSinceById" who created or moved it there, "startedAt" its first entry
-- into a column that was work in progress at the time (its creation, when created in one). The
-- statements that change a task's column write them (suite_create_tasks below, the move statement,
-- a column's deletion), so a done task's finish, finisher and cycle time are read from its row.

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "columnSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "columnSinceById" CHAR(24),
ADD COLUMN     "startedAt" TIMESTAMP(3);

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_columnSinceById_fkey" FOREIGN KEY ("columnSinceById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every task as its history says: its last move (or its creation) and the first time it entered a
-- work-in-progress column by the board's columns as they are now (the rank rule the reports used),
-- or its creation when it was created in one (its first move left one, or it never moved and is in
-- one). Each task's moves are read through TaskActivity(taskId, createdAt).
WITH cst AS (
  SELECT c."id", c."id"::text AS "key",
         row_number() OVER (PARTITION BY c."boardId" ORDER BY c."order", c."id") AS rn,
         count(*) OVER (PARTITION BY c."boardId") AS n
    FROM "TaskColumn" c
), st AS (
  SELECT cst."id", cst."key", cst.rn > 1 AND cst.rn < cst.n AS wip FROM cst
), hist AS (
  SELECT t."id",
         last_move."createdAt" AS "lastAt", last_move."actorId" AS "lastBy",
         first_move.src_wip AS "createdInWip",
         (SELECT min(a."createdAt") FROM "TaskActivity" a JOIN st d ON d."key" = a."changes"->'destinationColumn'->>'id'
           WHERE a."taskId" = t."id" AND a."actionType" = 'moved' AND d.wip) AS "firstWip",
         cur.wip AS "inWip"
    FROM "Task" t
    JOIN st cur ON cur."id" = t."columnId"
    LEFT JOIN LATERAL (
      SELECT a."createdAt", a."actorId" FROM "TaskActivity" a
       WHERE a."taskId" = t."id" AND a."actionType" = 'moved'
       ORDER BY a."createdAt" DESC LIMIT 1) last_move ON true
    LEFT JOIN LATERAL (
      SELECT COALESCE(s.wip, false) AS src_wip FROM "TaskActivity" a
        LEFT JOIN st s ON s."key" = a."changes"->'sourceColumn'->>'id'
       WHERE a."taskId" = t."id" AND a."actionType" = 'moved'
       ORDER BY a."createdAt" LIMIT 1) first_move ON true
)
UPDATE "Task" t
   SET "columnSince" = COALESCE(h."lastAt", t."createdAt"),
       "columnSinceById" = CASE WHEN h."lastAt" IS NULL THEN t."createdById" ELSE h."lastBy" END,
       "startedAt" = CASE WHEN COALESCE(h."createdInWip", h."inWip") THEN t."createdAt" ELSE h."firstWip" END
  FROM hist h
 WHERE h."id" = t."id";

-- suite_create_tasks: as in 20261124190000_task_kind_order_indexes, and the new columns.
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
  PERFORM set_config('synchronous_commit', 'off', true);
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
