// Saved custom reports (issue 14): create, list, read, change and delete through the REST API;
// roles (viewers and guests read but never create), shared and private reports, another
// workspace's ids (404), bad input, and the figures of a saved report (its widgets only, limited to
// what each viewer may see).
import { GET as dataRoute } from "@/app/api/v1/reports/[reportId]/data/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/reports/[reportId]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/reports/route";
import { englishText } from "@/lib/i18n/messages";
import { REPORT_WIDGETS, type ReportData, type ReportSummary } from "@/lib/reporting/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedBoard, seedReport, seedTaskHistory, seedTimeEntry } from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { errorBody, newUser, seedTeam, signedIn, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let web: { id: string; name: string };
let secret: { id: string; name: string };

const api = {
  list: (c: Caller) => call<{ data: ReportSummary[] }>(listRoute, { token: c.token }),
  create: (c: Caller, body: unknown) => call<ReportSummary>(createRoute, { token: c.token, body }),
  get: (c: Caller, reportId: string) =>
    call<ReportSummary>(getRoute, { token: c.token, params: { reportId } }),
  patch: (c: Caller, reportId: string, body: unknown) =>
    call<ReportSummary>(patchRoute, { method: "PATCH", token: c.token, params: { reportId }, body }),
  remove: (c: Caller, reportId: string) =>
    call<{ deleted: true }>(deleteRoute, { method: "DELETE", token: c.token, params: { reportId } }),
  data: (c: Caller, reportId: string, query: Record<string, string> = {}) =>
    call<ReportData>(dataRoute, {
      token: c.token,
      params: { reportId },
      url: `http://localhost:3000/api/v1/reports/${reportId}/data?${new URLSearchParams(query)}`,
    }),
};

const PERIOD = { from: "2026-03-02", to: "2026-03-15" };
const person = (caller: Caller) => ({ id: caller.user.id, name: caller.user.name, image: null });

beforeAll(async () => {
  team = await seedTeam("Saved Reports");
  const db = getDb();
  web = await seedProject(db, team.workspace.id, { name: "Web" });
  secret = await seedProject(db, team.workspace.id, { name: "Secret", private: true });
  for (const [project, assignee] of [
    [web, team.member],
    [secret, team.admin],
  ] as const) {
    const tasks = await seedProjectModule(db, project.id, { tag: "TaskManagement" });
    const board = await seedBoard(db, { workspaceId: team.workspace.id, projectModuleId: tasks.id });
    const [todo, doing, done] = board.columns.map((column) => column.id) as [string, string, string];
    await seedTaskHistory(db, board, {
      createdAt: "2026-03-02T08:00:00Z",
      createdById: assignee.user.id,
      columnId: todo,
      assigneeIds: [assignee.user.id],
      moves: [
        { at: "2026-03-03T08:00:00Z", to: doing },
        { at: "2026-03-05T08:00:00Z", to: done },
      ],
    });
    const hours = await seedProjectModule(db, project.id, { tag: "TimeTracker" });
    await seedTimeEntry(db, {
      workspaceId: team.workspace.id,
      moduleId: hours.id,
      userId: assignee.user.id,
      start: "2026-03-04T09:00:00Z",
      end: "2026-03-04T10:00:00Z",
      billable: true,
    });
  }
});

