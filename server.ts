// First: lib/server's `import "server-only"` resolves to its empty module outside Next's bundler. The
// npm scripts also --require it; this covers a plain `node --import tsx server.ts` (the e2e web server).
import "./scripts/server-only-shim.cjs";
// Second: production runs without Node's source-map support (lib/server/runtime/source-maps.ts).
import "./lib/server/runtime/source-maps";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { disconnectDb, getDb } from "@/lib/server/db";
import { openDatabase } from "@/lib/server/database/bootstrap";
import { migrate } from "@/lib/server/database/migrate";
import { seedModuleCatalog } from "@/lib/server/modules/seed-catalog";
import {
  attachIntegrationFeatures,
  attachWorkspaceWebhookEvents,
  startModuleKinds,
} from "@/lib/server/modules/server-kinds";
import { startJobs, stopJobs } from "@/lib/server/jobs/boss";
import { startWorkerProcess, type WorkerProcess } from "@/lib/server/jobs/worker-process";
import { attachRealtime } from "@/lib/realtime/socket-server";
import { attachNotificationSources } from "@/lib/server/inbox/sources";
import { attachGoalRecompute } from "@/lib/server/goals/task-subscriber";
import { startEventDispatcher } from "@/lib/server/events/dispatcher";
import { placeDurableSubscribers } from "@/lib/server/events/bus";
import { loadDirectApi } from "@/lib/server/api/direct-api";
import { createRequestListener } from "@/lib/server/http/request-listener";
import {
  appUrl,
  childEnv,
  env,
  formChallengeProblem,
  formEnv,
  publishAppUrl,
  publishBuiltNextConfig,
  setDatabaseUrl,
} from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { ensureAuthSecret } from "@/lib/server/runtime/auth-secret";

const dev = process.argv.includes("--dev");
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Production serves the configuration `next build` recorded (.next/required-server-files.json), as
 * Next's own standalone server does, instead of loading next.config.ts again: that compiled the file
 * with Next's native SWC binding and ran next-intl's build plugin (which loads @swc/core and a file
 * watcher), about 60 MB resident for the life of the process, for settings only the build uses.
 */
function serveBuiltNextConfig(): void {
  const manifest = JSON.parse(readFileSync(path.join(".next", "required-server-files.json"), "utf8")) as {
    config: unknown;
  };
  publishBuiltNextConfig(manifest.config);
}

/**
 * This node's worker process: the bundle's worker.cjs beside server.cjs in production, worker.ts under
 * tsx from source; on this node's database, with its environment (the same AUTH_SECRET).
 */
function forkWorker(databaseUrl: string): WorkerProcess {
  const script = process.argv[1] ?? "";
  const bundled = script.endsWith(".cjs");
  return startWorkerProcess({
    entry: bundled ? path.join(path.dirname(script), "worker.cjs") : path.resolve("worker.ts"),
    // From source the child needs tsx's loader, which `tsx server.ts` gives as Node flags already.
    execArgv:
      bundled || process.execArgv.some((flag) => flag.includes("tsx"))
        ? process.execArgv
        : ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx", ...process.execArgv],
    env: childEnv({ DATABASE_URL: databaseUrl, JOB_WORKERS: "inline" }),
  });
}

async function main(): Promise<void> {
  ensureAuthSecret();
  const database = await openDatabase();
  setDatabaseUrl(database.url);
  // env() validates every variable once and caches: it is first read here, after AUTH_SECRET and
  // DATABASE_URL are set. APP_URL's default depends on PORT, so it is derived by appUrl() and written
  // back for next-auth (NEXTAUTH_URL) and for Next's own module graph, which reads the environment later.
  const { PORT: port, HOST: host, TRUST_PROXY: trustProxy, REDIS_URL, JOB_WORKERS } = env();
  publishAppUrl();

  const applied = await migrate(database.url);
  if (applied.length) logger.info(`Applied migrations: ${applied.join(", ")}`);
  await seedModuleCatalog(getDb());
  // Background jobs (lib/server/jobs): e-mail, webhooks, automation runs, the sweeps. Production runs
  // them in a worker process of this node (worker.ts), so their CPU never stalls this event loop.
  const jobWorkers = JOB_WORKERS ?? (dev ? "inline" : "process");
  // The durable subscribers that do background work (notifications, webhooks, automation triggers)
  // run where the jobs run; those reading this node's sockets stay here.
  placeDurableSubscribers(jobWorkers === "inline" ? "all" : "web");
  const worker = jobWorkers === "process" ? forkWorker(database.url) : null;
  await startJobs({
    databaseUrl: database.url,
    serve: jobWorkers === "inline",
    ...(worker && { wake: worker.wake }),
  });

  if (!dev) serveBuiltNextConfig();
  const app = next({ dev, hostname: "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Production serves /api/v1 straight from its route handlers; development leaves it to Next (reload).
  const api = dev ? null : loadDirectApi();
  // Next's path and the direct API see the same client address; /api bodies are capped as they arrive
  // on both (lib/server/http/request-listener.ts).
  const server = createServer(createRequestListener({ api, handle, trustProxy }));
  const io = attachRealtime(server, { redisUrl: REDIS_URL });
  // Notifications listen to the domain events every service publishes (lib/server/inbox/).
  attachNotificationSources();
  // Goals recompute their progress when a followed board changes (lib/server/goals).
  attachGoalRecompute();
  // Workspace webhooks hear every domain event (lib/server/webhooks/workspace/).
  attachWorkspaceWebhookEvents();
  // A form linked to a board or a hub makes its responses tasks or posts (lib/server/integrations/).
  attachIntegrationFeatures();
  // Each module kind's own start-up work (modules/<segment>/kind.server.ts).
  const stopModuleKinds = startModuleKinds();
  // The outbox's dispatcher: committed domain events to this node's sockets and caches, and to the
  // durable subscribers above once across the nodes (lib/server/events/dispatcher.ts).
  const dispatcher = await startEventDispatcher({ databaseUrl: database.url });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    // From here an exit of the embedded PostgreSQL (a service manager signals the whole group) is expected.
    database.stopSupervising();
    logger.info(`${signal} received: finishing in-flight requests`);
    // io.close() disconnects the sockets and closes the http server: no new connections, in-flight
    // requests finish. Idle keep-alive connections close now, busy ones at the latest after the grace.
    const closed = new Promise<void>((resolve) => void io.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(grace);
    // The dispatcher finishes the pass it is in; its locks go with its connection (another node takes over).
    await dispatcher.stop();
    // The kinds' shutdown steps (e.g. the form builder's waiting announcements), while the database is up.
    await stopModuleKinds();
    // The worker process finishes its running jobs (at most the grace) while the database is up.
    await worker?.stop(SHUTDOWN_GRACE_MS);
    // Workers stop taking jobs and running ones finish (one still running after the grace is failed
    // and retried later by any node) while the database is still up.
    await stopJobs(SHUTDOWN_GRACE_MS).catch((error: unknown) =>
      logger.error(`[jobs] stop failed: ${String(error)}`),
    );
    await disconnectDb();
    await database.stop();
    logger.info("Stopped cleanly");
    process.exit(0);
  }
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  server.listen(port, host, () => {
    console.log(
      `Suite is ready on ${appUrl()} (${dev ? "development" : "production"}, ${database.embedded ? "embedded PostgreSQL" : "external PostgreSQL"})`,
    );
    const formProblem = formChallengeProblem(appUrl(), formEnv().FORM_CHALLENGE);
    if (formProblem) logger.warn(formProblem);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
