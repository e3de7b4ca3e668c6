import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { GOAL_TASK_PAGE_SIZE, type GoalTaskPage } from "@/lib/goals/api";
import { goalTasksQuerySchema } from "@/lib/schemas/goals";
import { parseTaskKey } from "@/lib/tasks/task-key";
import type { Actor } from "@/lib/server/auth/sessions";
import { decodeTuple, encodeTuple, pageRows } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { readableBoardsSql } from "@/lib/server/permissions/readable-boards";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { escapeLike } from "./goal-rows";
import { taskRefColumnsSql, taskRefsSql, toTaskRef, type TaskRefRow } from "./task-refs";

/** The tasks `q` matches: a title containing it (any case), or the task whose key it is. */
function searchSql(q: string | undefined): Prisma.Sql {
  if (!q) return Prisma.empty;
  const title = Prisma.sql`t."title" ILIKE ${`%${escapeLike(q)}%`}`;
  const key = parseTaskKey(q);
  return key
    ? Prisma.sql`AND (${title} OR (b."keyPrefix" = ${key.prefix} AND t."number" = ${key.number}))`
    : Prisma.sql`AND ${title}`;
}

/**
 * GET /goals/tasks?q=&cursor=: the tasks of every board the actor may read in the active workspace
 * (top-level and subtasks), matched by title or key, for the Tasks source's picker. Newest first by
 * key number (then id: boards number their tasks apart), keyset pages of GOAL_TASK_PAGE_SIZE, as the
 * time tracker's task picker; one query.
 */
export async function searchGoalTasks(actor: Actor, raw: unknown): Promise<GoalTaskPage> {
  const membership = await activeMembership(actor);
  const query = parseInput(goalTasksQuerySchema, raw);
  const after = query.cursor
    ? decodeTuple<[number, string]>(query.cursor, 2, (value) => Number.isSafeInteger(value[0]))
    : null;
  const rows = await getDb().$queryRaw<TaskRefRow[]>(
    taskRefsSql(
      Prisma.sql`SELECT ${taskRefColumnsSql}
          FROM "Task" t JOIN "TaskBoard" b ON b."id" = t."boardId"
         WHERE t."boardId" IN (${readableBoardsSql(membership)}) ${searchSql(query.q)}
           ${after ? Prisma.sql`AND (t."number", t."id") < (${after[0]}, ${after[1]})` : Prisma.empty}
         ORDER BY t."number" DESC, t."id" DESC
         LIMIT ${GOAL_TASK_PAGE_SIZE + 1}`,
      Prisma.sql`tk."number" DESC, tk."id" DESC`,
    ),
  );
  const { shown, last } = pageRows(rows, GOAL_TASK_PAGE_SIZE);
  return { items: shown.map(toTaskRef), nextCursor: last ? encodeTuple([last.number, last.id]) : null };
}
