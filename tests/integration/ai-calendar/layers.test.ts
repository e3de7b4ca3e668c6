// The calendar's layers (GET /api/v1/ai-calendar/{moduleId}/layers): the due dates of the project's
// task boards and the project's other calendars, as the caller may read them; and the range answers
// each node keeps (a write through the API is seen at once, each viewer reads their own answer).
import { GET as layersRoute } from "@/app/api/v1/ai-calendar/[moduleId]/layers/route";
import type { DatedLayer } from "@/lib/modules/dated";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller } from "../workspaces/helpers";
import { listEvents, made, patchEvent, seedCalendar, type Calendar } from "./helpers";

let cal: Calendar;
beforeEach(async () => {
  cal = await seedCalendar();
});

const MARCH = { from: "2027-03-01T00:00:00.000Z", to: "2027-04-05T00:00:00.000Z" };
const layers = (moduleId: string, by: Caller, range: Record<string, string> = MARCH) =>
  call<DatedLayer[]>(layersRoute, {
    token: by.token,
    params: { moduleId },
    url: `http://localhost:3000/api/v1/ai-calendar/${moduleId}/layers?${new URLSearchParams(range)}`,
  });

/** A board in the calendar's project with three tasks due in March (one done) and one in May. */
async function seedBoard(name = "Roadmap") {
  const board = await seedProjectModule(getDb(), cal.projectId, { name });
  const info = await tm.info(cal.team.owner, board.id);
  const columns = (await tm.board(cal.team.owner, board.id)).body.data[0]!.columns;
  const task = async (title: string, dueDate: string, columnId = columns[0]!.id) => {
    const created = await tm.create(cal.team.owner, board.id, { title, dueDate, columnId });
    expect(created.status).toBe(201);
    return created.body;
  };
  const ship = await task("Ship the beta", "2027-03-10");
  const done = await task("Write the notes", "2027-03-02", columns.at(-1)!.id);
  await task("Call the printer", "2027-03-31T15:30:00+02:00");
  await task("Plan the summer", "2027-05-20");
  await task("No date", "2027-03-01").then((t) =>
    tm.patch(cal.team.owner, board.id, t.id, { dueDate: null }),
  );
  return { board, boardId: info.body.boardId, ship, done };
}

