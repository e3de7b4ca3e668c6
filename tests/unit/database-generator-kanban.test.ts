import type { Active, KeyboardCoordinateGetter, Over } from "@dnd-kit/core";
import {
  addMove,
  cardColumnsOf,
  dragAnnouncements,
  dropMove,
  kanbanStacks,
  limitIn,
  MOVE_KEEP_MS,
  neighbourStack,
  nextLimit,
  pruneMoves,
  settleMove,
  STACK_PAGE,
  stackCondition,
  stackCoordinates,
  stackCount,
  stackRecords,
  stackRecordsView,
  withLimit,
  withStack,
  type KanbanMove,
} from "@/modules/database-generator/components/views/kanban-stacks";
import type { DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { dbColumn } from "./helpers/db-columns";

// The kanban and gallery views (issue 36): the stacks of a single select and their counts, what each
// stack reads, how far "Show more" goes, and cards moved before the server has answered.

const status = dbColumn("Status", "singleSelect", {
  choices: [
    { id: "todo", name: "To do", color: "gray" },
    { id: "doing", name: "Doing", color: "blue" },
    { id: "done", name: "Done", color: "green" },
  ],
});

const record = (id: string, stack: string | null): DbRecordAnswer => ({
  id,
  number: 1,
  cells: stack === null ? { name: id } : { name: id, [status.id]: stack },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  createdBy: null,
  updatedBy: null,
});

const move = (id: number, of: DbRecordAnswer, from: string | null, to: string | null): KanbanMove => ({
  id,
  record: of,
  from,
  to,
  settledAt: null,
});

const ids = (records: DbRecordAnswer[]) => records.map((entry) => entry.id);

describe("the kanban's stacks", () => {
  it("has one stack per choice in their order, then No value, with the groups' counts", () => {
    const stacks = kanbanStacks(status, [
      { value: "done", count: 4 },
      { value: "todo", count: 2 },
      { value: null, count: 7 },
    ]);
    expect(stacks.map((stack) => [stack.key, stack.choice?.name ?? null, stack.count])).toEqual([
      ["todo", "To do", 2],
      ["doing", "Doing", 0],
      ["done", "Done", 4],
      [null, null, 7],
    ]);
  });

  it("has no counts before the groups are read, and a No value stack when the column has no choices", () => {
    expect(kanbanStacks(status, undefined).map((stack) => stack.count)).toEqual([null, null, null, null]);
    expect(kanbanStacks(dbColumn("Empty", "singleSelect"), [])).toEqual([
      { key: null, choice: null, count: 0 },
    ]);
  });

  it("reads each stack with the view's filter narrowed to its choice, or to empty cells", () => {
    expect(stackCondition(status.id, "todo")).toEqual({ columnId: status.id, operator: "is", value: "todo" });
    expect(stackCondition(status.id, null)).toEqual({ columnId: status.id, operator: "isEmpty" });
    const sorts = [{ columnId: "a".repeat(24), dir: "desc" as const }];
    const filter = {
      conjunction: "and" as const,
      conditions: [{ columnId: "b".repeat(24), operator: "contains" as const, value: "x" }],
    };
    expect(stackRecordsView({ sorts, filter, q: "lamp" }, status.id, "done")).toEqual({
      sorts,
      q: "lamp",
      filter: {
        conjunction: "and",
        conditions: [{ columnId: status.id, operator: "is", value: "done" }, ...filter.conditions],
      },
    });
    expect(stackRecordsView({ sorts: [], filter: null, q: "" }, status.id, null).filter).toEqual({
      conjunction: "and",
      conditions: [{ columnId: status.id, operator: "isEmpty" }],
    });
  });

  it("shows more 50 (or 60) at a time while the count says more exist, up to 500", () => {
    expect(nextLimit(50, 50, 120)).toBe(100);
    expect(nextLimit(100, 50, 120)).toBe(150);
    expect(nextLimit(150, 50, 120)).toBeNull();
    expect(nextLimit(50, 50, 50)).toBeNull();
    expect(nextLimit(50, 50, null)).toBeNull();
    expect(nextLimit(480, 60, 10_000)).toBe(500);
    expect(nextLimit(500, 60, 10_000)).toBeNull();
  });
});

describe("each stack's Show more", () => {
  it("keeps each stack's limit for the view it was raised in, and forgets them in another", () => {
    const once = withLimit({ key: "", map: {} }, "view-1", "todo", 100);
    const twice = withLimit(once, "view-1", null, 150);
    expect(limitIn(twice, "view-1", "todo")).toBe(100);
    expect(limitIn(twice, "view-1", null)).toBe(150);
    expect(limitIn(twice, "view-1", "done")).toBe(STACK_PAGE);
    expect(limitIn(twice, "view-2", "todo")).toBe(STACK_PAGE);
    expect(withLimit(twice, "view-2", "done", 100)).toEqual({ key: "view-2", map: { done: 100 } });
  });
});

describe("the cards' columns", () => {
  it("keeps the view's columns the table has, in the view's order, without the primary, at most 10", () => {
    const name = dbColumn("Name", "text", {}, { primary: true });
    const others = Array.from({ length: 12 }, (_, index) => dbColumn(`C${index}`, "number"));
    const table = [name, ...others];
    expect(
      cardColumnsOf(table, [others[2]!.id, name.id, "f".repeat(24), others[0]!.id, others[2]!.id]),
    ).toEqual([others[2], others[0]]);
    expect(
      cardColumnsOf(
        table,
        others.map((column) => column.id),
      ),
    ).toHaveLength(10);
  });
});

describe("a card moved to another stack", () => {
  const a = record("a", "todo");
  const b = record("b", "todo");
  const c = record("c", "doing");

  it("sets or empties the record's stack cell", () => {
    expect(withStack(a, status.id, "done").cells).toEqual({ name: "a", [status.id]: "done" });
    expect(withStack(a, status.id, null).cells).toEqual({ name: "a" });
    expect(a.cells[status.id]).toBe("todo");
  });

  it("leaves its stack and comes first in the new one at once, with its new value", () => {
    const moves = [move(1, a, "todo", "doing")];
    expect(ids(stackRecords([a, b], "todo", status.id, moves, 100))).toEqual(["b"]);
    const doing = stackRecords([c], "doing", status.id, moves, 100);
    expect(ids(doing)).toEqual(["a", "c"]);
    expect(doing[0]!.cells[status.id]).toBe("doing");
    expect(ids(stackRecords([], null, status.id, moves, 100))).toEqual([]);
  });

  it("is not shown twice when the new stack's answer has it already", () => {
    const moves = [move(1, a, "todo", "doing")];
    const read = withStack(a, status.id, "doing");
    expect(ids(stackRecords([c, read], "doing", status.id, moves, 100))).toEqual(["c", "a"]);
  });

  it("moves the counts by one each way until the groups are read after the server took it", () => {
    const moves = [move(1, a, "todo", null)];
    expect(stackCount(2, "todo", moves, 100)).toBe(1);
    expect(stackCount(0, null, moves, 100)).toBe(1);
    expect(stackCount(5, "done", moves, 100)).toBe(5);
    expect(stackCount(null, "todo", moves, 100)).toBeNull();
    const settled = settleMove(moves, 1, 200);
    expect(stackCount(2, "todo", settled, 150)).toBe(1);
    // Read after the server took it: the answer counts it already.
    expect(stackCount(1, "todo", settled, 250)).toBe(1);
    expect(ids(stackRecords([b], "todo", status.id, settled, 250))).toEqual(["b"]);
    expect(ids(stackRecords([a, b], "todo", status.id, settled, 250))).toEqual(["a", "b"]);
  });

  it("goes back when the server refuses it", () => {
    const moves = dropMove([move(1, a, "todo", "done"), move(2, c, "doing", "done")], 1);
    expect(moves.map((entry) => entry.id)).toEqual([2]);
    expect(ids(stackRecords([a, b], "todo", status.id, moves, 100))).toEqual(["a", "b"]);
    expect(stackCount(2, "todo", moves, 100)).toBe(2);
  });

  it("moved again, replaces its first move and is counted from where the counts have it", () => {
    const first = [move(1, a, "todo", "doing")];
    const again = addMove(first, move(2, withStack(a, status.id, "doing"), "doing", "done"), 100);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: 2, from: "todo", to: "done" });
    expect(stackCount(2, "todo", again, 100)).toBe(1);
    expect(stackCount(1, "doing", again, 100)).toBe(1);
    expect(stackCount(0, "done", again, 100)).toBe(1);
    expect(ids(stackRecords([c], "doing", status.id, again, 100))).toEqual(["c"]);
    // The first one's answer no longer settles anything.
    expect(settleMove(again, 1, 150)[0]!.settledAt).toBeNull();
    // Once the counts were read after the first was taken, the second counts from its new stack.
    const settled = settleMove(first, 1, 150);
    expect(addMove(settled, move(2, a, "doing", "done"), 200)[0]).toMatchObject({
      from: "doing",
      to: "done",
    });
  });

  it("is forgotten 30 s after the server took it, never before it answered", () => {
    const moves = [move(1, a, "todo", "doing"), { ...move(2, b, "todo", "done"), settledAt: 1_000 }];
    expect(pruneMoves(moves, 1_000 + MOVE_KEEP_MS).map((entry) => entry.id)).toEqual([1, 2]);
    expect(pruneMoves(moves, 1_001 + MOVE_KEEP_MS).map((entry) => entry.id)).toEqual([1]);
  });
});

