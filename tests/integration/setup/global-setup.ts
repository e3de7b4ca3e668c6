import { mkdirSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres } from "../../../lib/server/database/embedded";
import { applyMigrations } from "../../../lib/server/database/schema-engine";
import { randomBytes } from "node:crypto";
import { templateDb, withDatabase } from "./urls";

/**
 * Starts the test PostgreSQL (embedded, unless TEST_DATABASE_URL names a server) and builds a migrated
 * template database that every test file clones into a fresh database of its own.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Another port is another cluster: runs side by side (TEST_EMBEDDED_PG_PORT) keep apart.
    const port = process.env.TEST_EMBEDDED_PG_PORT;
    const server = await startEmbeddedPostgres({
      dataDir: path.resolve(".data", port ? `test-postgres-${port}` : "test-postgres"),
      port: Number(port ?? 54339),
      database: "postgres",
      // A throwaway cluster: commits wait for no disk (fsync cost 2–3 ms a commit on a CI machine).
      durable: false,
    });
    (globalThis as { testPg?: { stop(): Promise<void> } }).testPg = server;
    adminUrl = server.url;
  }
  process.env.TEST_ADMIN_URL = adminUrl;
  const run = randomBytes(4).toString("hex");
  process.env.TEST_TEMPLATE_DB = `suite_test_template_${run}`;
  // The OpenAPI document the test files check answers against, built once in the run
  // (setup/openapi-document.ts).
  mkdirSync(path.resolve(".data"), { recursive: true });
  process.env.TEST_OPENAPI_DOCUMENT = path.resolve(".data", `test-openapi-${run}.json`);
  const TEMPLATE_DB = templateDb();
  process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  await applyMigrations(templateUrl, path.resolve("prisma/migrations"), path.resolve("prisma/schema"));
}
