import "server-only";
import path from "node:path";
import { databaseEnv } from "@/lib/server/env";
import { defaultEmbeddedOptions, startEmbeddedPostgres } from "@/lib/server/database/embedded";
import { applyMigrations } from "@/lib/server/database/schema-engine";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
export const SCHEMA_DIR = path.join(process.cwd(), "prisma", "schema");

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The database of this process: DATABASE_URL when set, otherwise an embedded PostgreSQL whose data
 * lives under .data/postgres (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT to move it).
 */
export async function openDatabase(): Promise<Database> {
  const external = databaseEnv().DATABASE_URL;
  if (external) return { url: external, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres(defaultEmbeddedOptions(process.cwd()));
  return { url: server.url, embedded: true, stop: server.stop };
}

/** Applies pending migrations (a no-op when none are pending); returns their names. */
export function migrate(url: string): Promise<string[]> {
  return applyMigrations(url, MIGRATIONS_DIR, SCHEMA_DIR);
}