describe("a card carried with the keyboard", () => {
  const stacks = [
    { id: "doing", left: 300 },
    { id: "todo", left: 0 },
    { id: "none", left: 900 },
    { id: "done", left: 600 },
  ];

  it("goes to the next stack to the right or left of the one it is over", () => {
    expect(neighbourStack(stacks, "todo", 0, 1)).toBe("doing");
    expect(neighbourStack(stacks, "done", 600, -1)).toBe("doing");
    expect(neighbourStack(stacks, "none", 900, 1)).toBeNull();
    expect(neighbourStack(stacks, "todo", 0, -1)).toBeNull();
  });

  it("goes by its position when it is over no stack", () => {
    expect(neighbourStack(stacks, null, 650, 1)).toBe("none");
    expect(neighbourStack(stacks, null, 650, -1)).toBe("doing");
    expect(neighbourStack(stacks, null, -50, 1)).toBe("todo");
    expect(neighbourStack(stacks, null, -50, -1)).toBeNull();
  });
});

describe("a drag told to screen readers", () => {
  const item = (data: unknown) => ({ id: "x", data: { current: data } });
  const card = item({
    type: "card",
    record: record("a", "todo"),
    stack: "todo",
    name: "Lamp",
  }) as unknown as Active;
  const stack = item({ type: "stack", stack: "done", name: "Done" }) as unknown as Over;
  const said = dragAnnouncements(
    (key, values) => `${key} ${values.name}${values.stack ? ` → ${values.stack}` : ""}`,
  );

  it("names the card and the stack it is over or dropped on", () => {
    expect(said.onDragStart({ active: card })).toBe("dragStart Lamp");
    expect(said.onDragOver({ active: card, over: stack })).toBe("dragOver Lamp → Done");
    expect(said.onDragOver({ active: card, over: null })).toBe("dragOutside Lamp");
    expect(said.onDragEnd({ active: card, over: stack })).toBe("dragEnd Lamp → Done");
    expect(said.onDragEnd({ active: card, over: null })).toBe("dragEndOutside Lamp");
    expect(said.onDragCancel({ active: card, over: null })).toBe("dragCancel Lamp");
  });
});

