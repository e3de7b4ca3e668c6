import "./scripts/server-only-shim.cjs";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { disconnectDb, getDb } from "@/lib/server/db";
import { migrate, openDatabase } from "@/lib/server/database/bootstrap";
import { seedModuleCatalog } from "@/lib/server/modules/seed-catalog";
import { deleteExpiredSessions } from "@/lib/server/auth/sessions";
import { attachRealtime } from "@/lib/realtime/socket-server";
import { loadDirectApi, serveDirectApi } from "@/lib/server/api/direct-api";
import { env } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const SHUTDOWN_GRACE_MS = 10_000;

/** Without AUTH_SECRET a random one is kept in .data so sessions survive restarts of a single node. */
function ensureAuthSecret(): void {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

async function main(): Promise<void> {
  ensureAuthSecret();
  process.env.APP_URL ??= `http://localhost:${port}`;
  process.env.NEXTAUTH_URL ??= process.env.APP_URL;

  const database = await openDatabase();
  process.env.DATABASE_URL = database.url;
  const applied = await migrate(database.url);
  if (applied.length) logger.info(`Applied migrations: ${applied.join(", ")}`);
  await seedModuleCatalog(getDb());
  await deleteExpiredSessions();

  const app = next({ dev, hostname: "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Production serves /api/v1 straight from its route handlers; development leaves it to Next (reload).
  const api = dev ? null : await loadDirectApi();
  const trustProxy = process.env.TRUST_PROXY === "true";
  const server = createServer((req, res) => {
    if (api && req.url?.startsWith("/api/v1/")) {
      void serveDirectApi(api, req, res, { trustProxy }).then((served) => {
        if (!served) return handle(req, res);
      });
    } else void handle(req, res);
  });
  const io = attachRealtime(server, { redisUrl: env().REDIS_URL });
  const sweeper = setInterval(() => void deleteExpiredSessions().catch(() => undefined), 60 * 60 * 1000);
  sweeper.unref();

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    clearInterval(sweeper);
    // io.close() disconnects the sockets and closes the http server: no new connections, in-flight
    // requests finish. Idle keep-alive connections close now, busy ones at the latest after the grace.
    const closed = new Promise<void>((resolve) => void io.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(grace);
    await disconnectDb();
    await database.stop();
    logger.info("Stopped cleanly");
    process.exit(0);
  }
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  server.listen(port, host, () => {
    console.log(
      `Suite is ready on ${process.env.APP_URL} (${dev ? "development" : "production"}, ${database.embedded ? "embedded PostgreSQL" : "external PostgreSQL"})`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
