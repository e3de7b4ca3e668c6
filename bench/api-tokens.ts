// Benchmark for API tokens (issue 39): the same reads made with a session's bearer token and with an
// API token, measured turn about (bench/load.ts `alternate`). Budget: a token-authenticated request
// costs no more than a session's — the floor endpoint's throughput with a token within 10 % of the
// session's. Also reported: a task list (the guard and the module gate), and the same with a token
// limited to the module's project (one more lookup). Run: npm run bench:api-tokens (builds if needed).
import { disconnectDb, getDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { alternate, BENCH_DATABASE_URL, CONNECTIONS, registerOwner, report } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const BUDGET_RATIO = 0.9;
const owner = { email: "bench-tokens@example.com", password: "Secret#123", name: "Bench Tokens" };

/** The owner (through the API), a workspace with a project and a task module, the session moved into it. */
async function seed(): Promise<{
  userId: string;
  authorization: string;
  projectId: string;
  moduleId: string;
}> {
  const { userId, authorization } = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const workspace = await seedWorkspace(db, userId, { name: "Bench Tokens" });
  await db.session.updateMany({ where: { userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Bench", createdById: userId });
  const placed = await seedProjectModule(db, project.id, { name: "Board" });
  await disconnectDb();
  return { userId, authorization, projectId: project.id, moduleId: placed.id };
}

/** An API token made through the API with the session. */
async function makeToken(
  authorization: string,
  scopes: string[],
  projectIds: string[] | null,
): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/account/api-tokens`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ name: "bench", scopes, projectIds, expiresAt: null }),
  });
  if (res.status !== 201) throw new Error(`token: ${res.status} ${await res.text()}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { userId, authorization, projectId, moduleId } = await seed();
    const token = await makeToken(authorization, ["members:read", "tasks:read"], null);
    const limited = await makeToken(authorization, ["tasks:read"], [projectId]);
    const floorUrl = `${BASE}/api/v1/users/${userId}`;
    const tasksUrl = `${BASE}/api/v1/task-management/${moduleId}/tasks`;
    for (const [url, auth] of [
      [floorUrl, token],
      [tasksUrl, token],
      [tasksUrl, limited],
    ] as const) {
      const res = await fetch(url, { headers: { authorization: auth } });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    }
    // Warm up both paths (JIT, pools, caches).
    await alternate(
      { url: floorUrl, headers: { authorization } },
      { url: floorUrl, headers: { authorization: token } },
      1,
      3,
    );

    const [sessionFloor, tokenFloor] = await alternate(
      { url: floorUrl, headers: { authorization } },
      { url: floorUrl, headers: { authorization: token } },
    );
    const [sessionTasks, tokenTasks] = await alternate(
      { url: tasksUrl, headers: { authorization } },
      { url: tasksUrl, headers: { authorization: token } },
    );
    const [, limitedTasks] = await alternate(
      { url: tasksUrl, headers: { authorization } },
      { url: tasksUrl, headers: { authorization: limited } },
    );

    console.log(`\n${CONNECTIONS} connections, 5 × 2 s turn about, production build, embedded PostgreSQL\n`);
    report("GET /users/{id} (floor), session", sessionFloor);
    report("GET /users/{id} (floor), API token", tokenFloor);
    report("GET …/tasks, session", sessionTasks);
    report("GET …/tasks, API token", tokenTasks);
    report("GET …/tasks, project-limited API token", limitedTasks);
    const ratio = tokenFloor.requests.average / sessionFloor.requests.average;
    const tasksRatio = tokenTasks.requests.average / sessionTasks.requests.average;
    console.log(
      `\nToken / session throughput: floor ${ratio.toFixed(2)}, task list ${tasksRatio.toFixed(2)}; project-limited task list ${(limitedTasks.requests.average / sessionTasks.requests.average).toFixed(2)}`,
    );
    console.log(`Budget floor ratio ≥ ${BUDGET_RATIO}: ${ratio >= BUDGET_RATIO ? "met" : "MISSED"}`);
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
