// Load benchmark for task management (issues "Core 4" and "Hardening"): a module with 5,000 tasks in
// four columns (seeded in bulk), then, with the owner's bearer token at BENCH_CONNECTIONS connections
// (default 10), each figure beside the floor endpoint (GET /users/{id}) measured in the same run:
//  - GET .../tasks?columnId=…&limit=100 (one column page, as the board loads it): budget p99 < 40 ms
//    and at least half the floor's rate;
//  - POST .../tasks {title, columnId} (a new task at the end of a column, with its 'created' activity):
//    at least half the floor's rate and p99 < 100 ms;
//  - PATCH .../tasks/{taskId} {columnId, index} (a drag and drop to a random spot of a random
//    column, with its 'moved' activity in the same transaction): budget p99 < 30 ms.
// Run: npm run bench:tasks (builds when needed; BENCH_DURATION seconds per run, default 10;
// BENCH_ONLY=column,map,filtered,create,move,board for some runs only; BENCH_CPU_PROF=<dir>).
import type autocannon from "autocannon";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { PRIORITIES } from "../modules/task-management/shared/constants";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, registerOwner, report, run as runAt, switchWorkspace } from "./load";
import { firstLoadJs } from "./page-weight";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const TASKS = 5_000;
const GET_BUDGET_P99_MS = 40;
const MOVE_BUDGET_P99_MS = 30;
const CREATE_BUDGET_P99_MS = 100;
const PAGE_BUDGET_KB = 350;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const run = (options: autocannon.Options) => runAt({ connections: CONNECTIONS, ...options });
const owner = { email: "bench-tasks@example.com", password: "Secret#123", name: "Bench Owner" };

async function seed(): Promise<{
  userId: string;
  authorization: string;
  cookie: string;
  moduleId: string;
  columns: string[];
  tasks: string[];
}> {
  const { userId, authorization, cookie: registeredCookie } = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const started = Date.now();
  const workspace = await seedWorkspace(db, userId, { name: "Bench Tasks" });
  await db.session.updateMany({ where: { userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Bench project" });
  const placed = await seedProjectModule(db, project.id, { name: "Bench Board" });
  await disconnectDb();
  const cookie = await switchWorkspace(BASE, registeredCookie, workspace.id);
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
  // As autovacuum would after a bulk insert: statistics and the visibility map (index-only counts).
  await db2.$executeRaw`VACUUM ANALYZE`;
  console.log(`Seeded ${TASKS} tasks in ${columns.length} columns in ${Date.now() - started} ms`);
  await disconnectDb();
  return { userId, authorization, cookie, moduleId: placed.id, columns, tasks: tasks.map((task) => task.id) };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { userId, authorization, cookie, moduleId, columns, tasks } = await seed();
    // First-load JS of the board page (budget 350 KB gzipped) beside /projects.
    const boardWeight = await firstLoadJs(BASE, `/task-management/${moduleId}`, { cookie });
    const projectsWeight = await firstLoadJs(BASE, "/projects", { cookie });
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

    // BENCH_ONLY=column,create,… runs only those (with the floor), e.g. for a CPU profile of one.
    const only = process.env.BENCH_ONLY?.split(",");
    const runIf = (name: string, options: autocannon.Options) =>
      !only || only.includes(name) ? run(options) : Promise.resolve(null);
    await run({ url: page, headers: { authorization }, duration: 3 });
    const floor = await run({ url: `${BASE}/api/v1/users/${userId}`, headers: { authorization } });
    const columnPage = await runIf("column", { url: page, headers: { authorization } });
    const firstPage = await runIf("map", {
      url: `${base}/tasks?columnId=${columns[0]}&limit=100`,
      headers: { authorization },
    });
    const filtered = await runIf("filtered", {
      url: `${base}/tasks?limit=100&me=true&filters=${encodeURIComponent(JSON.stringify([{ field: "priority", operator: "is", value: ["high", "highest"] }]))}`,
      headers: { authorization },
    });
    const moves = await runIf("move", { url: BASE, requests: [move] });
    const creates = await runIf("create", {
      url: BASE,
      requests: [
        {
          method: "POST",
          headers: json,
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/task-management/${moduleId}/tasks`,
            body: JSON.stringify({
              title: `Created under load ${random(1e9)}`,
              columnId: columns[random(columns.length)],
            }),
          }),
        },
      ],
    });
    const board = await runIf("board", { url: `${base}/board`, headers: { authorization } });

    const bytes = columnPage
      ? Math.round(columnPage.throughput.average / Math.max(1, columnPage.requests.average))
      : 0;
    console.log(
      `\n${CONNECTIONS} connections, production build, embedded PostgreSQL, ${TASKS} tasks in one module; column page ≈ ${(bytes / 1024).toFixed(1)} KB\n`,
    );
    const ratio = (result: autocannon.Result) => result.requests.average / floor.requests.average;
    const line = (name: string, result: autocannon.Result | null) => {
      if (!result) return;
      report(name, result);
      console.log(`${"".padEnd(44)} ${(ratio(result) * 100).toFixed(0)} % of the floor's rate`);
    };
    report("GET /api/v1/users/{id} (floor)", floor);
    line("GET tasks?columnId (column page of 100)", columnPage);
    line("GET tasks?columnId + filtersMap", firstPage);
    line("GET tasks (Me mode + priority filter)", filtered);
    line("POST tasks {title,columnId} (create)", creates);
    line("PATCH tasks/{id} {columnId,index} (move)", moves);
    line("GET board (columns + counts)", board);
    const verdict = (met: boolean) => (met ? "met" : "MISSED");
    console.log(
      `\nFirst-load JS: /task-management/{id} ${boardWeight.gzipKb} KB gzipped (${boardWeight.files} files, ${boardWeight.rawKb} KB raw), /projects ${projectsWeight.gzipKb} KB`,
    );
    console.log(
      `Budget first-load JS of /task-management/{id} ≤ ${PAGE_BUDGET_KB} KB: ${verdict(boardWeight.gzipKb <= PAGE_BUDGET_KB)}`,
    );
    if (!columnPage || !creates || !moves) return;
    console.log(
      `\nBudget GET column page p99 < ${GET_BUDGET_P99_MS} ms and ≥ 50 % of the floor: ${verdict(columnPage.latency.p99 < GET_BUDGET_P99_MS && ratio(columnPage) >= 0.5)} (${columnPage.latency.p99} ms, ${(ratio(columnPage) * 100).toFixed(0)} %)`,
    );
    console.log(
      `Budget POST create p99 < ${CREATE_BUDGET_P99_MS} ms and ≥ 50 % of the floor: ${verdict(creates.latency.p99 < CREATE_BUDGET_P99_MS && ratio(creates) >= 0.5)} (${creates.latency.p99} ms, ${(ratio(creates) * 100).toFixed(0)} %)`,
    );
    console.log(
      `Budget PATCH move p99 < ${MOVE_BUDGET_P99_MS} ms: ${verdict(moves.latency.p99 < MOVE_BUDGET_P99_MS)} (${moves.latency.p99} ms)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
