// Benchmark for workspace export (issue 39): a workspace with 50,000 tasks (each with a description
// and an activity row) and 1 GB of stored files (64 files of 16 MB) is exported by the job's own code
// (runExport, in this process, as the worker runs it), the process's resident memory sampled every
// 50 ms. Budget: the RSS grows by less than 150 MB over what it was before the export started.
// Then the archive is imported into a new workspace by the import job's code (runImport), measured
// the same way (the same budget). Reported: the times, the archive's size, the peak growths. Run:
// npm run bench:export (no build; an embedded PostgreSQL of its own; BENCH_TASKS, BENCH_FILE_MB to
// change the sizes).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../lib/server/database/embedded";
import { applyMigrations } from "../lib/server/database/schema-engine";
import { BENCH_PG_PORT } from "./load";

const TASKS = Number(process.env.BENCH_TASKS ?? 50_000);
const FILES = 64;
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 16);
const BUDGET_MB = 150;
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const dataDir = path.resolve(".data", "bench-export-postgres");
  const filesDir = path.resolve(".data", "bench-export-files");
  spawnSync(process.execPath, ["scripts/reset-embedded.mjs", dataDir], { stdio: "inherit" });
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  const server = await startEmbeddedPostgres({ dataDir, port: BENCH_PG_PORT, database: "suite" });
  try {
    await applyMigrations(server.url, path.resolve("prisma/migrations"), path.resolve("prisma/schema"));
    process.env.DATABASE_URL = server.url;
    process.env.FILES_DIR = filesDir;
    process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
    // Imported once the environment names the database and the files' folder.
    const { getDb, disconnectDb } = await import("../lib/server/db");
    const { newId } = await import("../lib/server/ids");
    const { seedUser, seedWorkspace } = await import("../prisma/seed/users");
    const { seedProject, seedProjectModule } = await import("../prisma/seed/projects");
    const { runExport } = await import("../lib/server/export/run-export");
    const { runImport } = await import("../lib/server/export/run-import");
    const { seedModuleCatalog } = await import("../lib/server/modules/seed-catalog");
    const db = getDb();
    await seedModuleCatalog(db);

    const seeded = Date.now();
    const owner = await seedUser(db, { email: "bench-export@example.com", name: "Bench Export" });
    const workspace = await seedWorkspace(db, owner.id, { name: "Bench Export" });
    const project = await seedProject(db, workspace.id, { name: "Everything", createdById: owner.id });
    const placed = await seedProjectModule(db, project.id, { name: "Board" });
    const boardId = newId();
    const columnId = newId();
    await db.taskBoard.create({
      data: {
        id: boardId,
        workspaceId: workspace.id,
        projectModuleId: placed.id,
        name: "Board",
        keyPrefix: "BE",
      },
    });
    await db.taskColumn.create({ data: { id: columnId, boardId, name: "To do", color: "gray", order: 0 } });
    await db.$executeRawUnsafe(
      `INSERT INTO "Task" ("id", "boardId", "number", "title", "description", "columnId", "order", "createdById", "updatedAt")
       SELECT lpad(to_hex(g), 24, '0'), $1, g, 'Task ' || g, repeat('Some words of a description. ', 12), $2, g, $3, now()
         FROM generate_series(1, ${TASKS}) g`,
      boardId,
      columnId,
      owner.id,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType")
       SELECT lpad(to_hex(${TASKS} + g), 24, '0'), $1, lpad(to_hex(g), 24, '0'), $2, 'created'
         FROM generate_series(1, ${TASKS}) g`,
      boardId,
      owner.id,
    );
    const chunk = Buffer.alloc(FILE_MB * MB, 7);
    for (let i = 0; i < FILES; i += 1) {
      const id = newId();
      const key = `${workspace.id}/${id}.bin`;
      mkdirSync(path.join(filesDir, workspace.id), { recursive: true });
      writeFileSync(path.join(filesDir, key), chunk);
      await db.file.create({
        data: {
          id,
          workspaceId: workspace.id,
          key,
          name: `file-${i}.bin`,
          contentType: "application/octet-stream",
          size: BigInt(chunk.length),
        },
      });
    }
    console.log(
      `seeded ${TASKS} tasks and ${FILES} × ${FILE_MB} MB files in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const exportId = newId();
    await db.workspaceExport.create({
      data: { id: exportId, workspaceId: workspace.id, requestedById: owner.id },
    });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = Date.now();
    await runExport(exportId);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const done = await db.workspaceExport.findUniqueOrThrow({ where: { id: exportId } });
    if (done.status !== "done") throw new Error(`export ${done.status}: ${done.error}`);
    const growth = (peak - before) / MB;
    const size = Number(done.size ?? 0) / MB;
    console.log(
      `export: ${seconds.toFixed(1)} s, archive ${size.toFixed(0)} MB (${(size / seconds) | 0} MB/s)`,
    );
    console.log(
      `RSS: ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB, growth ${growth.toFixed(0)} MB`,
    );
    console.log(`budget: RSS growth < ${BUDGET_MB} MB: ${growth < BUDGET_MB ? "met" : "MISSED"}`);
    if (growth >= BUDGET_MB) process.exitCode = 1;

    // The archive imported into a new workspace (the import deletes the archive it read).
    const importer = await seedUser(db, { email: "bench-import@example.com", name: "Bench Import" });
    const importId = newId();
    await db.workspaceImport.create({
      data: {
        id: importId,
        requestedById: importer.id,
        name: "Bench Import",
        size: done.size ?? BigInt(0),
        storageKey: done.storageKey,
      },
    });
    global.gc?.();
    const beforeImport = process.memoryUsage().rss;
    let importPeak = beforeImport;
    const importSampler = setInterval(() => {
      importPeak = Math.max(importPeak, process.memoryUsage().rss);
    }, 50);
    const importStarted = Date.now();
    await runImport(importId);
    const importSeconds = (Date.now() - importStarted) / 1000;
    clearInterval(importSampler);
    const imported = await db.workspaceImport.findUniqueOrThrow({ where: { id: importId } });
    const tasks = imported.workspaceId
      ? await db.task.count({ where: { board: { workspaceId: imported.workspaceId } } })
      : 0;
    await disconnectDb();
    if (imported.status !== "done") throw new Error(`import ${imported.status}: ${imported.error}`);
    const importGrowth = (importPeak - beforeImport) / MB;
    console.log(`import: ${importSeconds.toFixed(1)} s, ${tasks} tasks in the new workspace`);
    console.log(
      `RSS: ${(beforeImport / MB).toFixed(0)} MB before, peak ${(importPeak / MB).toFixed(0)} MB, growth ${importGrowth.toFixed(0)} MB`,
    );
    console.log(
      `budget: import RSS growth < ${BUDGET_MB} MB: ${importGrowth < BUDGET_MB ? "met" : "MISSED"}`,
    );
    if (importGrowth >= BUDGET_MB || tasks !== TASKS) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
