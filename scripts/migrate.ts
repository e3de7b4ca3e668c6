// Applies pending prisma/migrations to DATABASE_URL, or to the embedded server when it is unset.
// Run: npm run db:migrate (loads ./server-only-shim.cjs with --require; imported here too, first, for
// a plain `npx tsx scripts/migrate.ts`).
import "./server-only-shim.cjs";
import path from "node:path";
import { defaultEmbeddedOptions, startEmbeddedPostgres } from "../lib/server/database/embedded";
import { applyMigrations } from "../lib/server/database/schema-engine";
import { databaseEnv } from "../lib/server/env";

const root = path.resolve(__dirname, "..");

async function main(): Promise<void> {
  const databaseUrl = databaseEnv().DATABASE_URL;
  const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(defaultEmbeddedOptions(root));
  try {
    const url = databaseUrl ?? embedded?.url ?? "";
    const applied = await applyMigrations(
      url,
      path.join(root, "prisma", "migrations"),
      path.join(root, "prisma", "schema"),
    );
    const target = embedded ? "the embedded database" : "DATABASE_URL";
    if (applied.length === 0) console.log(`No pending migrations on ${target}.`);
    else console.log(`Applied to ${target}:\n${applied.map((name) => `  ${name}`).join("\n")}`);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
