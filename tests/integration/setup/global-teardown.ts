import { rmSync } from "node:fs";
import { Client } from "pg";
import { templateDb } from "./urls";

export default async function globalTeardown(): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`).finally(() => admin.end());
  if (process.env.TEST_OPENAPI_DOCUMENT) rmSync(process.env.TEST_OPENAPI_DOCUMENT, { force: true });
  await (globalThis as { testPg?: { stop(): Promise<void> } }).testPg?.stop();
}