describe("the keyboard's moves", () => {
  const rect = (left: number) => ({
    left,
    top: 100,
    width: 280,
    height: 400,
    right: left + 280,
    bottom: 500,
  });
  const rects = new Map([
    ["stack:todo", rect(0)],
    ["stack:doing", rect(300)],
    ["stack:", rect(600)],
  ]);
  const press = (code: string, over: string | null) => {
    let prevented = false;
    const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
    const args = {
      active: { id: "a" },
      currentCoordinates: { x: 0, y: 0 },
      context: {
        active: { id: "a" },
        collisionRect: { ...rect(300), width: 260, height: 80 },
        droppableRects: rects,
        droppableContainers: { getEnabled: () => [...rects.keys()].map((id) => ({ id })) },
        over: over === null ? null : { id: over },
      },
    } as unknown as Parameters<KeyboardCoordinateGetter>[1];
    return { to: stackCoordinates(event, args), prevented };
  };

  it("carries the card to the middle of the next stack with the left and right arrows", () => {
    expect(press("ArrowRight", "stack:doing").to).toEqual({ x: 610, y: 108 });
    expect(press("ArrowLeft", "stack:doing").to).toEqual({ x: 10, y: 108 });
    expect(press("ArrowRight", "stack:")).toEqual({ to: undefined, prevented: true });
  });

  it("keeps it where it is with up and down, and leaves other keys alone", () => {
    expect(press("ArrowDown", "stack:doing")).toEqual({ to: undefined, prevented: true });
    expect(press("KeyA", "stack:doing")).toEqual({ to: undefined, prevented: false });
  });
});
