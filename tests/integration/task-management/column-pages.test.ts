// GET /task-management/{id}/tasks/columns: the first page of every column in one request (the
// board's and the list's first view), and the same pages the page renders with (getTaskModulePage).
import { GET as columnsRoute } from "@/app/api/v1/task-management/[moduleId]/tasks/columns/route";
import { getDb } from "@/lib/server/db";
import { getTaskModulePage } from "@/modules/task-management/server/get-task-module-info";
import type { TaskColumnPages } from "@/modules/task-management/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let team: Team;
let moduleId: string;
let columns: { id: string; name: string }[];

const pages = (c: Caller, query: Record<string, string> = {}, id = moduleId) =>
  call<TaskColumnPages>(columnsRoute, {
    token: c.token,
    params: { moduleId: id },
    url: `http://localhost:3000/api/v1/task-management/${id}/tasks/columns?${new URLSearchParams(query)}`,
  });

const titles = (answer: TaskColumnPages) =>
  answer.columns.map((column) => [column.columnId, column.page.data.map((task) => task.title)]);

beforeEach(async () => {
  team = await seedTeam();
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Web Platform" })).id;
  columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
});

describe("the columns' first pages", () => {
  it("answers every column in board order with its first page, as the column's own page does", async () => {
    const [todo, doing, done] = columns.map((column) => column.id) as [string, string, string];
    await tm.create(team.member, moduleId, { title: "Plan", subtasks: [{ title: "Plan A" }] });
    await tm.create(team.member, moduleId, { title: "Build", columnId: doing });
    await tm.create(team.member, moduleId, { title: "Ship", columnId: doing });

    const answer = await pages(team.member);
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual([
      [todo, ["Plan"]],
      [doing, ["Build", "Ship"]],
      [done, []],
    ]);
    const own = await tm.list(team.member, moduleId, { columnId: doing, map: "false" });
    expect(answer.body.columns[1]?.page).toEqual({
      data: own.body.data,
      nextCursor: own.body.nextCursor,
      total: own.body.total,
    });
    // Subtasks are their own view.
    expect(titles((await pages(team.member, { kind: "subtask" })).body)[0]).toEqual([todo, ["Plan A"]]);
  });

  it("pages each column and narrows every column alike", async () => {
    const [todo, doing] = columns.map((column) => column.id) as [string, string];
    for (const title of ["One", "Two", "Three"]) await tm.create(team.member, moduleId, { title });
    await tm.create(team.member, moduleId, { title: "Two more", columnId: doing });

    const first = (await pages(team.member, { limit: "2" })).body.columns[0]!;
    expect(first.page.data.map((task) => task.title)).toEqual(["One", "Two"]);
    expect(first.page.total).toBe(3);
    const rest = await tm.list(team.member, moduleId, {
      columnId: todo,
      limit: "2",
      cursor: first.page.nextCursor!,
      map: "false",
    });
    expect(rest.body.data.map((task) => task.title)).toEqual(["Three"]);

    expect(titles((await pages(team.member, { search: "two" })).body).slice(0, 2)).toEqual([
      [todo, ["Two"]],
      [doing, ["Two more"]],
    ]);
    const mine = await pages(team.member, { me: "true" });
    expect(mine.body.columns.every((column) => column.page.total === 0)).toBe(true);
  });

  it("answers 400 for bad input and 404 to other workspaces and to whom cannot see the module", async () => {
    const bad: Record<string, string>[] = [
      { kind: "everything" },
      { limit: "0" },
      { limit: "101" },
      { filters: "[{" },
      { me: "yes" },
      { search: "x".repeat(201) },
    ];
    for (const query of bad) expect((await pages(team.member, query)).status).toBe(400);

    const other = await seedTeam("Other");
    expect((await pages(other.owner)).status).toBe(404);
    const hidden = await seedProject(getDb(), team.workspace.id, { name: "Hidden", private: true });
    const hiddenModule = await seedProjectModule(getDb(), hidden.id, { name: "Secret" });
    expect((await pages(team.member, {}, hiddenModule.id)).status).toBe(404);
    expect((await pages(team.admin, {}, hiddenModule.id)).status).toBe(200);
    expect((await pages(team.member, {}, "nope")).status).toBe(400);
  });

  it("is what the module's page renders with: the unfiltered board's first pages", async () => {
    await tm.create(team.member, moduleId, { title: "Rendered" });
    const page = await getTaskModulePage(team.member.actor, { moduleId });
    expect(page.columnPages).toEqual((await pages(team.member)).body);
    expect(page.columnPages.columns.map((column) => column.columnId)).toEqual(
      page.board.columns.map((column) => column.id),
    );
  });
});