describe("saved reports", () => {
  it("are created by members with defaults, and read back", async () => {
    const created = await api.create(team.member, {
      title: "  Sprint 12  ",
      memberIds: [team.member.user.id, team.admin.user.id],
      projectIds: [web.id],
      period: PERIOD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: "Sprint 12",
      owner: person(team.member),
      members: [person(team.member), person(team.admin)],
      projects: [web],
      period: PERIOD,
      widgets: [...REPORT_WIDGETS],
      shared: false,
      updatedAt: expect.any(String),
      rights: { edit: true, delete: true },
    });
    expect((await api.get(team.member, created.body.id)).body).toEqual(created.body);
    expect((await api.list(team.member)).body.data.map((report) => report.id)).toContain(created.body.id);
  });

  it("keep private ones to their owner and show shared ones to every member but guests", async () => {
    const own = (await api.create(team.member, { title: "Mine", period: PERIOD, widgets: ["throughput"] }))
      .body;
    const shared = (
      await api.create(team.member, { title: "Ours", period: PERIOD, widgets: ["throughput"], shared: true })
    ).body;
    // Another member (the admin) sees the shared one, not the private one.
    const adminIds = (await api.list(team.admin)).body.data.map((report) => report.id);
    expect(adminIds).toContain(shared.id);
    expect(adminIds).not.toContain(own.id);
    expect((await api.get(team.admin, own.id)).status).toBe(404);
    expect((await api.data(team.admin, own.id)).status).toBe(404);
    // Viewers read shared reports but change nothing; guests do not see them.
    expect((await api.get(team.viewer, shared.id)).body.rights).toEqual({ edit: false, delete: false });
    expect((await api.data(team.viewer, shared.id)).status).toBe(200);
    expect((await api.patch(team.viewer, shared.id, { title: "Theirs" })).status).toBe(403);
    expect((await api.remove(team.viewer, shared.id)).status).toBe(403);
    expect((await api.list(team.guest)).body.data).toEqual([]);
    expect((await api.get(team.guest, shared.id)).status).toBe(404);
    // Only the owner edits; an admin may delete a shared report (not edit it).
    expect((await api.get(team.admin, shared.id)).body.rights).toEqual({ edit: false, delete: true });
    expect((await api.patch(team.admin, shared.id, { title: "Theirs" })).status).toBe(403);
    const renamed = await api.patch(team.member, shared.id, { title: "Ours, renamed", shared: false });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Ours, renamed", shared: false, widgets: ["throughput"] });
    expect((await api.get(team.admin, shared.id)).status).toBe(404);
    await api.patch(team.member, shared.id, { shared: true });
    expect((await api.remove(team.admin, shared.id)).body).toEqual({ deleted: true });
    expect((await api.get(team.member, shared.id)).status).toBe(404);
    expect((await api.remove(team.member, own.id)).status).toBe(200);
  });

  it("cannot be created by viewers or guests", async () => {
    for (const caller of [team.viewer, team.guest]) {
      const { status, body } = await api.create(caller, { title: "Nope", period: PERIOD });
      expect(status).toBe(403);
      expect(body).toEqual(errorBody(403, englishText("errors.forbidden")));
    }
    // They still read the built-in reports.
    expect((await api.data(team.viewer, "my-organization", PERIOD)).status).toBe(200);
    expect((await api.data(team.guest, "my-impact", PERIOD)).status).toBe(200);
  });

  it("answer 404 for another workspace's report", async () => {
    const stranger = await signedIn(await newUser("Sam Stranger"));
    const other = await seedTeam("Elsewhere");
    const theirs = await seedReport(getDb(), {
      workspaceId: other.workspace.id,
      ownerId: other.owner.user.id,
      from: PERIOD.from,
      to: PERIOD.to,
      shared: true,
    });
    for (const caller of [team.owner, team.member]) {
      expect((await api.get(caller, theirs.id)).body).toEqual(
        errorBody(404, englishText("errors.reportNotFound")),
      );
      expect((await api.patch(caller, theirs.id, { title: "Mine now" })).status).toBe(404);
      expect((await api.remove(caller, theirs.id)).status).toBe(404);
      expect((await api.data(caller, theirs.id)).status).toBe(404);
    }
    expect((await api.list(stranger)).status).toBe(404);
    expect(await getDb().report.count({ where: { id: theirs.id, title: "Report" } })).toBe(1);
  });

  it("refuse bad input with the spec's messages", async () => {
    const bad = async (body: unknown) => (await api.create(team.member, body)).body;
    expect(await bad({ title: "   ", period: PERIOD })).toEqual(
      errorBody(400, englishText("validation.itemTitleRequired")),
    );
    expect(await bad({ period: PERIOD })).toEqual(
      errorBody(400, englishText("validation.itemTitleRequired")),
    );
    expect(await bad({ title: "x".repeat(201), period: PERIOD })).toEqual(
      errorBody(400, englishText("validation.reportTitleTooLong")),
    );
    expect(await bad({ title: "Q1", period: { from: "2026-03-15", to: "2026-03-01" } })).toEqual(
      errorBody(400, englishText("validation.invalidRange")),
    );
    expect(await bad({ title: "Q1", period: { from: "2025-01-01", to: "2026-03-01" } })).toEqual(
      errorBody(400, englishText("validation.reportRangeTooLong")),
    );
    expect(await bad({ title: "Q1", period: { from: "2026-13-01", to: "2026-03-01" } })).toEqual(
      errorBody(400, englishText("validation.reportDateInvalid")),
    );
    expect(await bad({ title: "Q1", period: PERIOD, widgets: [] })).toEqual(
      errorBody(400, englishText("validation.reportWidgetsRequired")),
    );
    expect(await bad({ title: "Q1", period: PERIOD, widgets: ["pie"] })).toEqual(
      errorBody(400, englishText("validation.reportWidgetInvalid")),
    );
    expect(await bad({ title: "Q1", period: PERIOD, shared: "yes" })).toEqual(
      errorBody(400, englishText("validation.reportSharedInvalid")),
    );
    // Members must be members of the workspace; projects visible to the one who saves.
    const outsider = await newUser("Olga Outsider");
    expect(await bad({ title: "Q1", period: PERIOD, memberIds: [outsider.id] })).toEqual(
      errorBody(400, englishText("validation.reportMembersInvalid")),
    );
    expect(await bad({ title: "Q1", period: PERIOD, projectIds: [secret.id] })).toEqual(
      errorBody(400, englishText("validation.reportProjectsInvalid")),
    );
    const mine = (await api.create(team.member, { title: "Q1", period: PERIOD })).body;
    expect((await api.patch(team.member, mine.id, {})).body).toEqual(
      errorBody(400, englishText("validation.nothingToUpdate")),
    );
    expect((await api.patch(team.member, mine.id, { projectIds: [secret.id] })).body).toEqual(
      errorBody(400, englishText("validation.reportProjectsInvalid")),
    );
    expect((await api.get(team.member, "not-an-id")).body).toEqual(
      errorBody(400, englishText("validation.invalidId")),
    );
  });
});

