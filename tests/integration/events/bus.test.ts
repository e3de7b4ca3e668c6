// The transactional outbox against real PostgreSQL: events exist exactly when their change committed,
// reach this node's live subscribers at once and every node through the dispatcher, and durable
// subscribers get each event once across nodes, again after a crash, without a failing one holding
// back the others (lib/server/events/).
import { getDb } from "@/lib/server/db";
import {
  deliverLive,
  subscribe,
  subscribeAll,
  subscribeDurable,
  type EventMeta,
} from "@/lib/server/events/bus";
import { withEvents } from "@/lib/server/events/commit";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { writeEvents } from "@/lib/server/events/outbox";
import { purgeOldDomainEvents } from "@/lib/server/jobs/purge-domain-events";
import type { DomainEvent } from "@/lib/server/events/types";
import { attachNotificationSources } from "@/lib/server/inbox/sources";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { startTestDispatcher } from "../helpers/events";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id);
  moduleId = (await seedProjectModule(getDb(), project.id)).id;
  await tm.board(team.member, moduleId);
});

const dispatchers: EventDispatcher[] = [];
const detach: (() => void)[] = [];
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop()));
  detach.splice(0).forEach((off) => off());
});

async function dispatcher(options: Parameters<typeof startTestDispatcher>[0] = {}) {
  const started = await startTestDispatcher(options);
  dispatchers.push(started);
  return started;
}

function record() {
  const seen: DomainEvent[] = [];
  detach.push(subscribeAll((event) => void seen.push(event)));
  return seen;
}

const changed = (workspaceId: string, n: number): DomainEvent => ({
  type: "access.changed",
  workspaceId,
  userIds: [`${n}`.padStart(24, "0")],
  actorId: null,
});

const stored = () => getDb().domainEventLog.count();

