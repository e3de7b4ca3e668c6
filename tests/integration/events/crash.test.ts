// A process killed (SIGKILL) between handling events and moving its cursor loses nothing: the next
// dispatcher hands the subscriber every event again from the cursor, and an idempotent subscriber
// (keyed by the event id) records each exactly once.
import { getDb } from "@/lib/server/db";
import { subscribeDurable } from "@/lib/server/events/bus";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { writeEvents } from "@/lib/server/events/outbox";
import type { DomainEvent } from "@/lib/server/events/types";
import { spawnNode } from "../helpers/child-node";
import { startTestDispatcher } from "../helpers/events";
import { seedTeam } from "../workspaces/helpers";

function runChild(): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawnNode("tests/integration/events/fixtures/crash-child.ts", [], {
      env: { LOG_LEVEL: "error" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the child did not die by itself: ${stderr}`));
    }, 60_000);
    child.on("exit", (_code, signal) => {
      clearTimeout(timer);
      resolve(signal);
    });
  });
}

it("delivers every event once to an idempotent subscriber after its node was killed mid-batch", async () => {
  const db = getDb();
  await db.$executeRawUnsafe(`CREATE TABLE crash_seen ("eventId" text PRIMARY KEY, "by" text NOT NULL)`);
  const team = await seedTeam();
  // The subscriber's cursor starts here (a new subscriber does not replay older events).
  await db.domainEventCursor.create({
    data: { subscriber: "crash", txid: 0, position: 0 },
  });
  await db.domainEventLog.deleteMany();
  const events: DomainEvent[] = Array.from({ length: 10 }, (_, n) => ({
    type: "access.changed",
    workspaceId: team.workspace.id,
    userIds: [`${n}`.padStart(24, "0")],
    actorId: null,
  }));
  const written = await writeEvents(db, events);

  expect(await runChild()).toBe("SIGKILL");
  // It recorded three and died before its cursor moved.
  const byChild = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM crash_seen`;
  expect(byChild[0]!.n).toBe(3);
  expect((await db.domainEventCursor.findUniqueOrThrow({ where: { subscriber: "crash" } })).position).toBe(
    0n,
  );

  const handled: string[] = [];
  const detach = subscribeDurable({
    name: "crash",
    types: ["access.changed"],
    async handle(_event, meta) {
      handled.push(meta.id);
      await db.$executeRaw`INSERT INTO crash_seen ("eventId", "by") VALUES (${meta.id}, 'next')
                           ON CONFLICT ("eventId") DO NOTHING`;
    },
  });
  let next: EventDispatcher | null = null;
  try {
    next = await startTestDispatcher({ startAt: "cursor" });
    await next.drain();
    // At least once: the next node was handed all ten again (the batch the dead one never finished)…
    expect(handled).toEqual(written.map((item) => item.meta.id));
    // …and the idempotent subscriber holds each exactly once.
    const rows = await db.$queryRaw<
      { eventId: string }[]
    >`SELECT "eventId" FROM crash_seen ORDER BY "eventId"`;
    expect(rows.map((row) => row.eventId)).toEqual(written.map((item) => item.meta.id).sort());
  } finally {
    await next?.stop();
    detach();
  }
});