describe("a saved report's figures", () => {
  it("computes only its widgets, for its members, projects and period", async () => {
    const report = (
      await api.create(team.admin, {
        title: "Secret work",
        projectIds: [secret.id],
        period: PERIOD,
        widgets: ["throughput", "time-per-project"],
        shared: true,
      })
    ).body;
    const forAdmin = await api.data(team.admin, report.id, { zone: "UTC" });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body).toEqual({
      scope: { period: PERIOD, memberIds: [], projectIds: [secret.id] },
      zone: "UTC",
      widgets: ["throughput", "time-per-project"],
      throughput: [
        { week: "2026-W10", start: "2026-03-02", count: 1 },
        { week: "2026-W11", start: "2026-03-09", count: 0 },
      ],
      timePerProject: [{ project: secret, billableMs: 3_600_000, nonBillableMs: 0 }],
    });
    // Shared with a member who cannot see the private project: its name and figures stay hidden.
    expect((await api.get(team.member, report.id)).body.projects).toEqual([]);
    const forMember = await api.data(team.member, report.id, { zone: "UTC" });
    expect(forMember.body.throughput?.map((week) => week.count)).toEqual([0, 0]);
    expect(forMember.body.timePerProject).toEqual([]);
    // The query may read it for other days.
    const later = await api.data(team.admin, report.id, {
      zone: "UTC",
      from: "2026-03-09",
      to: "2026-03-15",
    });
    expect(later.body.scope.period).toEqual({ from: "2026-03-09", to: "2026-03-15" });
    expect(later.body.throughput).toEqual([{ week: "2026-W11", start: "2026-03-09", count: 0 }]);
  });

  it("makes My impact's widgets about its members", async () => {
    const report = (
      await api.create(team.owner, {
        title: "Mia",
        memberIds: [team.member.user.id],
        period: PERIOD,
        widgets: ["completed", "on-time", "time-tracked", "activity"],
      })
    ).body;
    const { body } = await api.data(team.owner, report.id, { zone: "UTC" });
    expect(body.completed?.map((week) => week.count)).toEqual([1, 0]);
    expect(body.onTime).toEqual({ onTime: 0, late: 0, rate: null, noDueDate: 1 });
    expect(body.timeTracked?.billableMs).toBe(3_600_000);
    expect(body.activity).toMatchObject({ created: 1, moved: 2, total: 3 });
  });
});
