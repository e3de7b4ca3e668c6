import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";
import { recordQueries } from "../helpers/query-count";
import { tm } from "./helpers";

let team: Team;
let projectId: string;
let moduleId: string;
let columns: { id: string; name: string }[];

beforeEach(async () => {
  team = await seedTeam();
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  const board = await tm.board(team.member, moduleId);
  expect(board.status).toBe(200);
  columns = board.body.data[0]!.columns;
});

const orderOf = async (columnId: string) =>
  (await tm.list(team.member, moduleId, { columnId })).body.data.map((task) => task.title);

describe("the module and its board", () => {
  it("names the module, offers its people and creates the board with three columns once", async () => {
    const info = await tm.info(team.member, moduleId);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ id: moduleId, name: "Web Platform", keyPrefix: "WP" });
    expect(info.body.rights).toEqual({ write: true, add: true, delete: true, manageMembers: false });
    expect(info.body.people.map((p) => p.name)).toContain("Mia Member");
    expect(columns.map((c) => c.name)).toEqual(["To do", "In progress", "Done"]);
    const again = await tm.board(team.owner, moduleId);
    expect(again.body.data[0]!.id).toBe(info.body.boardId);
    expect(await getDb().taskBoard.count()).toBe(1);
    expect((await tm.info(team.viewer, moduleId)).body.rights).toEqual({
      write: false,
      add: false,
      delete: false,
      manageMembers: false,
    });
    expect((await tm.info(team.admin, moduleId)).body.rights).toEqual({
      write: true,
      add: true,
      delete: true,
      manageMembers: true,
    });
  });

  it("is not found from another workspace, for a hidden project, or with a malformed id", async () => {
    const other = await seedTeam("Other");
    expect((await tm.info(other.owner, moduleId)).status).toBe(404);
    expect((await tm.list(other.owner, moduleId)).status).toBe(404);
    const secret = await seedProject(getDb(), team.workspace.id, { private: true });
    const hidden = await seedProjectModule(getDb(), secret.id);
    expect((await tm.info(team.member, hidden.id)).status).toBe(404);
    expect((await tm.info(team.admin, hidden.id)).status).toBe(200);
    expect((await tm.info(team.member, "nope")).status).toBe(400);
  });
});

