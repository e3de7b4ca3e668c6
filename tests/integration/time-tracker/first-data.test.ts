// The time tracker page's first data (issue 42): getTimeTrackerPage, what the module's layout renders
// with, answers what the API answers the same user — GET /time-tracker/{id} and, in the user's saved
// time zone, the timer tab's first page of GET …/entry — and is refused like the API.
import { GET as infoRoute } from "@/app/api/v1/time-tracker/[moduleId]/route";
import { GET as listRoute, PATCH as bulkRoute } from "@/app/api/v1/time-tracker/[moduleId]/entry/route";
import { AppError } from "@/lib/server/errors";
import { getDb } from "@/lib/server/db";
import { getTimeTrackerPage } from "@/modules/time-tracker/server/info";
import type { EntryPage, TimeTrackerInfo } from "@/modules/time-tracker/shared/types";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { timesheetWeek } from "@/modules/time-tracker/shared/timesheet";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let projectId: string;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  projectId = (await seedProject(getDb(), team.workspace.id, { name: "Client work" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker", name: "Hours" })).id;
});

const info = (c: Caller, mod = moduleId) =>
  call<TimeTrackerInfo>(infoRoute, { token: c.token, params: { moduleId: mod } });
const list = (c: Caller, query: Record<string, string>, mod = moduleId) =>
  call<EntryPage>(listRoute, {
    token: c.token,
    params: { moduleId: mod },
    url: `http://localhost:3000/api/v1/time-tracker/${mod}/entry?${new URLSearchParams(query)}`,
  });

/** `count` finished half-hour entries of `c`, one every 5 hours back from 2026-03-02 23:00 UTC. */
async function track(c: Caller, count: number) {
  const end = Date.parse("2026-03-02T23:00:00Z");
  const create = Array.from({ length: count }, (_, index) => {
    const start = end - index * 5 * 3600_000 - 1800_000;
    return {
      start: new Date(start).toISOString(),
      end: new Date(start + 1800_000).toISOString(),
      description: `Entry ${index}`,
    };
  });
  const answer = await call(bulkRoute, {
    method: "PATCH",
    token: c.token,
    params: { moduleId },
    body: { create },
  });
  expect(answer.status).toBe(200);
}

const saveZone = (c: Caller, timeZone: string | null) =>
  getDb().user.update({ where: { id: c.user.id }, data: { timeZone } });

const refusal = (page: Promise<unknown>) =>
  page.then(
    () => "read",
    (error: unknown) => (error instanceof AppError ? error.code : "crash"),
  );

describe("the time tracker page's first data", () => {
  it("is, in the saved zone, the API's info and first page of the caller's entries", async () => {
    await saveZone(team.member, "America/New_York");
    await track(team.member, 55);
    await track(team.admin, 2);
    const before = Date.now();

    const page = await getTimeTrackerPage(team.member.actor, moduleId, "en");
    expect(page.info).toEqual((await info(team.member)).body);
    expect(page.savedZone).toBe("America/New_York");
    const api = await list(team.member, { tz: "America/New_York" });
    expect(page.entries).toEqual({ zone: "America/New_York", page: api.body });
    // A full page with the next one's cursor, days counted in the saved zone.
    expect(page.entries?.page.data).toHaveLength(50);
    expect(page.entries?.page.nextCursor).not.toBeNull();
    expect(page.entries?.page.data[0]?.description).toBe("Entry 0");
    expect(page.entries?.page.dayTotals["2026-03-02"]).toBeGreaterThan(0);
    expect(page.renderedAt).toBeGreaterThanOrEqual(before);
  });

  it("reads no entries without a saved zone or one the browser told (the browser's zone counts the days)", async () => {
    await track(team.member, 1);
    const page = await getTimeTrackerPage(team.member.actor, moduleId, "en");
    expect(page.savedZone).toBeNull();
    expect(page.toldZone).toBeNull();
    expect(page.entries).toBeNull();
    expect(page.info).toEqual((await info(team.member)).body);
  });

  it("on Automatic reads in the zone the browser told; a saved zone wins over it", async () => {
    await track(team.member, 3);
    const told = await getTimeTrackerPage(team.member.actor, moduleId, "en", "Asia/Tokyo");
    expect(told.savedZone).toBeNull();
    expect(told.toldZone).toBe("Asia/Tokyo");
    expect(told.entries).toEqual({
      zone: "Asia/Tokyo",
      page: (await list(team.member, { tz: "Asia/Tokyo" })).body,
    });
    // 2026-03-02 23:00 UTC ends the first entry: in Tokyo that is the 3rd.
    expect(Object.keys(told.entries?.page.dayTotals ?? {})).toContain("2026-03-03");

    await saveZone(team.member, "America/New_York");
    const saved = await getTimeTrackerPage(team.member.actor, moduleId, "en", "Asia/Tokyo");
    expect(saved.entries?.zone).toBe("America/New_York");
  });

  it("on the timesheet tab also holds the week the tab reads, as GET …/entry?from=&to= answers it", async () => {
    await saveZone(team.member, "UTC");
    await track(team.member, 2);
    const now = Date.now();
    const recent = [3, 2, 1].map((hours) => ({
      start: new Date(now - hours * 3600_000).toISOString(),
      end: new Date(now - hours * 3600_000 + 1200_000).toISOString(),
      description: `Recent ${hours}`,
    }));
    const made = await call(bulkRoute, {
      method: "PATCH",
      token: team.member.token,
      params: { moduleId },
      body: { create: recent },
    });
    expect(made.status).toBe(200);

    const page = await getTimeTrackerPage(team.member.actor, moduleId, "en", null, "timesheet");
    const week = timesheetWeek(localDay(page.renderedAt, "UTC"), "UTC");
    const query = { tz: "UTC", from: week.from.toISOString(), to: week.to.toISOString(), limit: "200" };
    const api = await list(team.member, query);
    expect(page.timesheet).toEqual({ zone: "UTC", from: query.from, to: query.to, entries: api.body.data });
    // This week's only (the March entries are not), however many of the three fall in it.
    const inWeek = recent.filter((entry) => Date.parse(entry.start) >= week.from.getTime()).length;
    expect(page.timesheet?.entries).toHaveLength(inWeek);
    expect((await getTimeTrackerPage(team.member.actor, moduleId, "en")).timesheet).toBeNull();
  });

  it("is refused like the API: another workspace, a hidden module, another kind", async () => {
    await saveZone(team.member, "UTC");
    const other = await seedTeam("Other Co");
    await saveZone(other.owner, "UTC");
    expect(await refusal(getTimeTrackerPage(other.owner.actor, moduleId, "en"))).toBe("not_found");
    expect((await info(other.owner)).status).toBe(404);

    await getDb().projectModule.update({ where: { id: moduleId }, data: { private: true } });
    expect(await refusal(getTimeTrackerPage(team.member.actor, moduleId, "en"))).toBe("not_found");
    expect((await list(team.member, { tz: "UTC" })).status).toBe(404);
    expect(await refusal(getTimeTrackerPage(team.admin.actor, moduleId, "en"))).toBe("read");

    const tasks = (await seedProjectModule(getDb(), projectId, { tag: "TaskManagement" })).id;
    expect(await refusal(getTimeTrackerPage(team.owner.actor, tasks, "en"))).toBe("not_found");
    expect((await info(team.owner, tasks)).status).toBe(404);
  });
});