describe("writing events with the change", () => {
  it("writes and delivers nothing for a rolled-back change, once for a committed one", async () => {
    const seen = record();
    const event = changed(team.workspace.id, 1);
    await expect(
      withEvents(async (tx, emit) => {
        await tx.workspace.update({ where: { id: team.workspace.id }, data: { name: "Gone" } });
        emit(event);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(seen).toEqual([]);
    expect(await stored()).toBe(0);

    await withEvents(async (tx, emit) => {
      await tx.workspace.update({ where: { id: team.workspace.id }, data: { name: "Kept" } });
      emit(event);
    });
    expect(seen).toEqual([event]);
    const row = await getDb().domainEventLog.findFirst({ orderBy: { position: "desc" } });
    expect(row).toMatchObject({ type: "access.changed", workspaceId: team.workspace.id, payload: event });
  });

  it("stores nothing for another workspace's module or a refused right, the create's change when it is made", async () => {
    const seen = record();
    const other = await seedTeam("Elsewhere");
    const before = await stored();
    expect((await tm.create(other.owner, moduleId, { title: "Sneaky" })).status).toBe(404);
    expect((await tm.create(team.viewer, moduleId, { title: "Denied" })).status).toBe(403);
    expect(seen).toEqual([]);
    expect(await stored()).toBe(before);
    const created = await tm.create(team.member, moduleId, { title: "Real" });
    expect(created.status).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: "task.events", workspaceId: team.workspace.id, moduleId });
    // The create's one statement wrote its compact row (expanded when another node reads it).
    const rows = await getDb().domainEventLog.findMany({ skip: before });
    expect(rows).toMatchObject([{ type: "task.changed", moduleId, actorId: team.member.user.id }]);
  });

  it("keeps delivering when a live subscriber fails, and stops after unsubscribing", async () => {
    const calls: string[] = [];
    const failing = subscribe("access.changed", () => {
      throw new Error("subscriber broke");
    });
    const counting = subscribe("access.changed", (event) => void calls.push(event.workspaceId));
    const item = { meta: { id: "a", createdAt: new Date() }, event: changed(team.workspace.id, 2) };
    expect(() => deliverLive([item])).not.toThrow();
    expect(calls).toEqual([team.workspace.id]);
    counting();
    failing();
    deliverLive([item]);
    expect(calls).toHaveLength(1);
  });
});

describe("the dispatcher", () => {
  it("hands this node what another node committed, once, and skips what it delivered itself", async () => {
    const seen = record();
    const node = await dispatcher();
    // Written by "another node": stored, not delivered here.
    await writeEvents(getDb(), [changed(team.workspace.id, 1), changed(team.workspace.id, 2)]);
    // Written here: delivered at commit.
    await withEvents(async (_tx, emit) => emit(changed(team.workspace.id, 3)));
    await node.drain();
    await node.drain();
    const users = seen.map((event) => (event.type === "access.changed" ? event.userIds[0] : null));
    expect(users.sort()).toEqual([1, 2, 3].map((n) => `${n}`.padStart(24, "0")));
  });

  it("expands a compact row written by another node into the full events, with the summary as it is", async () => {
    const created = (
      await tm.create(team.member, moduleId, { title: "Elsewhere", assignees: [team.admin.user.id] })
    ).body;
    // The create delivered here; pretend this node is another one that only has the row.
    const seen = record();
    const node = await dispatcher({ startAt: "head" });
    const row = await getDb().domainEventLog.findFirst({
      where: { type: "task.changed", moduleId },
      orderBy: { position: "desc" },
    });
    await getDb().$executeRaw`
      INSERT INTO "DomainEventLog" ("id", "type", "workspaceId", "moduleId", "actorId", "clientId", "payload")
      VALUES (gen_random_uuid(), ${row!.type}, ${row!.workspaceId}, ${row!.moduleId}, ${row!.actorId}, NULL,
              ${JSON.stringify(row!.payload)}::jsonb)`;
    await node.drain();
    expect(seen).toEqual([
      expect.objectContaining({
        type: "task.events",
        moduleId,
        events: [
          // Made by this change: the webhooks call it created whatever version is read now.
          {
            type: "task.upserted",
            task: expect.objectContaining({ id: created.id, title: "Elsewhere" }),
            created: true,
          },
        ],
      }),
      expect.objectContaining({
        type: "task.assigned",
        userIds: [team.admin.user.id],
        task: expect.objectContaining({ id: created.id, title: "Elsewhere", key: created.key }),
      }),
    ]);
  });

  it("opens a new connection when its own is cut (a database restart), skipping nothing", async () => {
    const seen = record();
    const node = await dispatcher();
    await getDb().$queryRaw`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'suite-events' AND datname = current_database()`;
    // Committed while the dispatcher had no connection: the next pass reconnects and reads it.
    await writeEvents(getDb(), [changed(team.workspace.id, 7)]);
    const end = Date.now() + 5_000;
    while (seen.length === 0 && Date.now() < end) {
      await node.drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: "access.changed", userIds: ["7".padStart(24, "0")] });
  });

  it("never reads past a transaction still open: a later commit waits for it, in order", async () => {
    const seen = record();
    const node = await dispatcher();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const slow = getDb().$transaction(async (tx) => {
      await writeEvents(tx, [changed(team.workspace.id, 1)]);
      wrote();
      await gate;
    });
    await written;
    await writeEvents(getDb(), [changed(team.workspace.id, 2)]);
    await node.drain();
    expect(seen).toEqual([]);
    release();
    await slow;
    await node.drain();
    expect(seen.map((event) => (event.type === "access.changed" ? event.userIds[0] : null))).toEqual([
      "1".padStart(24, "0"),
      "2".padStart(24, "0"),
    ]);
  });
});