describe("tasks", () => {
  it("creates with the defaults, numbered keys, subtasks and 'created' activity", async () => {
    const res = await tm.create(team.member, moduleId, {
      title: "  Ship it  ",
      description:
        '<p>Hello <script>alert(1)</script><a href="javascript:x">bad</a><strong>world</strong></p>',
      assignees: [team.member.user.id],
      subtasks: [{ title: "One" }, { title: "Two", priority: "high" }],
      checkList: [{ title: "Check" }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      key: "WP-1",
      title: "Ship it",
      priority: "low",
      issueType: "task",
      columnId: columns[0]!.id,
      status: "todo",
      order: 100,
      subtasks: { total: 2, done: 0 },
      checkList: { total: 1, done: 0 },
      checkListItems: [{ title: "Check", isCompleted: false }],
    });
    expect(res.body.description).toBe(
      '<p>Hello <a target="_blank" rel="noopener noreferrer nofollow">bad</a><strong>world</strong></p>',
    );
    expect(res.body.subtaskItems.map((s) => [s.key, s.issueType, s.priority, s.status])).toEqual([
      ["WP-2", "subtask", "low", "todo"],
      ["WP-3", "subtask", "high", "todo"],
    ]);
    const second = await tm.create(team.member, moduleId, { title: "Next", columnId: columns[1]!.id });
    expect(second.body).toMatchObject({ key: "WP-4", columnId: columns[1]!.id, status: "work-in-progress" });
    const sub = await tm.create(team.member, moduleId, { title: "Child", parent: second.body.id });
    expect(sub.body).toMatchObject({
      issueType: "subtask",
      parentId: second.body.id,
      columnId: columns[0]!.id,
    });
    const activity = await tm.activity(team.member, moduleId, res.body.id);
    expect(activity.body.data.map((a) => a.actionType)).toEqual(["created"]);
    expect(activity.body.data[0]!.actingUser?.name).toBe("Mia Member");
  });

  it("refuses bad input with the spec's messages", async () => {
    const bad = async (body: unknown) => (await tm.create(team.member, moduleId, body)).body as unknown;
    expect(await bad({ title: "   " })).toMatchObject({ statusCode: 400, message: "Task Title is required" });
    expect(await bad({ title: "x".repeat(501) })).toMatchObject({ statusCode: 400 });
    expect(await bad({ title: "A", subtasks: [{ title: "  " }] })).toMatchObject({ statusCode: 400 });
    expect(await bad({ title: "A", columnId: newId() })).toMatchObject({
      statusCode: 400,
      message: "Group not found",
    });
    expect(await bad({ title: "A", priority: "urgent" })).toMatchObject({ statusCode: 400 });
    expect(await bad({ title: "A", assignees: [newId()] })).toMatchObject({ statusCode: 400 });
    const other = await seedTeam("Elsewhere");
    expect(await bad({ title: "A", assignees: [other.member.user.id] })).toMatchObject({ statusCode: 400 });
  });

  it("keeps viewers and guests read-only", async () => {
    const task = (await tm.create(team.member, moduleId, { title: "Mine" })).body;
    expect((await tm.create(team.viewer, moduleId, { title: "No" })).status).toBe(403);
    expect((await tm.move(team.viewer, moduleId, task.id, columns[1]!.id)).status).toBe(403);
    // A guest sees the module only once given its project (404 before), and then only reads.
    expect((await tm.remove(team.guest, moduleId, task.id)).status).toBe(404);
    await getDb().projectAccess.create({
      data: { id: newId(), projectId, userId: team.guest.user.id, role: "guest" },
    });
    expect((await tm.remove(team.guest, moduleId, task.id)).status).toBe(403);
    expect((await tm.get(team.guest, moduleId, task.id)).status).toBe(200);
    expect((await tm.comment(team.viewer, moduleId, task.id, { text: "hi" })).status).toBe(403);
    expect((await tm.get(team.viewer, moduleId, task.id)).status).toBe(200);
  });

  it("edits fields and writes updated, assigned and unassigned activity, newest first", async () => {
    const task = (await tm.create(team.member, moduleId, { title: "Draft", assignees: [team.owner.user.id] }))
      .body;
    const res = await tm.patch(team.member, moduleId, task.id, {
      title: "Final",
      priority: "high",
      assignees: [team.member.user.id],
      dueDate: "2026-12-01",
      labels: ["ui"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Final", priority: "high", labels: ["ui"], version: 2 });
    const comment = await tm.comment(team.admin, moduleId, task.id, { text: "Looks good" });
    expect(comment.status).toBe(201);
    const rows = (await tm.activity(team.member, moduleId, task.id)).body.data;
    expect(rows.map((row) => row.actionType)).toEqual([
      "commented",
      "unassigned",
      "assigned",
      "updated",
      "created",
    ]);
    expect(rows[0]!.changes).toMatchObject({ comment: { text: "Looks good", user: { name: "Adam Admin" } } });
    expect(rows[1]!.changes).toMatchObject({ actUser: { name: "Olivia Owner" } });
    expect(rows[3]!.changes).toMatchObject({
      fields: {
        title: { oldValue: "Draft", newValue: "Final" },
        priority: { oldValue: "low", newValue: "high" },
      },
    });
    expect((await tm.comment(team.member, moduleId, task.id, { text: " " })).status).toBe(400);
  });

  it("moves by the drop rule, logs the move and renumbers a column when orders get too close", async () => {
    const made = [];
    for (const title of ["A", "B", "C"]) made.push((await tm.create(team.member, moduleId, { title })).body);
    const [ta, tb, tc] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    // Top of the column: half the first order.
    expect((await tm.move(team.member, moduleId, tc.id, columns[0]!.id, 0)).body.order).toBe(50);
    expect(await orderOf(columns[0]!.id)).toEqual(["C", "A", "B"]);
    // Middle: the average; empty column: 100; end: last + 100.
    expect((await tm.move(team.member, moduleId, tb.id, columns[0]!.id, 1)).body.order).toBe(75);
    const moved = await tm.move(team.member, moduleId, ta.id, columns[2]!.id, 0);
    expect(moved.body).toMatchObject({ order: 100, status: "done", columnId: columns[2]!.id });
    expect((await tm.move(team.member, moduleId, tb.id, columns[2]!.id)).body.order).toBe(200);
    const log = (await tm.activity(team.member, moduleId, ta.id)).body.data[0]!;
    expect(log).toMatchObject({
      actionType: "moved",
      changes: { sourceColumn: { name: "To do" }, destinationColumn: { name: "Done" } },
    });
    // Dropping again and again between the same two tasks halves the gap until it renumbers.
    const col = columns[1]!.id;
    const titles = ["P", "Q"];
    const pair = [];
    for (const title of titles)
      pair.push((await tm.create(team.member, moduleId, { title, columnId: col })).body);
    for (let i = 0; i < 40; i++) {
      const task = (await tm.create(team.member, moduleId, { title: `X${i}` })).body;
      await tm.move(team.member, moduleId, task.id, col, 1);
    }
    const list = (await tm.list(team.member, moduleId, { columnId: col })).body.data;
    expect(list).toHaveLength(42);
    expect(list[0]!.title).toBe("P");
    expect(list[1]!.title).toBe("X39");
    expect(list[41]!.title).toBe("Q");
    const orders = list.map((task) => task.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect([...orders].sort((x, y) => x - y)).toEqual(orders);
  });

  it("refuses a move to another board's column, a task of another module and malformed ids", async () => {
    const task = (await tm.create(team.member, moduleId, { title: "Here" })).body;
    const project = await seedProject(getDb(), team.workspace.id);
    const otherModule = (await seedProjectModule(getDb(), project.id)).id;
    const otherColumns = (await tm.board(team.member, otherModule)).body.data[0]!.columns;
    expect((await tm.move(team.member, moduleId, task.id, otherColumns[1]!.id)).status).toBe(400);
    expect((await tm.get(team.member, otherModule, task.id)).status).toBe(404);
    expect((await tm.patch(team.member, otherModule, task.id, { title: "x" })).status).toBe(404);
    expect((await tm.patch(team.member, moduleId, "zz", { title: "x" })).status).toBe(400);
    expect((await tm.patch(team.member, moduleId, task.id, { order: 5 })).status).toBe(400);
    expect((await tm.patch(team.member, moduleId, task.id, { bogus: 1 })).status).toBe(400);
  });

  it("keeps one consistent order when two moves run at once", async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push((await tm.create(team.member, moduleId, { title: `T${i}` })).body);
    const target = columns[1]!.id;
    // All six dropped at the top of the same column concurrently, and the same task moved twice at once.
    const results = await Promise.all([
      ...made.map((task) => tm.move(team.member, moduleId, task.id, target, 0)),
      tm.move(team.admin, moduleId, made[0]!.id, columns[2]!.id, 0),
    ]);
    expect(results.every((res) => res.status === 200)).toBe(true);
    const all = (await tm.list(team.member, moduleId, { kind: "all" })).body;
    expect(all.total).toBe(6);
    const ids = all.data.map((task) => task.id);
    expect(new Set(ids).size).toBe(6);
    // Every reader sees the same order (ties are broken by id), the move that came last decides
    // where the doubly moved task is, and the next drop into the column still lands where asked.
    const again = (await tm.list(team.owner, moduleId, { kind: "all" })).body;
    expect(again.data.map((task) => task.id)).toEqual(ids);
    const before = (await tm.list(team.member, moduleId, { columnId: target })).body.data.map((t) => t.id);
    const fresh = (await tm.create(team.member, moduleId, { title: "After" })).body;
    await tm.move(team.member, moduleId, fresh.id, target, 1);
    const after = (await tm.list(team.member, moduleId, { columnId: target })).body.data.map((t) => t.id);
    expect(after).toEqual([before[0], fresh.id, ...before.slice(1)]);
  });

  it("deletes a task with its subtasks", async () => {
    const task = (await tm.create(team.member, moduleId, { title: "Gone", subtasks: [{ title: "S" }] })).body;
    expect((await tm.remove(team.member, moduleId, task.id)).status).toBe(200);
    expect(await getDb().task.count({ where: { OR: [{ id: task.id }, { parentId: task.id }] } })).toBe(0);
    expect((await tm.get(team.member, moduleId, task.id)).status).toBe(404);
  });
});

describe("GET tasks: filters, Me mode, search, pages", () => {
  it("filters and returns the filtersMap", async () => {
    await tm.create(team.member, moduleId, {
      title: "Alpha",
      priority: "high",
      assignees: [team.member.user.id],
      labels: ["ui"],
    });
    await tm.create(team.member, moduleId, {
      title: "Beta",
      priority: "low",
      dueDate: new Date().toISOString(),
    });
    await tm.create(team.member, moduleId, {
      title: "Gamma",
      priority: "high",
      assignees: [team.owner.user.id],
      columnId: columns[2]!.id,
    });
    const titles = async (query: Record<string, string>) =>
      (await tm.list(team.member, moduleId, query)).body.data.map((task) => task.title);
    const f = (filters: unknown) => ({ filters: JSON.stringify(filters) });
    expect(await titles(f([{ field: "priority", operator: "is", value: ["high"] }]))).toEqual([
      "Alpha",
      "Gamma",
    ]);
    expect(await titles(f([{ field: "assignees", operator: "is", value: ["unassigned"] }]))).toEqual([
      "Beta",
    ]);
    expect(await titles(f([{ field: "status", operator: "is", value: ["done"] }]))).toEqual(["Gamma"]);
    expect(await titles(f([{ field: "labels", operator: "isEmpty" }]))).toEqual(["Beta", "Gamma"]);
    expect(await titles(f([{ field: "dueDate", operator: "preset", value: "today" }]))).toEqual(["Beta"]);
    expect(await titles(f([{ field: "title", operator: "contains", value: "MM" }]))).toEqual(["Gamma"]);
    expect(await titles({ me: "true" })).toEqual(["Alpha"]);
    expect(await titles({ search: "wp-2" })).toEqual(["Beta"]);
    const page = await tm.list(team.member, moduleId);
    expect(page.body.filtersMap.assignees[0]).toEqual({ value: "unassigned", label: "Unassigned" });
    expect(page.body.filtersMap.assignees.find((a) => a.value === team.member.user.id)?.label).toBe("Me");
    expect(page.body.filtersMap.labels).toEqual([{ value: "ui", label: "ui" }]);
    expect(page.body.filtersMap.column.map((c) => c.label)).toEqual(["To do", "In progress", "Done"]);
    const bad = await tm.list(
      team.member,
      moduleId,
      f([{ field: "priority", operator: "contains", value: "x" }]),
    );
    expect(bad.status).toBe(400);
    expect((await tm.list(team.member, moduleId, { filters: "{not json" })).status).toBe(400);
    expect((await tm.list(team.member, moduleId, { cursor: "garbage" })).status).toBe(400);
  });

  it("lists the same summaries as a task's own answer", async () => {
    const made = (
      await tm.create(team.member, moduleId, {
        title: "Full",
        dueDate: "2026-12-24T10:30:00.000Z",
        labels: ["a", "b"],
        assignees: [team.member.user.id],
        checkList: [{ title: "x", isCompleted: true }, { title: "y" }],
        subtasks: [{ title: "s1" }, { title: "s2" }],
        columnId: columns[1]!.id,
      })
    ).body;
    await tm.move(team.member, moduleId, made.subtaskItems[0]!.id, columns[2]!.id);
    const detail = (await tm.get(team.member, moduleId, made.id)).body;
    const listed = (await tm.list(team.member, moduleId, { columnId: columns[1]!.id })).body.data;
    const { description, checkListItems, parent, subtaskItems, createdBy, createdAt, updatedAt, ...summary } =
      detail;
    void [description, checkListItems, parent, subtaskItems, createdBy, createdAt, updatedAt];
    expect(listed).toEqual([summary]);
    expect(summary).toMatchObject({ subtasks: { total: 2, done: 1 }, checkList: { total: 2, done: 1 } });
    // Subtasks carry their parent's key, in the JSON pages as in the task's own answer.
    const subtasks = (await tm.list(team.member, moduleId, { kind: "subtask", parentId: made.id })).body.data;
    expect(subtasks.map((s) => s.parentKey)).toEqual([made.key, made.key]);
    expect(subtaskItems.map((s) => s.parentKey)).toEqual([made.key, made.key]);
    expect(subtasks).toEqual(subtaskItems);
    expect(summary.parentKey).toBeNull();
    expect(summary.dueDate).toBe("2026-12-24T10:30:00.000Z");
    // A day alone is that day's midnight UTC; an offset is converted.
    const day = await tm.create(team.member, moduleId, { title: "Day", dueDate: "2026-12-31" });
    expect(day.body.dueDate).toBe("2026-12-31T00:00:00.000Z");
    const offset = await tm.create(team.member, moduleId, {
      title: "Tz",
      dueDate: "2026-12-31T09:00:00+02:00",
    });
    expect(offset.body.dueDate).toBe("2026-12-31T07:00:00.000Z");
  });

  it("creates at once without repeating a key or an order, each after the column's last task", async () => {
    const before = (await tm.create(team.member, moduleId, { title: "Before", columnId: columns[1]!.id }))
      .body;
    const made = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) =>
        tm.create(team.member, moduleId, { title: `Parallel ${n}`, columnId: columns[1]!.id }),
      ),
      tm.create(team.member, moduleId, {
        title: "With subtasks",
        subtasks: [{ title: "a" }, { title: "b" }],
      }),
    ]);
    expect(made.map((res) => res.status)).toEqual(Array(9).fill(201));
    const keys = made.flatMap((res) => [res.body.key, ...res.body.subtaskItems.map((s) => s.key)]);
    expect(new Set([before.key, ...keys]).size).toBe(12);
    const parallel = made.slice(0, 8).map((res) => res.body.order);
    expect(new Set(parallel).size).toBe(8);
    expect(Math.min(...parallel)).toBeGreaterThan(before.order);
    const listed = (await tm.list(team.member, moduleId, { columnId: columns[1]!.id })).body.data;
    expect(listed.map((task) => task.title)).toEqual([
      "Before",
      ...made
        .slice(0, 8)
        .sort((a, b) => a.body.order - b.body.order)
        .map((res) => res.body.title),
    ]);
    const activity = await tm.activity(team.member, moduleId, made[8]!.body.subtaskItems[1]!.id);
    expect(activity.body.data.map((a) => a.actionType)).toEqual(["created"]);
  });

  it("answers a create with exactly what reading the task gives", async () => {
    const made = await tm.create(team.member, moduleId, {
      title: "Whole",
      description: "<p>Notes</p>",
      priority: "high",
      dueDate: "2026-12-24",
      labels: ["x"],
      assignees: [team.member.user.id],
      checkList: [{ title: "a", isCompleted: true }, { title: "b" }],
      subtasks: [
        { title: "s1", priority: "medium" },
        { title: "s2", assignees: [team.member.user.id] },
      ],
      columnId: columns[2]!.id,
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual((await tm.get(team.member, moduleId, made.body.id)).body);
    const child = await tm.create(team.member, moduleId, { title: "Child", parent: made.body.id });
    expect(child.body).toEqual((await tm.get(team.member, moduleId, child.body.id)).body);
    expect(child.body.parent).toEqual({ id: made.body.id, key: made.body.key, title: "Whole" });
  });

  it("commits a create synchronously: no function or setting turns synchronous_commit off", async () => {
    // An answered create must survive a crash of the database (tests/integration/database/
    // durability.test.ts kills it): no asynchronous commit anywhere on the path, in one statement.
    const { result, queries } = await recordQueries(() =>
      tm.create(team.member, moduleId, { title: "Kept" }),
    );
    expect(result.status).toBe(201);
    expect(queries.filter((sql) => sql.includes("suite_create_tasks("))).toHaveLength(1);
    expect(queries.some((sql) => /synchronous_commit|pg_current_xact_id/i.test(sql))).toBe(false);
    const db = getDb();
    const functions = await db.$queryRaw<{ name: string }[]>`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
         AND (p.prosrc ILIKE '%synchronous_commit%' OR array_to_string(p.proconfig, ',') ILIKE '%synchronous_commit%')`;
    expect(functions).toEqual([]);
    const [setting] = await db.$queryRaw<
      { value: string }[]
    >`SELECT current_setting('synchronous_commit') AS value`;
    expect(setting?.value).toBe("on");
  });

  it("refuses a parent that is gone or is itself a subtask", async () => {
    const parent = (await tm.create(team.member, moduleId, { title: "Parent", subtasks: [{ title: "Kid" }] }))
      .body;
    const kid = parent.subtaskItems[0]!;
    expect((await tm.create(team.member, moduleId, { title: "X", parent: kid.id })).body).toMatchObject({
      statusCode: 400,
    });
    expect((await tm.create(team.member, moduleId, { title: "X", parent: newId() })).status).toBe(400);
  });

  it("pages with a cursor without losing or repeating a task", async () => {
    const db = getDb();
    const boardId = (await tm.info(team.member, moduleId)).body.boardId;
    await db.task.createMany({
      data: Array.from({ length: 250 }, (_, i) => ({
        id: newId(),
        boardId,
        number: i + 1,
        title: `Task ${i}`,
        columnId: columns[i % 3]!.id,
        order: (i + 1) * 100,
      })),
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = cursor ? { cursor, map: "false" } : {};
      const res = await tm.list(team.member, moduleId, query);
      expect(res.body.total).toBe(250);
      seen.push(...res.body.data.map((task) => task.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
  });
});

describe("columns", () => {
  it("creates letter columns, renames, recolours, reorders and deletes moving the tasks", async () => {
    const boardId = (await tm.info(team.member, moduleId)).body.boardId;
    const a = await tm.createColumn(team.member, moduleId, boardId);
    expect(a.status).toBe(201);
    expect(a.body.name).toBe("A");
    expect((await tm.createColumn(team.member, moduleId, boardId, { name: "  " })).body.name).toBe("B");
    const renamed = await tm.patchColumn(team.member, moduleId, boardId, a.body.id, {
      name: "",
      color: "#ff0000",
    });
    expect(renamed.body).toMatchObject({ statusCode: 400, message: "Group name is required." });
    expect(
      (await tm.patchColumn(team.member, moduleId, boardId, a.body.id, { name: "QA", color: "#ff0000" }))
        .body,
    ).toMatchObject({
      name: "QA",
      color: "#ff0000",
    });
    // Moved to index 0: the basic first column keeps its place.
    await tm.patchColumn(team.member, moduleId, boardId, a.body.id, { index: 0 });
    let names = (await tm.board(team.member, moduleId)).body.data[0]!.columns.map((c) => c.name);
    expect(names).toEqual(["To do", "QA", "In progress", "Done", "B"]);
    expect((await tm.patchColumn(team.member, moduleId, boardId, columns[0]!.id, { index: 3 })).status).toBe(
      400,
    );
    const task = (await tm.create(team.member, moduleId, { title: "Orphan", columnId: a.body.id })).body;
    await tm.create(team.member, moduleId, { title: "Stay" });
    const removed = await tm.deleteColumn(team.member, moduleId, boardId, a.body.id);
    expect(removed.body).toEqual({ deleted: true, movedTo: columns[0]!.id });
    expect(await orderOf(columns[0]!.id)).toEqual(["Stay", "Orphan"]);
    expect((await tm.get(team.member, moduleId, task.id)).body.columnId).toBe(columns[0]!.id);
    const history = (await tm.activity(team.member, moduleId, task.id)).body.data;
    expect(history[0]).toMatchObject({
      actionType: "moved",
      actingUser: { name: "Mia Member" },
      changes: { sourceColumn: { name: "QA" }, destinationColumn: { name: "To do" } },
    });
    expect((await tm.deleteColumn(team.member, moduleId, boardId, columns[0]!.id)).status).toBe(400);
    expect((await tm.createColumn(team.viewer, moduleId, boardId)).status).toBe(403);
    expect((await tm.createColumn(team.member, moduleId, newId())).status).toBe(404);
    names = (await tm.board(team.member, moduleId)).body.data[0]!.columns.map((c) => c.name);
    expect(names).toEqual(["To do", "In progress", "Done", "B"]);
  });
});
