// Idle memory of the production server (issue "Hardening": goal < 250 MB RSS including Next): the
// server on a fresh embedded database, a handful of requests as a person's first minute makes them
// (the login page, register, the projects list, a task board and its API calls), then the resident
// set once idle, split into V8's heap, code and the rest, with a heap snapshot when asked.
// Run: npm run bench:memory (builds when needed; BENCH_HEAP_SNAPSHOT=<dir> writes a snapshot there).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { disconnectDb, getDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, registerOwner, switchWorkspace } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const RSS_GOAL_MB = 250;
const owner = { email: "bench-memory@example.com", password: "Secret#123", name: "Bench Owner" };

function status(pid: number): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/status`, "utf8").split("\n")) {
    const match = /^(Vm\w+|Rss\w+):\s+(\d+) kB/.exec(line);
    if (match) fields[match[1] as string] = Number(match[2]) / 1024;
  }
  return fields;
}

/** The server's worker process (JOB_WORKERS=process): its child running worker.cjs, if any. */
function workerPid(pid: number): number | null {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
  for (const child of children.filter(Boolean)) {
    const command = readFileSync(`/proc/${child}/cmdline`, "utf8");
    if (command.includes("worker.cjs")) return Number(child);
  }
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  await buildIfNeeded();
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT;
  const server = await startBenchServer(
    snapshotDir ? [`--heapsnapshot-signal=SIGUSR2`, `--diagnostic-dir=${snapshotDir}`] : [],
  );
  const pid = server.pid as number;
  try {
    await sleep(3_000);
    const started = status(pid);
    const { userId, authorization, cookie: registered } = await registerOwner(BASE, owner);
    process.env.DATABASE_URL = BENCH_DATABASE_URL;
    const db = getDb();
    const workspace = await seedWorkspace(db, userId, { name: "Bench Memory" });
    const project = await seedProject(db, workspace.id, { name: "Bench project" });
    const placed = await seedProjectModule(db, project.id, { name: "Bench Board" });
    await db.session.updateMany({ where: { userId }, data: { workspaceId: workspace.id } });
    await disconnectDb();
    const cookie = await switchWorkspace(BASE, registered, workspace.id);
    const api = `${BASE}/api/v1/task-management/${placed.id}`;
    const visits: [string, Record<string, string>][] = [
      [`${BASE}/auth/login`, {}],
      [`${BASE}/projects`, { cookie }],
      [`${BASE}/project/${project.id}/modules`, { cookie }],
      [`${BASE}/task-management/${placed.id}`, { cookie }],
      [`${api}/board`, { authorization }],
      [`${api}/tasks?limit=100`, { authorization }],
      [`${BASE}/api/v1/users/${userId}`, { authorization }],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [url, headers] of visits) {
        const response = await fetch(url, { headers, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
      }
    }
    // Idle: timers settle and V8 shrinks its young generation after a few quiet scavenges.
    await sleep(15_000);
    const idle = status(pid);
    const worker = workerPid(pid);
    const workerIdle = worker ? status(worker) : null;
    console.log(`\nProduction server, fresh embedded database (PostgreSQL's own processes not counted)\n`);
    console.log(`RSS once started: ${started.VmRSS?.toFixed(0)} MB`);
    console.log(
      `RSS idle after ${visits.length * 3} requests: ${idle.VmRSS?.toFixed(0)} MB (anonymous ${idle.RssAnon?.toFixed(0)} MB, files ${idle.RssFile?.toFixed(0)} MB)`,
    );
    if (workerIdle) {
      console.log(
        `Its worker process (the jobs) idle: ${workerIdle.VmRSS?.toFixed(0)} MB (anonymous ${workerIdle.RssAnon?.toFixed(0)} MB); the node in all ${((idle.VmRSS ?? 0) + (workerIdle.VmRSS ?? 0)).toFixed(0)} MB`,
      );
    }
    if (snapshotDir) {
      server.kill("SIGUSR2");
      await sleep(8_000);
      const files = readdirSync(snapshotDir).filter((file) => file.endsWith(".heapsnapshot"));
      console.log(`Heap snapshot: ${files.map((file) => path.join(snapshotDir, file)).join(", ")}`);
    }
    const met = (idle.VmRSS ?? Infinity) < RSS_GOAL_MB;
    console.log(`\nGoal idle RSS of the server < ${RSS_GOAL_MB} MB: ${met ? "met" : "MISSED"}`);
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
