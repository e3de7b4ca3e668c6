import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { statusIndexSql, statusSql } from "@/lib/server/tasks/status-sql";
import { statusOf, TASK_STATUSES } from "@/lib/tasks/status";

// A task's status by its column's rank is written once in SQL (lib/server/tasks/status-sql.ts) and
// once for TypeScript and the client (statusOf): they must agree for every rank of every board size.
describe("a task's status by its column's rank: SQL and statusOf agree", () => {
  it("for every rank of boards of 1 to 8 columns", async () => {
    const rows = await getDb().$queryRaw<{ rank: number; count: number; st: number; status: string }[]>(
      Prisma.sql`SELECT r::int AS "rank", n::int AS "count",
               ${statusIndexSql(Prisma.sql`r`, Prisma.sql`n`)} AS st,
               ${statusSql(Prisma.sql`r`, Prisma.sql`n`)} AS status
          FROM generate_series(1, 8) n CROSS JOIN LATERAL generate_series(1, n) r`,
    );
    expect(rows).toHaveLength(36);
    for (const row of rows) {
      const expected = statusOf(row.rank, row.count);
      expect([row.rank, row.count, row.status]).toEqual([row.rank, row.count, expected]);
      expect(TASK_STATUSES[row.st]).toBe(expected);
    }
  });
});