describe("durable subscribers", () => {
  function durable(name: string, fail?: (meta: EventMeta, attempt: number) => boolean) {
    const handled: string[] = [];
    const attempts = new Map<string, number>();
    detach.push(
      subscribeDurable({
        name,
        types: ["access.changed"],
        async handle(_event, meta) {
          const attempt = (attempts.get(meta.id) ?? 0) + 1;
          attempts.set(meta.id, attempt);
          if (fail?.(meta, attempt)) throw new Error(`refused ${attempt}`);
          handled.push(meta.id);
        },
      }),
    );
    return handled;
  }

  it("lose nothing committed while no dispatcher ran, and make each notification once even when handed an event again", async () => {
    detach.push(attachNotificationSources());
    // Committed by a node that died before delivering anything: only the outbox has them.
    const first = await dispatcher();
    await first.stop();
    dispatchers.splice(0);
    const assigned = [team.admin.user.id, team.viewer.user.id];
    for (const title of ["One", "Two", "Three"])
      expect((await tm.create(team.member, moduleId, { title, assignees: assigned })).status).toBe(201);

    const next = await dispatcher({ startAt: "cursor" });
    await next.drain();
    const count = () =>
      getDb().notification.count({ where: { kind: "task.assigned", workspaceId: team.workspace.id } });
    expect(await count()).toBe(6);
    // A crash after the handling but before the cursor moved: the next dispatcher reads them again.
    await next.stop();
    dispatchers.splice(0);
    await getDb().domainEventCursor.update({
      where: { subscriber: "inbox" },
      data: { txid: 0, position: 0 },
    });
    const again = await dispatcher({ startAt: "cursor" });
    await again.drain();
    expect(await count()).toBe(6);
  });

  it("get each event once across two nodes", async () => {
    const handled = durable("two-nodes");
    const [a, b] = [await dispatcher(), await dispatcher()];
    for (let batch = 0; batch < 5; batch++)
      await writeEvents(
        getDb(),
        Array.from({ length: 20 }, (_, i) => changed(team.workspace.id, batch * 20 + i)),
      );
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(handled).toHaveLength(100);
    expect(new Set(handled).size).toBe(100);
    // The node holding the subscriber goes away: the other takes it over at once.
    await a.stop();
    await writeEvents(getDb(), [changed(team.workspace.id, 100)]);
    await b.drain();
    expect(handled).toHaveLength(101);
  });

  it("retry a failing event with backoff without holding back the rest or the other subscribers", async () => {
    let poisoned = "";
    const flaky = durable("flaky", (meta, attempt) => meta.id === poisoned && attempt <= 3);
    const steady = durable("steady");
    // Long enough that no retry falls inside the first drain on a loaded machine (20 ms did once).
    const node = await dispatcher({ backoffMs: () => 250 });
    const written = await writeEvents(
      getDb(),
      [1, 2, 3].map((n) => changed(team.workspace.id, n)),
    );
    poisoned = written[0]!.meta.id;
    await node.drain();
    // The two after it went on; the steady subscriber had all three.
    expect(flaky).toEqual([written[1]!.meta.id, written[2]!.meta.id]);
    expect(steady).toEqual(written.map((item) => item.meta.id));
    const retry = await getDb().domainEventRetry.findUniqueOrThrow({
      where: { subscriber_eventId: { subscriber: "flaky", eventId: poisoned } },
    });
    expect(retry).toMatchObject({ lastError: expect.stringMatching(/^refused/), deadAt: null });
    // Retried until it succeeds (4th attempt), then its retry row is gone; handled once.
    const end = Date.now() + 5_000;
    while (!flaky.includes(poisoned) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await node.drain();
    }
    expect(flaky.filter((id) => id === poisoned)).toHaveLength(1);
    expect(await getDb().domainEventRetry.count()).toBe(0);
  });
});

describe("retention", () => {
  it("purges events and dead retries older than 7 days, keeping the rest", async () => {
    const [old, recent] = await writeEvents(getDb(), [
      changed(team.workspace.id, 1),
      changed(team.workspace.id, 2),
    ]);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await getDb().domainEventLog.updateMany({
      where: { id: old!.meta.id },
      data: { createdAt: eightDaysAgo },
    });
    await getDb().domainEventRetry.createMany({
      data: [
        {
          subscriber: "gone",
          eventId: "a",
          event: {},
          attempts: 12,
          lastError: "x",
          nextAttemptAt: eightDaysAgo,
          deadAt: eightDaysAgo,
        },
        {
          subscriber: "gone",
          eventId: "b",
          event: {},
          attempts: 1,
          lastError: "x",
          nextAttemptAt: eightDaysAgo,
        },
      ],
    });
    expect(await purgeOldDomainEvents()).toBeGreaterThanOrEqual(2);
    expect(await getDb().domainEventLog.count({ where: { id: old!.meta.id } })).toBe(0);
    expect(await getDb().domainEventLog.count({ where: { id: recent!.meta.id } })).toBe(1);
    // A retry still pending is kept, however old.
    expect(
      (await getDb().domainEventRetry.findMany({ where: { subscriber: "gone" } })).map((r) => r.eventId),
    ).toEqual(["b"]);
  });
});
