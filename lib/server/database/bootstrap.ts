import "server-only";
import { databaseEnv } from "@/lib/server/env";
import { defaultEmbeddedOptions } from "@/lib/server/database/embedded";
import { startSupervisedPostgres, type SupervisionOptions } from "@/lib/server/database/supervise";

export interface Database {
  url: string;
  embedded: boolean;
  /** Shutdown has begun: the embedded server is no longer restarted if it exits. */
  stopSupervising(): void;
  stop(): Promise<void>;
}

/**
 * The database of this process: DATABASE_URL when set, otherwise an embedded PostgreSQL whose data
 * lives under .data/postgres (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT to move it). The embedded server is
 * supervised (lib/server/database/supervise.ts): restarted with backoff when it exits on its own, and
 * the process exits with code 1 when it cannot be brought back. The app's pools reconnect by
 * themselves: pg drops the broken connections and opens new ones to the same URL.
 */
export async function openDatabase(supervision?: SupervisionOptions): Promise<Database> {
  const external = databaseEnv().DATABASE_URL;
  if (external) return { url: external, embedded: false, stopSupervising: () => {}, stop: async () => {} };
  const server = await startSupervisedPostgres(defaultEmbeddedOptions(process.cwd()), supervision);
  return { url: server.url, embedded: true, stopSupervising: server.stopSupervising, stop: server.stop };
}
