// The migration runner that server.ts starts as a child process (lib/server/database/migrate.ts):
// receives the database URL over IPC (not in its arguments, which any local user can list), applies
// pending migrations and sends the applied names back. Prisma's schema engine is a WebAssembly module
// whose compiled code and linear memory stay resident once a process has run it (about 50 MB of the
// server's idle set, npm run bench:memory): in a child, they go when it exits.
import "server-only";
import path from "node:path";
import { applyMigrations } from "@/lib/server/database/schema-engine";

async function run(url: unknown): Promise<void> {
  if (typeof url !== "string" || !process.send) throw new Error("migrate-main runs as server.ts's child");
  const applied = await applyMigrations(
    url,
    path.join(process.cwd(), "prisma", "migrations"),
    path.join(process.cwd(), "prisma", "schema"),
  );
  process.send(applied, () => process.exit(0));
}

process.once("message", (url) => {
  run(url).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
