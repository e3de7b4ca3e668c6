import { disconnectDb, getDb } from "@/lib/server/db";
import { migrate } from "@/lib/server/database/migrate";
import { seedModuleCatalog } from "@/lib/server/modules/seed-catalog";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import type { CallResult } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";
import { sleep, supervisedApp, waitUntil } from "./supervised-app";

// The durability promise (docs/architecture.md, "Durability"): a write the API answered survives a
// crash of the database process. Writers create and move tasks through the route handlers against the
// app's supervised embedded PostgreSQL (fsync and synchronous_commit on, as shipped) while its
// postmaster is killed with SIGKILL several times; after the last restart every create answered 201
// is there and every move answered 200 is there (the task's version is at least the answered one).
// Requests that meet the outage answer 503 with Retry-After, never 500.
const supervised = supervisedApp(54391);
const KILLS = 4;
const CREATORS = 4;

jest.setTimeout(240_000);

let member: Caller;
let moduleId: string;
let columns: string[];

beforeAll(async () => {
  await disconnectDb();
  const app = await supervised.start({ initialDelayMs: 200, maxDelayMs: 1_000 });
  await migrate(app.url);
  process.env.DATABASE_URL = app.url;
  await seedModuleCatalog(getDb());
  const team = await seedTeam();
  member = team.member;
  const project = await seedProject(getDb(), team.workspace.id, { name: "Durable" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Durable board" })).id;
  const board = await tm.board(member, moduleId);
  expect(board.status).toBe(200);
  columns = board.body.data[0]!.columns.map((column) => column.id);
});

afterAll(async () => {
  await disconnectDb();
  await supervised.cleanUp();
  await supervised.removeData();
});

interface Tally {
  /** Task id → its title, for every create answered 201. */
  created: Map<string, string>;
  /** Task id → the highest version a move answered 200 with. */
  moved: Map<string, number>;
  statuses: Map<number, number>;
  /** Every 503 carried Retry-After. */
  retryAfterMissing: number;
  /** Bodies of answers other than 2xx and 503. */
  unexpected: string[];
}

function count(tally: Tally, result: CallResult<unknown>): void {
  tally.statuses.set(result.status, (tally.statuses.get(result.status) ?? 0) + 1);
  if (result.status === 503 && !result.headers.get("retry-after")) tally.retryAfterMissing += 1;
  if (result.status >= 300 && result.status !== 503 && tally.unexpected.length < 5) {
    tally.unexpected.push(`${result.status} ${JSON.stringify(result.body)}`);
  }
}

/** A request that threw (it never does: errors are answers) is counted as status 0. */
async function attempt<T>(
  tally: Tally,
  request: () => Promise<CallResult<T>>,
): Promise<CallResult<T> | null> {
  try {
    const result = await request();
    count(tally, result);
    return result;
  } catch (error) {
    tally.statuses.set(0, (tally.statuses.get(0) ?? 0) + 1);
    if (tally.unexpected.length < 5) tally.unexpected.push(`threw ${String(error)}`);
    return null;
  }
}

describe("durability of answered writes", () => {
  it("keeps every create and move answered before each of several kill -9s of the postmaster", async () => {
    const tally: Tally = {
      created: new Map(),
      moved: new Map(),
      statuses: new Map(),
      retryAfterMissing: 0,
      unexpected: [],
    };
    let writing = true;
    const pause = async (result: CallResult<unknown> | null) => {
      // A client told to retry waits a little (not the whole Retry-After: the test wants traffic).
      if (!result || result.status === 503) await sleep(50);
    };
    const creators = Array.from({ length: CREATORS }, async (_, writer) => {
      for (let n = 0; writing; n++) {
        const title = `w${writer} #${n}`;
        const columnId = columns[n % columns.length]!;
        const result = await attempt(tally, () => tm.create(member, moduleId, { title, columnId }));
        if (result?.status === 201) tally.created.set(result.body.id, title);
        await pause(result);
      }
    });
    const mover = (async () => {
      for (let n = 0; writing; n++) {
        const ids = [...tally.created.keys()];
        if (!ids.length) {
          await sleep(20);
          continue;
        }
        const taskId = ids[Math.floor(Math.random() * ids.length)]!;
        const result = await attempt(tally, () =>
          tm.move(member, moduleId, taskId, columns[n % columns.length]!, 0),
        );
        if (result?.status === 200) {
          tally.moved.set(taskId, Math.max(tally.moved.get(taskId) ?? 0, result.body.version));
        }
        await pause(result);
      }
    })();

    const startedAt = () =>
      getDb().$queryRaw<{ at: string }[]>`SELECT pg_postmaster_start_time()::text AS at`.then(
        ([row]) => row?.at,
      );
    for (let kill = 0; kill < KILLS; kill++) {
      // Writes under way for a while, then the crash in the middle of them.
      const before = await startedAt();
      const enough = tally.created.size + 150;
      await waitUntil(() => tally.created.size >= enough, 60_000);
      supervised.killPostmaster();
      await waitUntil(
        () =>
          startedAt().then(
            (at) => at !== before,
            () => false,
          ),
        60_000,
      );
    }
    // Writes go on after the last restart, then stop.
    const last = tally.created.size;
    await waitUntil(() => tally.created.size >= last + 50, 60_000);
    writing = false;
    await Promise.all([...creators, mover]);

    // Every answered create is there, with its title; every answered move is kept.
    const ids = [...tally.created.keys()];
    const rows = await getDb().task.findMany({
      where: { id: { in: ids } },
      select: { id: true, title: true, version: true },
    });
    const found = new Map(rows.map((row) => [row.id, row]));
    const lost = ids.filter((id) => found.get(id)?.title !== tally.created.get(id));
    const movesLost = [...tally.moved].filter(([id, version]) => (found.get(id)?.version ?? 0) < version);
    expect({ lost: lost.map((id) => tally.created.get(id)), movesLost }).toEqual({ lost: [], movesLost: [] });
    expect(tally.moved.size).toBeGreaterThan(0);

    // The outage was met (every kill leaves the database down for a restart) and answered 503 with
    // Retry-After; nothing else than 2xx and 503 was answered, and no request threw.
    expect(tally.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(tally.retryAfterMissing).toBe(0);
    expect(tally.unexpected).toEqual([]);
    expect([...tally.statuses.keys()].sort()).toEqual([200, 201, 503]);
    expect(supervised.lines(/exited unexpectedly \(signal SIGKILL\)/)).toHaveLength(KILLS);
    expect(supervised.lines(/ERROR/)).toEqual([]);
  });
});
