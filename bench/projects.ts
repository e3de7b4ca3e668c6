// Load benchmark for the project list (issue "Core 3"): a workspace with 200 projects (each with
// two modules, a follower and some bookmarks) seeded in bulk, then GET /api/v1/workspaces/project
// with the owner's bearer token. Budget: p99 < 40 ms at 20 connections. Run: npm run bench:projects.
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { firstLoadJs } from "./page-weight";
import {
  CONNECTIONS,
  DURATION_S,
  BENCH_DATABASE_URL,
  run,
  report,
  registerOwner,
  switchWorkspace,
} from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const PROJECTS = 200;
const BUDGET_P99_MS = 40;
const owner = { email: "bench-owner@example.com", password: "Secret#123", name: "Bench Owner" };

/** The owner (through the API, for a real bearer token) and 200 projects in bulk (createMany). */
async function seed(): Promise<{ userId: string; authorization: string; cookie: string; projectId: string }> {
  const { userId, authorization, cookie: registeredCookie } = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const started = Date.now();
  const workspace = await seedWorkspace(db, userId, { name: "Bench Projects" });
  // The session's active workspace is the new one (the token names the session, not the workspace).
  await db.session.updateMany({ where: { userId }, data: { workspaceId: workspace.id } });
  const catalog = await db.moduleDefinition.findMany({ where: { active: true }, take: 2 });
  const projects = Array.from({ length: PROJECTS }, (_, n) => ({
    id: newId(),
    workspaceId: workspace.id,
    name: `Project ${String(n).padStart(3, "0")}`,
    private: n % 4 === 0,
    coverImage: n % 5 === 0 ? `/covers/preset-${(n % 8) + 1}.svg` : null,
    createdById: userId,
    updatedAt: new Date(Date.now() - n * 60_000),
  }));
  await db.project.createMany({ data: projects });
  await db.projectModule.createMany({
    data: projects.flatMap((project) =>
      catalog.map((definition, i) => ({
        id: newId(),
        projectId: project.id,
        moduleId: definition.id,
        tag: definition.tag,
        name: definition.title,
        i: String(i),
        x: i * definition.width,
        y: 0,
        w: definition.width,
        h: definition.height,
      })),
    ),
  });
  await db.projectAccess.createMany({
    data: projects.map((project) => ({
      id: newId(),
      projectId: project.id,
      userId,
      role: "admin" as const,
    })),
  });
  await db.projectBookmark.createMany({
    data: projects.filter((_, n) => n % 3 === 0).map((project) => ({ userId, projectId: project.id })),
  });
  await db.$executeRaw`ANALYZE`;
  console.log(
    `Seeded ${PROJECTS} projects (${PROJECTS * catalog.length} modules) in ${Date.now() - started} ms`,
  );
  await disconnectDb();
  const cookie = await switchWorkspace(BASE, registeredCookie, workspace.id);
  return { userId, authorization, cookie, projectId: projects[0]!.id };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { userId, authorization, cookie, projectId } = await seed();
    const url = (query: string) => `${BASE}/api/v1/workspaces/project${query}`;
    const check = await fetch(url("?limit=200"), { headers: { authorization } });
    const body = (await check.json()) as unknown[];
    if (check.status !== 200 || !Array.isArray(body) || body.length !== PROJECTS)
      throw new Error(`unexpected project list: ${check.status} ${JSON.stringify(body).slice(0, 200)}`);

    // Warm up (JIT, connection pool, PostgreSQL caches).
    await run({ url: url(""), headers: { authorization }, duration: 3 });

    const floor = await run({ url: `${BASE}/api/v1/users/${userId}`, headers: { authorization } });
    const page = await run({ url: url(""), headers: { authorization } });
    const whole = await run({ url: url("?limit=200"), headers: { authorization } });
    const bookmarked = await run({ url: url("?bookmarked=true"), headers: { authorization } });
    const single = await run({ url: url(""), headers: { authorization }, connections: 1 });
    // The pages, rendered on the server with the session cookie (list + sidebar navigation).
    const projectsPage = await run({
      url: `${BASE}/projects?view=grid`,
      headers: { cookie },
      connections: 5,
    });
    const gridPage = await run({
      url: `${BASE}/project/${projectId}/modules`,
      headers: { cookie },
      connections: 5,
    });
    const weights = {
      projects: await firstLoadJs(BASE, "/projects?view=grid", { cookie }),
      grid: await firstLoadJs(BASE, `/project/${projectId}/modules`, { cookie }),
    };

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, production build, embedded PostgreSQL`);
    console.log(`Workspace with ${PROJECTS} projects (owner's bearer token)\n`);
    report("GET /api/v1/users/{id} (floor)", floor);
    report("GET /workspaces/project (default page, 50)", page);
    report("GET /workspaces/project?limit=200 (all 200)", whole);
    report("GET /workspaces/project?bookmarked=true", bookmarked);
    console.log(
      `\nOne connection, default page: ${single.latency.average.toFixed(1)} ms average, p99 ${single.latency.p99} ms`,
    );
    console.log(`\nPages, 5 connections, server-rendered with ${PROJECTS} projects in the workspace:`);
    report("GET /projects?view=grid (HTML)", projectsPage);
    report("GET /project/{id}/modules (HTML)", gridPage);
    console.log("\nFirst-load JS (gzipped, every script the HTML loads):");
    for (const [name, weight] of Object.entries(weights)) {
      console.log(
        `  ${name.padEnd(10)} ${weight.gzipKb} KB gzip (${weight.rawKb} KB raw, ${weight.files} files)`,
      );
    }
    const met = page.latency.p99 < BUDGET_P99_MS && whole.latency.p99 < BUDGET_P99_MS;
    console.log(
      `\nBudget p99 < ${BUDGET_P99_MS} ms: ${met ? "met" : "MISSED"} (default page ${page.latency.p99} ms, all 200 ${whole.latency.p99} ms)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
