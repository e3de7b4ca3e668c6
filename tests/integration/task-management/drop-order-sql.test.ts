// The server places a moved task with one SQL statement (modules/task-management/server/move-task.ts); the §4
// drop rule's reference is modules/task-management/shared/drop-order.ts, which the client also uses for its optimistic
// order. This test moves tasks into columns of many shapes and checks the SQL against the reference.
import { getDb } from "@/lib/server/db";
import { needsRenumber, orderForDrop, renumberOrders } from "@/modules/task-management/shared/drop-order";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let team: Team;
let moduleId: string;
let source: string;
let target: string;

beforeAll(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id);
  moduleId = (await seedProjectModule(getDb(), project.id)).id;
  const columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
  source = columns[0]!.id;
  target = columns[1]!.id;
});

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Empties the target column and fills it with tasks of the given orders; returns a task to move. */
async function column(orders: number[]): Promise<string> {
  const db = getDb();
  await db.task.deleteMany({ where: { columnId: target } });
  for (const [i, order] of orders.entries()) {
    const task = (await tm.create(team.member, moduleId, { title: `T${i}`, columnId: target })).body;
    await db.task.update({ where: { id: task.id }, data: { order } });
  }
  return (await tm.create(team.member, moduleId, { title: "Moved", columnId: source })).body.id;
}

const ordersOf = async () =>
  (
    await getDb().task.findMany({
      where: { columnId: target, parentId: null },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      select: { id: true, order: true },
    })
  ).map((task) => task);

const shapes: { name: string; orders: number[]; index: number | undefined }[] = [
  { name: "an empty column", orders: [], index: 0 },
  { name: "an empty column, index past the end", orders: [], index: 3 },
  { name: "the top", orders: [100, 200, 300], index: 0 },
  { name: "the middle", orders: [100, 200, 300], index: 2 },
  { name: "the bottom", orders: [100, 200, 300], index: 3 },
  { name: "past the bottom (clamped)", orders: [100, 200], index: 9 },
  { name: "no index (appended)", orders: [40, 7000.5], index: undefined },
  { name: "fractional neighbours", orders: [0.75, 0.875, 12.0625], index: 1 },
  { name: "neighbours too close to split", orders: [100, 100 + 5e-7, 300], index: 1 },
  { name: "equal orders", orders: [100, 100, 100], index: 2 },
  { name: "a top order near zero", orders: [1e-7, 5], index: 0 },
];

function expectPlaced(
  orders: number[],
  index: number | undefined,
  movedId: string,
  after: { id: string; order: number }[],
) {
  const at = after.findIndex((task) => task.id === movedId);
  if (index === undefined) {
    expect(at).toBe(orders.length);
    expect(after[at]!.order).toBe(orderForDrop(orders, orders.length));
    return;
  }
  const clamped = Math.min(index, orders.length);
  expect(at).toBe(clamped);
  if (needsRenumber(orders, clamped)) {
    expect(after.map((task) => task.order)).toEqual(renumberOrders(orders.length + 1));
  } else {
    expect(after[at]!.order).toBe(orderForDrop(orders, clamped));
    // Only the moved task was written.
    expect(after.filter((task) => task.id !== movedId).map((task) => task.order)).toEqual(orders);
  }
}

describe("the SQL drop order agrees with modules/task-management/shared/drop-order.ts", () => {
  it.each(shapes)("on $name", async ({ orders, index }) => {
    const moved = await column(orders);
    const res = await tm.move(team.member, moduleId, moved, target, index);
    expect(res.status).toBe(200);
    expectPlaced(orders, index, moved, await ordersOf());
  });

  it("on 25 random columns and drop positions", async () => {
    const next = random(20261123);
    for (let round = 0; round < 25; round++) {
      const size = Math.floor(next() * 8);
      const orders = Array.from({ length: size }, () => Math.round(next() * 1_000_000) / 1000).sort(
        (a, b) => a - b,
      );
      const index = Math.floor(next() * (size + 2));
      const moved = await column(orders);
      const res = await tm.move(team.member, moduleId, moved, target, index);
      expect(res.status).toBe(200);
      const after = await ordersOf();
      // Ties of equal random orders are broken by id: compare by the sorted orders the rule saw.
      expectPlaced(orders, index, moved, after);
    }
  });

  it("takes an order the client sent as it is", async () => {
    const moved = await column([100, 200]);
    const res = await tm.patch(team.member, moduleId, moved, { columnId: target, order: 150 });
    expect(res.status).toBe(200);
    expect((await ordersOf()).map((task) => task.order)).toEqual([100, 150, 200]);
  });
});

describe("a PATCH that edits and moves", () => {
  it("validates both parts before either runs, then answers the detail", async () => {
    const moved = await column([100]);
    const bad = await tm.patch(team.member, moduleId, moved, { title: " ", columnId: target, index: 0 });
    expect(bad.status).toBe(400);
    expect((await getDb().task.findUniqueOrThrow({ where: { id: moved } })).columnId).toBe(source);
    const noColumn = await tm.patch(team.member, moduleId, moved, { title: "Fine", index: 0 });
    expect(noColumn.status).toBe(400);
    expect(JSON.stringify(noColumn.body)).toContain("A position needs a column");
    const both = await tm.patch(team.member, moduleId, moved, { title: "Both", columnId: target, index: 0 });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ title: "Both", columnId: target, order: 50 });
  });
});
