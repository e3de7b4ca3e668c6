// Load benchmark for task management (issue "Core 4"): a module with 5,000 tasks in four columns
// (seeded in bulk), then, with the owner's bearer token at 20 connections:
//  - GET .../tasks?columnId=…&limit=100 (one column page, as the board loads it): budget p99 < 40 ms;
//  - PATCH .../tasks/{taskId} {columnId, index} (a drag and drop to a random spot of a random
//    column, with its 'moved' activity in the same transaction): budget p99 < 30 ms.
// Run: npm run bench:tasks (builds when needed; BENCH_DURATION seconds per run, default 10).
import type autocannon from "autocannon";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { PRIORITIES } from "../lib/tasks/constants";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, registerOwner, report, run } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const TASKS = 5_000;
const GET_BUDGET_P99_MS = 40;
const MOVE_BUDGET_P99_MS = 30;
const owner = { email: "bench-tasks@example.com", password: "Secret#123", name: "Bench Owner" };

async function seed(): Promise<{
  userId: string;
  authorization: string;
  moduleId: string;
  columns: string[];
  tasks: string[];
}> {
  const { userId, authorization } = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const started = Date.now();
  const workspace = await seedWorkspace(db, userId, { name: "Bench Tasks" });
  await db.session.updateMany({ where: { userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Bench project" });
  const placed = await seedProjectModule(db, project.id, { name: "Bench Board" });
  await disconnectDb();
  // The board and its default columns come from the API, as on first use; one more column is added.
  const info = (await (
    await fetch(`${BASE}/api/v1/task-management/${placed.id}`, { headers: { authorization } })
  ).json()) as {
    boardId: string;
  };
  await fetch(`${BASE}/api/v1/task-management/${placed.id}/board/${info.boardId}/column`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: "{}",
  });
  const db2 = getDb();
  const columns = (
    await db2.taskColumn.findMany({
      where: { boardId: info.boardId },
      orderBy: { order: "asc" },
      select: { id: true },
    })
  ).map((column) => column.id);
  const tasks = Array.from({ length: TASKS }, (_, n) => ({
    id: newId(),
    boardId: info.boardId,
    number: n + 1,
    title: `Task ${n + 1}: ${n % 7 === 0 ? "fix the login redirect" : "write the release notes"}`,
    priority: PRIORITIES[n % PRIORITIES.length] as string,
    columnId: columns[n % columns.length] as string,
    order: (Math.floor(n / columns.length) + 1) * 100,
    labels: n % 3 === 0 ? ["backend"] : [],
    assigneeIds: n % 2 === 0 ? [userId] : [],
    checkList: n % 5 === 0 ? [{ title: "Review", isCompleted: n % 10 === 0 }] : [],
    createdById: userId,
  }));
  await db2.task.createMany({ data: tasks });
  await db2.taskBoard.update({ where: { id: info.boardId }, data: { nextNumber: TASKS + 1 } });
  await db2.$executeRaw`ANALYZE`;
  console.log(`Seeded ${TASKS} tasks in ${columns.length} columns in ${Date.now() - started} ms`);
  await disconnectDb();
  return { userId, authorization, moduleId: placed.id, columns, tasks: tasks.map((task) => task.id) };
}

async function main(): Promise<void> {
  buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { userId, authorization, moduleId, columns, tasks } = await seed();
    const base = `${BASE}/api/v1/task-management/${moduleId}`;
    const page = `${base}/tasks?columnId=${columns[1]}&limit=100&map=false`;
    const check = (await (await fetch(page, { headers: { authorization } })).json()) as {
      data: unknown[];
      total: number;
    };
    if (check.data?.length !== 100)
      throw new Error(`unexpected page: ${JSON.stringify(check).slice(0, 200)}`);

    const json = { authorization, "content-type": "application/json" };
    const random = (n: number) => Math.floor(Math.random() * n);
    const move: autocannon.Request = {
      method: "PATCH",
      headers: json,
      setupRequest: (request) => ({
        ...request,
        path: `/api/v1/task-management/${moduleId}/tasks/${tasks[random(tasks.length)]}`,
        body: JSON.stringify({ columnId: columns[random(columns.length)], index: random(100) }),
      }),
    };

    await run({ url: page, headers: { authorization }, duration: 3 });
    const floor = await run({ url: `${BASE}/api/v1/users/${userId}`, headers: { authorization } });
    const columnPage = await run({ url: page, headers: { authorization } });
    const firstPage = await run({
      url: `${base}/tasks?columnId=${columns[0]}&limit=100`,
      headers: { authorization },
    });
    const filtered = await run({
      url: `${base}/tasks?limit=100&me=true&filters=${encodeURIComponent(JSON.stringify([{ field: "priority", operator: "is", value: ["high", "highest"] }]))}`,
      headers: { authorization },
    });
    const moves = await run({ url: BASE, requests: [move] });
    const board = await run({ url: `${base}/board`, headers: { authorization } });

    console.log(`\n20 connections, production build, embedded PostgreSQL, ${TASKS} tasks in one module\n`);
    report("GET /api/v1/users/{id} (floor)", floor);
    report("GET tasks?columnId (column page of 100)", columnPage);
    report("GET tasks?columnId + filtersMap", firstPage);
    report("GET tasks (Me mode + priority filter)", filtered);
    report("PATCH tasks/{id} {columnId,index} (move)", moves);
    report("GET board (columns + counts)", board);
    const getMet = columnPage.latency.p99 < GET_BUDGET_P99_MS;
    const moveMet = moves.latency.p99 < MOVE_BUDGET_P99_MS;
    console.log(
      `\nBudget GET column page p99 < ${GET_BUDGET_P99_MS} ms: ${getMet ? "met" : "MISSED"} (${columnPage.latency.p99} ms)`,
    );
    console.log(
      `Budget PATCH move p99 < ${MOVE_BUDGET_P99_MS} ms: ${moveMet ? "met" : "MISSED"} (${moves.latency.p99} ms)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
