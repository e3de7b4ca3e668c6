-- A board's task events now count only that board's project again for the Projects goals that
-- follow it (lib/server/goals/recompute.ts taskCounts, changedProjects); the goal's other projects
-- are read from the counts their GoalProject rows kept. Rows that no recompute has counted since
-- those columns came (20261125161809_goal_project_counts, defaults 0) are counted here once, by the
-- goals' rule: top-level tasks of the project's task boards, done = in the board's last column on a
-- board of more than one column.
UPDATE "GoalProject" gp
   SET "total" = c.total, "done" = c.done
  FROM (SELECT x."goalId", x."projectId",
               count(t."id")::int AS total,
               (count(t."id") FILTER (WHERE t."columnId" = lc."id" AND lc.n > 1))::int AS done
          FROM "GoalProject" x
          LEFT JOIN "ProjectModule" pm ON pm."projectId" = x."projectId"
          LEFT JOIN "TaskBoard" b ON b."projectModuleId" = pm."id"
          LEFT JOIN LATERAL (
            SELECT col."id", count(*) OVER () AS n FROM "TaskColumn" col
             WHERE col."boardId" = b."id" ORDER BY col."order" DESC, col."id" DESC LIMIT 1) lc ON true
          LEFT JOIN "Task" t ON t."boardId" = b."id" AND t."parentId" IS NULL
         GROUP BY x."goalId", x."projectId") c
 WHERE c."goalId" = gp."goalId" AND c."projectId" = gp."projectId"
   AND (gp."total", gp."done") IS DISTINCT FROM (c.total, c.done);