describe("the calendar's layers", () => {
  it("lists the project's task due dates and other calendars' events the caller may read", async () => {
    const { board, ship, done } = await seedBoard();
    const other = await seedProjectModule(getDb(), cal.projectId, { tag: "AICalendar", name: "Holidays" });
    const party = await made(other.id, cal.team.member, {
      title: "Spring party",
      startDate: "2027-03-19T17:00:00.000Z",
      endDate: "2027-03-19T20:00:00.000Z",
      color: "#e64980",
      timeZone: "Europe/Madrid",
    });
    // Another project's board and calendar are not this calendar's layers.
    const elsewhere = await seedProject(getDb(), cal.team.workspace.id, { name: "Elsewhere" });
    await seedProjectModule(getDb(), elsewhere.id, { name: "Far board" });

    const answer = await layers(cal.moduleId, cal.team.viewer);
    expect(answer.status).toBe(200);
    expect(answer.body.map((layer) => [layer.tag, layer.name])).toEqual([
      ["AICalendar", "Holidays"],
      ["TaskManagement", "Roadmap"],
    ]);
    const [holidays, roadmap] = answer.body;
    expect(holidays!.items).toEqual([
      {
        id: party.id,
        title: "Spring party",
        startDate: "2027-03-19T17:00:00.000Z",
        endDate: "2027-03-19T20:00:00.000Z",
        allDay: false,
        color: "#e64980",
        done: false,
        href: `/project/${cal.projectId}/ai-calendar/events/${party.id}/edit?moduleId=${other.id}&date=2027-03-19`,
      },
    ]);
    expect(roadmap!.truncated).toBe(false);
    expect(
      roadmap!.items.map((item) => [item.title, item.startDate, item.endDate, item.allDay, item.done]),
    ).toEqual([
      ["Write the notes", "2027-03-02T00:00:00.000Z", "2027-03-03T00:00:00.000Z", true, true],
      ["Ship the beta", "2027-03-10T00:00:00.000Z", "2027-03-11T00:00:00.000Z", true, false],
      ["Call the printer", "2027-03-31T13:30:00.000Z", "2027-03-31T13:30:00.000Z", false, false],
    ]);
    expect(roadmap!.items[1]).toMatchObject({
      id: ship.id,
      color: null,
      href: `/task-management/${board.id}/tasks/${ship.id}/edit`,
    });
    expect(roadmap!.items[0]!.id).toBe(done.id);
    // The other calendar lists this one among its layers.
    expect((await layers(other.id, cal.team.member)).body.map((layer) => layer.name)).toEqual([
      "Team calendar",
      "Roadmap",
    ]);
  });

  it("leaves out modules the caller cannot open and answers 404 for another workspace's calendar", async () => {
    const { board } = await seedBoard();
    await getDb().projectModule.update({ where: { id: board.id }, data: { private: true } });
    expect((await layers(cal.moduleId, cal.team.member)).body).toEqual([]);
    expect((await layers(cal.moduleId, cal.team.owner)).body.map((layer) => layer.name)).toEqual(["Roadmap"]);

    const other = await seedTeam("Other");
    expect((await layers(cal.moduleId, other.owner)).status).toBe(404);
    expect((await layers(board.id, cal.team.owner)).status).toBe(404);
    expect((await layers("nope", cal.team.owner)).status).toBe(400);
  });

  it("refuses a bad range and has no layers for a workspace's own calendar", async () => {
    const bad = await layers(cal.moduleId, cal.team.member, { from: MARCH.to, to: MARCH.from });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("range");
    const long = await layers(cal.moduleId, cal.team.member, {
      from: "2027-01-01T00:00:00.000Z",
      to: "2027-06-01T00:00:00.000Z",
    });
    expect(long.status).toBe(400);
    await seedBoard();
    const own = await seedWorkspaceModule(getDb(), cal.team.workspace.id, "AICalendar");
    expect((await layers(own.id, cal.team.owner)).body).toEqual([]);
  });

  it("shows a repeating task's dates ahead of their occurrences being made, opening the task", async () => {
    const { board, ship } = await seedBoard();
    await tm.patch(cal.team.owner, board.id, ship.id, { repeat: { rule: "FREQ=WEEKLY;COUNT=3" } });
    const roadmap = (await layers(cal.moduleId, cal.team.member)).body[0]!;
    const upcoming = roadmap.items.filter((item) => item.upcoming);
    expect(
      upcoming.map((item) => [item.id, item.title, item.startDate, item.allDay, item.done, item.href]),
    ).toEqual(
      ["2027-03-17", "2027-03-24"].map((day) => [
        `${ship.id}:${day}`,
        "Ship the beta",
        `${day}T00:00:00.000Z`,
        true,
        false,
        `/task-management/${board.id}/tasks/${ship.id}/edit`,
      ]),
    );
    // In date order among the layer's own items.
    const starts = roadmap.items.map((item) => item.startDate);
    expect(starts).toEqual([...starts].sort());
    // Done, the task makes its next occurrence: that one is on the calendar, the dates after it ahead.
    const columns = (await tm.board(cal.team.owner, board.id)).body.data[0]!.columns;
    await tm.move(cal.team.owner, board.id, ship.id, columns.at(-1)!.id);
    const after = (await layers(cal.moduleId, cal.team.member)).body[0]!.items;
    expect(
      after.filter((item) => item.title === "Ship the beta").map((item) => [item.startDate, !!item.upcoming]),
    ).toEqual([
      ["2027-03-10T00:00:00.000Z", false],
      ["2027-03-17T00:00:00.000Z", false],
      ["2027-03-24T00:00:00.000Z", true],
    ]);
  });

  it("reads a due date moved on the board, and a task's layer stops at 500 items", async () => {
    const { board, ship } = await seedBoard();
    await tm.patch(cal.team.owner, board.id, ship.id, { dueDate: "2027-06-01" });
    const roadmap = (await layers(cal.moduleId, cal.team.member)).body[0]!;
    expect(roadmap.items.map((item) => item.title)).not.toContain("Ship the beta");

    const columnId = (await getDb().taskColumn.findFirstOrThrow({ select: { id: true } })).id;
    const boardId = (await getDb().taskBoard.findFirstOrThrow({ where: { projectModuleId: board.id } })).id;
    await getDb().task.createMany({
      data: Array.from({ length: 520 }, (_, n) => ({
        id: `bulk${String(n).padStart(20, "0")}`,
        boardId,
        columnId,
        number: 1_000 + n,
        title: `Bulk ${n}`,
        order: n,
        dueDate: new Date(Date.UTC(2027, 2, 1 + (n % 28))),
      })),
    });
    const full = (await layers(cal.moduleId, cal.team.member)).body[0]!;
    expect(full.items).toHaveLength(500);
    expect(full.truncated).toBe(true);
  });
});

describe("the range answers each node keeps", () => {
  it("answers a change made through the API at once, and each viewer their own busy-only view", async () => {
    const { member, viewer } = cal.team;
    const secret = await made(cal.moduleId, member, {
      title: "Dentist",
      startDate: "2027-03-03T09:00:00.000Z",
      endDate: "2027-03-03T10:00:00.000Z",
      timeZone: "Europe/Madrid",
      busyOnly: true,
    });
    const range = [MARCH.from, MARCH.to] as const;
    expect((await listEvents(cal.moduleId, member, ...range)).body.data[0]!.title).toBe("Dentist");
    expect((await listEvents(cal.moduleId, viewer, ...range)).body.data[0]!.title).toBe("Busy");
    expect((await listEvents(cal.moduleId, member, ...range)).body.data[0]!.title).toBe("Dentist");

    expect((await patchEvent(cal.moduleId, member, secret.id, { title: "Dentist (moved)" })).status).toBe(
      200,
    );
    expect((await listEvents(cal.moduleId, member, ...range)).body.data[0]!.title).toBe("Dentist (moved)");
    expect((await listEvents(cal.moduleId, viewer, ...range)).body.data[0]!.title).toBe("Busy");
  });
});
