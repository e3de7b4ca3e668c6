// A worker: runs the background jobs (lib/server/jobs) and the outbox's background subscribers, and
// nothing else — no HTTP, no sockets. Two ways to run it: forked by server.ts as its node's worker
// process (JOB_WORKERS=process, the production default), or on its own as a worker node
// (`npm run worker`) beside web nodes started with JOB_WORKERS=none. Either way on the app's
// database (DATABASE_URL).
import "./scripts/server-only-shim.cjs";
import "./lib/server/runtime/source-maps";
import { disconnectDb } from "@/lib/server/db";
import { migrate } from "@/lib/server/database/migrate";
import { startJobs, stopJobs, wakeWorkers } from "@/lib/server/jobs/boss";
import type { WorkerMessage } from "@/lib/server/jobs/worker-process";
import { startEventDispatcher } from "@/lib/server/events/dispatcher";
import { placeDurableSubscribers } from "@/lib/server/events/bus";
import { attachGoalRecompute } from "@/lib/server/goals/task-subscriber";
import { attachNotificationSources } from "@/lib/server/inbox/sources";
import {
  attachIntegrationFeatures,
  attachWorkspaceWebhookEvents,
  startModuleKinds,
} from "@/lib/server/modules/server-kinds";
import { databaseEnv, env, publishAppUrl } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { ensureAuthSecret } from "@/lib/server/runtime/auth-secret";

const SHUTDOWN_GRACE_MS = 10_000;
/** Forked by a web server (it has an IPC channel to it), or a worker node of its own. */
const forked = typeof process.send === "function";

async function main(): Promise<void> {
  ensureAuthSecret();
  const databaseUrl = databaseEnv().DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "A worker needs DATABASE_URL: the PostgreSQL of the web nodes (an embedded one is the web server's own).",
    );
    process.exit(1);
  }
  env();
  publishAppUrl();
  // A worker node may start before any web node: it brings the schema up to date (under the same
  // advisory lock as every node's start). A forked worker's server has just done it.
  if (!forked) {
    const applied = await migrate(databaseUrl);
    if (applied.length) logger.info(`Applied migrations: ${applied.join(", ")}`);
  }
  await startJobs({ databaseUrl });
  // The outbox's durable subscribers that do background work (notifications, goal recompute, the
  // kinds' webhooks and automation triggers; those reading sockets stay in the web servers), and the
  // live tail, by which this process's caches hear of changes made elsewhere.
  placeDurableSubscribers("worker");
  attachNotificationSources();
  attachGoalRecompute();
  attachWorkspaceWebhookEvents();
  // A form linked to a board or a hub makes its responses tasks or posts (lib/server/integrations/).
  attachIntegrationFeatures();
  const stopModuleKinds = startModuleKinds();
  const dispatcher = await startEventDispatcher({ databaseUrl });

  // The web server wakes a queue's workers here as it sends a job (no wait for their next poll).
  process.on("message", (message: WorkerMessage) => {
    if (message.type === "wake") wakeWorkers(message.queue);
  });

  let stopping = false;
  async function shutdown(reason: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info(`[jobs] worker: ${reason}, finishing running jobs`);
    await dispatcher.stop();
    await stopModuleKinds();
    await stopJobs(SHUTDOWN_GRACE_MS).catch((error: unknown) =>
      logger.error(`[jobs] stop failed: ${String(error)}`),
    );
    await disconnectDb();
    process.exit(0);
  }
  process.once("SIGINT", () => void shutdown("SIGINT received"));
  process.once("SIGTERM", () => void shutdown("SIGTERM received"));
  // The web server that forked this one is gone (even by SIGKILL): a worker of nobody stops too.
  if (forked) process.once("disconnect", () => void shutdown("its web server is gone"));

  if (forked) process.send?.({ type: "ready" } satisfies WorkerMessage);
  else console.log("Suite worker is running its jobs");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
