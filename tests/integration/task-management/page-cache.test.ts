// The board's column pages come from each node's page cache while nothing in the module changed;
// every way a card can change reads the page again (modules/task-management/server/page-cache.ts).
import { Client } from "pg";
import { getDb } from "@/lib/server/db";
import { deliverLive } from "@/lib/server/events/bus";
import { writeEvents } from "@/lib/server/events/outbox";
import {
  TASK_PAGE_TTL_MS,
  cachedTaskPage,
  invalidateTaskPages,
  storeTaskPage,
  taskPageGeneration,
} from "@/modules/task-management/server/page-cache";
import { listColumnTasks } from "@/modules/task-management/server/list-column-tasks";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { handedOver, startTestDispatcher } from "../helpers/events";
import { seedTeam, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let team: Team;
let moduleId: string;
let boardId: string;
let columns: { id: string; name: string }[];

beforeEach(async () => {
  team = await seedTeam();
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  const board = (await tm.board(team.member, moduleId)).body.data[0]!;
  boardId = board.id;
  columns = board.columns;
});

const page = async (columnId: string) => {
  const answer = await tm.list(team.member, moduleId, { columnId, map: "false" });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** Changes a title behind the services' back: only a page read from memory keeps the old one. */
const sneak = (taskId: string, title: string) =>
  getDb().task.update({ where: { id: taskId }, data: { title } });

describe("the task page cache", () => {
  it("answers an unchanged column page from memory and reads it again after every kind of change", async () => {
    const [todo, doing, done] = columns.map((column) => column.id) as [string, string, string];
    const a = (await tm.create(team.member, moduleId, { title: "A", subtasks: [{ title: "A1" }] })).body;
    const b = (await tm.create(team.member, moduleId, { title: "B", columnId: doing })).body;
    expect((await page(todo)).map((t) => t.title)).toEqual(["A"]);

    await sneak(a.id, "A (sneaked)");
    expect((await page(todo)).map((t) => t.title)).toEqual(["A"]);
    // Another reader of the module gets the same stored page; the gate still decides who reads.
    expect((await tm.list(team.viewer, moduleId, { columnId: todo, map: "false" })).body.data[0]?.title).toBe(
      "A",
    );
    const other = await seedTeam("Other");
    expect((await tm.list(other.owner, moduleId, { columnId: todo, map: "false" })).status).toBe(404);

    // An edit.
    await tm.patch(team.member, moduleId, a.id, { priority: "high" });
    expect(await page(todo)).toMatchObject([{ title: "A (sneaked)", priority: "high" }]);

    // A move into the column, and a subtask done elsewhere changes its parent's card here.
    await tm.move(team.member, moduleId, b.id, todo, 0);
    await sneak(a.id, "A");
    await tm.move(team.member, moduleId, a.subtaskItems[0]!.id, done);
    expect(await page(todo)).toMatchObject([{ title: "B" }, { title: "A", subtasks: { total: 1, done: 1 } }]);

    // A create, and a delete.
    await tm.create(team.member, moduleId, { title: "C" });
    expect((await page(todo)).map((t) => t.title)).toEqual(["B", "A", "C"]);
    await tm.remove(team.member, moduleId, b.id);
    expect((await page(todo)).map((t) => t.title)).toEqual(["A", "C"]);

    // Columns: a reorder changes the cards' status; a delete moves its tasks into another column.
    expect((await page(doing)).map((t) => t.status)).toEqual([]);
    await tm.move(team.member, moduleId, a.id, doing);
    expect((await page(doing)).map((t) => t.status)).toEqual(["work-in-progress"]);
    expect((await tm.patchColumn(team.member, moduleId, boardId, doing, { index: 2 })).status).toBe(200);
    expect((await page(doing)).map((t) => t.status)).toEqual(["done"]);
    await tm.createColumn(team.member, moduleId, boardId, {});
    expect((await page(doing)).map((t) => t.status)).toEqual(["work-in-progress"]);
    const removed = await tm.deleteColumn(team.admin, moduleId, boardId, doing);
    expect(removed.status).toBe(200);
    expect((await page(removed.body.movedTo)).map((t) => t.title)).toContain("A");
  });

  it("answers from memory only when this node has been handed every committed change of the module", async () => {
    // As on a node: a dispatcher hands this process what other nodes commit.
    const dispatcher = await startTestDispatcher();
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      const [todo] = columns.map((column) => column.id) as [string];
      const a = (await tm.create(team.member, moduleId, { title: "A" })).body;
      await dispatcher.drain();
      await handedOver(moduleId);
      expect((await page(todo)).map((t) => t.title)).toEqual(["A"]);
      await sneak(a.id, "A (sneaked)");
      expect((await page(todo)).map((t) => t.title)).toEqual(["A"]);

      // This node's dispatcher is held back: it reads the outbox only below the oldest transaction
      // still open (one is, from before the write), as it is late for a moment after any commit.
      await holder.query("BEGIN");
      await holder.query("SELECT pg_current_xact_id()");
      const generation = taskPageGeneration(moduleId);
      // Another node's write: the change and its event commit; this process is not handed it.
      await getDb().$transaction(async (tx) => {
        await tx.task.update({ where: { id: a.id }, data: { title: "A (other node)" } });
        await writeEvents(tx, [
          {
            type: "task.events",
            tag: "TaskManagement",
            workspaceId: team.workspace.id,
            moduleId,
            actorId: team.member.user.id,
            clientId: null,
            events: [{ type: "activity.added", taskId: a.id }],
          },
        ]);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(taskPageGeneration(moduleId)).toBe(generation);
      // The stored page is not answered while the change is on its way: nor in the board's
      // snapshot of every column (one check of the outbox for all its pages).
      const snapshot = await listColumnTasks(team.member.actor, { moduleId });
      expect(snapshot.columns[0]?.page.data.map((t) => t.title)).toEqual(["A (other node)"]);
      expect((await page(todo)).map((t) => t.title)).toEqual(["A (other node)"]);

      await holder.query("ROLLBACK");
      await dispatcher.drain();
      await handedOver(moduleId);
      expect(taskPageGeneration(moduleId)).toBeGreaterThan(generation);
      expect((await page(todo)).map((t) => t.title)).toEqual(["A (other node)"]);
      // Handed over: the page is kept again.
      await sneak(a.id, "A (sneaked again)");
      expect((await page(todo)).map((t) => t.title)).toEqual(["A (other node)"]);
    } finally {
      await holder.end();
      await dispatcher.stop();
    }
  });

  it("never stores a page read while the module changed, and forgets pages after their time", () => {
    const key = `test\n${moduleId}`;
    const before = taskPageGeneration(moduleId);
    invalidateTaskPages(moduleId);
    storeTaskPage(moduleId, key, before, "stale");
    expect(cachedTaskPage(moduleId, key)).toBeNull();

    const now = Date.now();
    storeTaskPage(moduleId, key, taskPageGeneration(moduleId), "fresh", now);
    expect(cachedTaskPage(moduleId, key, now + 1)).toBe("fresh");
    expect(cachedTaskPage(`${moduleId}x`, key, now + 1)).toBeNull();
    expect(cachedTaskPage(moduleId, key, now + TASK_PAGE_TTL_MS + 1)).toBeNull();

    storeTaskPage(moduleId, key, taskPageGeneration(moduleId), "fresh", now);
    // What every node's dispatcher hands its live subscribers for a committed change.
    deliverLive([
      {
        meta: { id: "e1", createdAt: new Date() },
        event: {
          type: "task.events",
          tag: "TaskManagement",
          workspaceId: team.workspace.id,
          moduleId,
          actorId: team.member.user.id,
          clientId: null,
          events: [{ type: "activity.added", taskId: "0".repeat(24) }],
        },
      },
    ]);
    expect(cachedTaskPage(moduleId, key, now + 1)).toBeNull();
  });
});
