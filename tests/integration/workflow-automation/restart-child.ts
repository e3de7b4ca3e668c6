// Run by restart.test.ts in a child process (a node of the suite): starts a run of the automation
// named on the command line, advances it until it waits on its timer, says so, and stays alive until
// the test kills it (SIGKILL: nothing of it is left but what it wrote to PostgreSQL).
import { getDb } from "@/lib/server/db";
import { advanceInstance } from "@/modules/workflow-automation/server/instances/advance";
import { createInstance } from "@/modules/workflow-automation/server/triggers/start";

async function main(): Promise<void> {
  const processId = process.argv[2] ?? "";
  const db = getDb();
  const row = await db.automationProcess.findUniqueOrThrow({
    where: { id: processId },
    select: { id: true, workspaceId: true, version: true },
  });
  const made = await createInstance(db, row, "restart", { who: "Ana" });
  if (!made) throw new Error("not deployed");
  await advanceInstance(made.instanceId);
  process.stdout.write(`waiting ${made.instanceId}\n`);
  setInterval(() => undefined, 60_000);
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
