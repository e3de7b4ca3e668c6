// Importing tasks from a CSV file or a Trello board (issue 39): rows become tasks through the same creation as by hand,
// in the column their status names (made when asked), with the priorities, dates, labels and people
// the board knows; a row without a title is skipped, what is not understood is reported; rights and
// another workspace's module as everywhere.
import { POST as importRoute } from "@/app/api/v1/task-management/[moduleId]/import/route";
import { getDb } from "@/lib/server/db";
import type { ImportResult } from "@/modules/task-management/schemas/import";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Acme");
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Roadmap" })).id;
});

const importRows = (caller: Caller, body: unknown, id = moduleId) =>
  call<ImportResult>(importRoute, { token: caller.token, params: { moduleId: id }, body });

const tasksOf = () =>
  getDb().task.findMany({
    where: { board: { projectModuleId: moduleId } },
    orderBy: { number: "asc" },
    select: {
      title: true,
      description: true,
      priority: true,
      dueDate: true,
      labels: true,
      assigneeIds: true,
      column: { select: { name: true } },
    },
  });

describe("importing a CSV file's rows", () => {
  it("makes tasks with their fields, in their columns, and says what it did not use", async () => {
    const info = await tm.info(team.owner, moduleId);
    expect(info.status).toBe(200);
    const first = (
      await getDb().taskColumn.findFirstOrThrow({
        where: { board: { projectModuleId: moduleId } },
        orderBy: { order: "asc" },
      })
    ).name;
    const res = await importRows(team.member, {
      rows: [
        {
          title: " Plan the launch ",
          description: "Line one\nLine <two>",
          column: first.toUpperCase(),
          priority: "Blocker",
          dueDate: "20/Dec/26 10:00 AM",
          assignees: `${team.admin.user.email}, nobody@example.com`,
          labels: "launch; web",
        },
        { title: "Write the post", column: "In review", priority: "soon", dueDate: "whenever" },
        { title: "  ", column: "Done" },
        { title: "Ship it", column: "in review" },
      ],
      createColumns: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 3,
      columnsCreated: ["In review"],
      skipped: [{ row: 2, reason: "validation.taskTitleRequired" }],
      warnings: [
        { row: 0, warning: "tasks.import.warnings.assignee", value: "nobody@example.com" },
        { row: 1, warning: "tasks.import.warnings.priority", value: "soon" },
        { row: 1, warning: "tasks.import.warnings.dueDate", value: "whenever" },
      ],
    });
    const tasks = await tasksOf();
    expect(tasks.map((task) => [task.title, task.column.name, task.priority])).toEqual([
      ["Plan the launch", first, "highest"],
      ["Write the post", "In review", "low"],
      ["Ship it", "In review", "low"],
    ]);
    expect(tasks[0]).toMatchObject({
      description: "<p>Line one</p><p>Line &lt;two&gt;</p>",
      labels: ["launch", "web"],
      assigneeIds: [team.admin.user.id],
    });
    expect(tasks[0]!.dueDate?.toISOString().slice(0, 10)).toBe("2026-12-20");
    // Made as by hand: numbered and with their "created" activity.
    const activity = await getDb().taskActivity.count({
      where: { board: { projectModuleId: moduleId }, actionType: "created" },
    });
    expect(activity).toBe(3);
  });

  it("leaves unknown statuses in the first column when asked not to make columns", async () => {
    const res = await importRows(team.member, {
      rows: [{ title: "Somewhere", column: "Backlog" }],
      createColumns: false,
    });
    expect(res.body).toMatchObject({
      created: 1,
      columnsCreated: [],
      warnings: [{ row: 0, warning: "tasks.import.warnings.column", value: "Backlog" }],
    });
  });

  it("makes a Trello board's lists first, in order, with checklists and people by full name", async () => {
    const admin = await getDb().user.findUniqueOrThrow({ where: { id: team.admin.user.id } });
    const res = await importRows(team.member, {
      columns: ["Backlog", "Doing", "Empty list"],
      rows: [
        {
          title: "Card one",
          column: "Doing",
          assignees: `${admin.name.toUpperCase()}, Someone Else`,
          checkList: [
            { title: "Draft", isCompleted: true },
            { title: "Review", isCompleted: false },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: 1,
      columnsCreated: ["Backlog", "Doing", "Empty list"],
      warnings: [{ row: 0, warning: "tasks.import.warnings.assignee", value: "Someone Else" }],
    });
    const columns = await getDb().taskColumn.findMany({
      where: { board: { projectModuleId: moduleId } },
      orderBy: { order: "asc" },
      select: { name: true },
    });
    expect(columns.slice(-3).map((column) => column.name)).toEqual(["Backlog", "Doing", "Empty list"]);
    const [task] = await getDb().task.findMany({
      where: { board: { projectModuleId: moduleId } },
      select: { checkList: true, assigneeIds: true, column: { select: { name: true } } },
    });
    expect(task).toEqual({
      checkList: [
        { title: "Draft", isCompleted: true },
        { title: "Review", isCompleted: false },
      ],
      assigneeIds: [admin.id],
      column: { name: "Doing" },
    });
    // A name two people share assigns neither; a reader's request makes no columns.
    await getDb().user.update({ where: { id: team.owner.user.id }, data: { name: admin.name } });
    const shared = await importRows(team.member, { rows: [{ title: "Card two", assignees: admin.name }] });
    expect(shared.body).toMatchObject({ warnings: [{ warning: "tasks.import.warnings.assignee" }] });
    expect((await importRows(team.viewer, { columns: ["Nope"], rows: [{ title: "x" }] })).status).toBe(403);
  });

  it("refuses bad input, readers and another workspace's module", async () => {
    expect((await importRows(team.member, { rows: [] })).body).toEqual(
      errorBody(400, "Send at least one row to import."),
    );
    const many = Array.from({ length: 201 }, (_, i) => ({ title: `T${i}` }));
    expect((await importRows(team.member, { rows: many })).body).toEqual(
      errorBody(400, "Send at most 200 rows at a time."),
    );
    expect((await importRows(team.member, { rows: [{ title: 5 }] })).status).toBe(400);
    expect(
      (await importRows(team.member, { rows: [{ title: "x" }], columns: ["a".repeat(101)] })).body,
    ).toEqual(errorBody(400, "Group name must be at most 100 characters long."));
    const lists = Array.from({ length: 101 }, (_, i) => `L${i}`);
    expect((await importRows(team.member, { rows: [{ title: "x" }], columns: lists })).body).toEqual(
      errorBody(400, "Send at most 100 columns."),
    );
    expect((await importRows(team.viewer, { rows: [{ title: "Nope" }] })).status).toBe(403);
    const other = await seedTeam("Elsewhere");
    expect((await importRows(other.owner, { rows: [{ title: "Nope" }] })).status).toBe(404);
    expect(await tasksOf()).toEqual([]);
  });
});
