import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { searchColumns, type SearchContext, type SearchSource } from "@/lib/server/search/source";

// Task management's searchable entities (its manifest's `search`: docs/platform/search.md): tasks by
// title, description and key ("WEB-12"), and comments by their text, on the boards the caller reads.

/** The boards of the caller's readable task modules, as an SQL array. */
const boardIds = (ctx: SearchContext) => Prisma.sql`ARRAY(SELECT b."id" FROM "TaskBoard" b
  WHERE coalesce(b."projectModuleId", b."workspaceModuleId") = ANY(${ctx.moduleIds()}))`;

const KEY = /^([A-Za-z][A-Za-z0-9]{0,9})-(\d{1,9})$/;

/** Where a task's edit dialog opens over its board. */
const taskHref = (moduleId: string, taskId: string) => {
  const base = `/task-management/${moduleId}`;
  return `${base}/tasks/${taskId}/edit?redirect=${encodeURIComponent(base)}&active=board`;
};

const taskColumns = (score: Prisma.Sql) =>
  searchColumns({
    id: Prisma.sql`t."id"`,
    title: Prisma.sql`(b."keyPrefix" || '-' || t."number" || ' ' || t."title")`,
    body: Prisma.sql`t."description"`,
    moduleId: Prisma.sql`coalesce(b."projectModuleId", b."workspaceModuleId")`,
    ref: Prisma.sql`NULL`,
    score,
  });

const taskSource: SearchSource = {
  entity: "task",
  tag: "TaskManagement",
  sql(ctx) {
    const ranked = ctx.ranked({
      from: Prisma.sql`"Task" t`,
      id: Prisma.sql`t."id"`,
      where: Prisma.sql`t."boardId" = ANY(${boardIds(ctx)})`,
      titleWords: Prisma.sql`t."searchTitle"`,
      key: Prisma.sql`t."searchKey"`,
      body: { words: Prisma.sql`t."searchBody"` },
    });
    const byText = Prisma.sql`
      SELECT ${taskColumns(Prisma.sql`r."score"`)}
        FROM (${ranked}) r JOIN "Task" t ON t."id" = r."id" JOIN "TaskBoard" b ON b."id" = t."boardId"`;
    const key = KEY.exec(ctx.q);
    if (!key) return Prisma.sql`${byText} ORDER BY "score" DESC`;
    // A task's key finds it first (its board's prefix and its number: one indexed row).
    const byKey = Prisma.sql`
      SELECT ${taskColumns(Prisma.sql`10`)}
        FROM "Task" t JOIN "TaskBoard" b ON b."id" = t."boardId"
       WHERE t."boardId" = ANY(${boardIds(ctx)}) AND b."keyPrefix" = ${key[1]!.toUpperCase()} AND t."number" = ${Number(key[2])}`;
    return Prisma.sql`SELECT * FROM (SELECT DISTINCT ON ("id") * FROM ((${byKey}) UNION ALL (${byText})) k
      ORDER BY "id", "score" DESC) k ORDER BY "score" DESC LIMIT ${ctx.limit}`;
  },
  href: (row) => taskHref(row.moduleId!, row.id),
};

const COMMENT_TEXT = Prisma.sql`(a."changes" #>> '{comment,text}')`;

const commentSource: SearchSource = {
  entity: "comment",
  tag: "TaskManagement",
  sql(ctx) {
    // A comment's text is its title (the partial indexes' rule: commented activities only).
    const ranked = ctx.ranked({
      from: Prisma.sql`"TaskActivity" a`,
      id: Prisma.sql`a."id"`,
      where: Prisma.sql`a."actionType" = 'commented' AND a."boardId" = ANY(${boardIds(ctx)})`,
      titleWords: Prisma.sql`a."searchTitle"`,
      key: Prisma.sql`a."searchKey"`,
    });
    return Prisma.sql`
      SELECT ${searchColumns({
        id: Prisma.sql`a."id"`,
        title: Prisma.sql`(b."keyPrefix" || '-' || t."number" || ' ' || t."title")`,
        body: COMMENT_TEXT,
        moduleId: Prisma.sql`coalesce(b."projectModuleId", b."workspaceModuleId")`,
        ref: Prisma.sql`t."id"`,
        score: Prisma.sql`r."score"`,
      })}
        FROM (${ranked}) r
        JOIN "TaskActivity" a ON a."id" = r."id"
        JOIN "Task" t ON t."id" = a."taskId"
        JOIN "TaskBoard" b ON b."id" = a."boardId"
       ORDER BY r."score" DESC`;
  },
  href: (row) => taskHref(row.moduleId!, row.ref!),
};

export const TASK_SEARCH_SOURCES: readonly SearchSource[] = [taskSource, commentSource];
