// The meeting room's page through the module gate (server/page.ts, which /project/{projectId}/meeting-room
// and /workspace-modules/{moduleId} render): the viewer's rights, the open tab (home by default; the
// chats and whiteboards read their lists in the browser; anything else opens home), its first meetings read in the zone the
// viewer sees times in, and the bad-URL screen for a bad date or occurrence. Another workspace's module,
// a hidden project's and a module of another kind are not found.
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { findProjectModule, findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { localDay } from "@/lib/time/zoned";
import { KIND_PAGES } from "@/modules/kinds.pages";
import { loadMeetingRoomPage, type MeetingRoomPageData } from "@/modules/meeting-room/server/page";
import type { PageSearchParams } from "@/lib/server/modules/kind-pages";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { made, seedRoom } from "./helpers";

let team: Team;
let projectId: string;
let moduleId: string;
beforeEach(async () => {
  ({ team, projectId, moduleId } = await seedRoom());
});

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.status : 500),
  );

const load = (by: Caller, raw: PageSearchParams = {}, told: string | null = null, id = moduleId) =>
  loadMeetingRoomPage(by.actor, id, raw, "en", told);

async function page(
  by: Caller,
  raw: PageSearchParams = {},
  told: string | null = null,
): Promise<MeetingRoomPageData> {
  const loaded = await load(by, raw, told);
  if (loaded.kind !== "ok") throw new Error(`the page answered ${loaded.kind}`);
  return loaded.data;
}

const MADRID = "Europe/Madrid";
const DAY_MS = 86_400_000;

describe("meeting room page", () => {
  it("shows the module, the viewer's rights and the home tab's meetings from the first response", async () => {
    const start = Date.now() + 2 * DAY_MS;
    const meeting = await made(moduleId, team.member, {
      summary: "Planning",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * 60_000).toISOString(),
      reminders: [60],
      attendees: [{ userId: team.admin.user.id }],
    });

    const mine = await page(team.member);
    expect(mine.info).toMatchObject({
      id: moduleId,
      name: "Rooms",
      project: { id: projectId, name: "Launch" },
    });
    expect(mine.info.access).toMatchObject({ read: true, add: true });
    expect(mine.me).toEqual({ id: team.member.user.id, name: "Mia Member" });
    expect(mine.search).toEqual({ active: "home", date: null, at: null });
    // The member's saved zone: the home tab's two months, read with the page.
    expect(mine.savedZone).toBe(MADRID);
    expect(mine.first).toMatchObject({ zone: MADRID, day: localDay(mine.renderedAt, MADRID), dayList: null });
    expect(mine.first?.home?.data.map((item) => item.id)).toEqual([meeting.id]);

    // A viewer reads it but may not schedule; with no zone known the browser reads the lists.
    const viewer = await page(team.viewer);
    expect(viewer.info.access).toMatchObject({ read: true, add: false });
    expect(viewer.first).toBeNull();
    const told = await page(team.viewer, {}, MADRID);
    expect(told.first?.zone).toBe(MADRID);
    expect(told.first?.home?.data.map((item) => item.id)).toEqual([meeting.id]);
  });

  it("opens the calendar tab on its day (never a past one), and home for tabs not built", async () => {
    const start = Date.now() + 2 * DAY_MS;
    const meeting = await made(moduleId, team.member, {
      summary: "Review",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * 60_000).toISOString(),
      reminders: [15],
      attendees: [{ userId: team.viewer.user.id }],
    });
    const day = localDay(start, MADRID);

    const calendar = await page(team.member, { active: "calendar", date: day });
    expect(calendar.search).toEqual({ active: "calendar", date: day, at: null });
    expect(calendar.first).toMatchObject({ zone: MADRID, day, home: null });
    expect(calendar.first?.dayList?.data).toMatchObject([
      { id: meeting.id, summary: "Review", myResponse: null },
    ]);
    const past = await page(team.member, { active: "calendar", date: "2001-02-03" });
    expect(past.first?.day).toBe(localDay(past.renderedAt, MADRID));
    expect(past.first?.dayList?.data).toEqual([]);

    expect((await page(team.member, { active: "nope" })).search.active).toBe("home");
    for (const active of ["chats", "whiteboards"]) {
      const tab = await page(team.member, { active });
      expect(tab.search.active).toBe(active);
      expect(tab.first).toBeNull();
    }
    // The viewer is invited: their answer comes with the list.
    const invited = await page(team.viewer, { active: "calendar", date: day }, MADRID);
    expect(invited.first?.dayList?.data).toMatchObject([{ id: meeting.id, myResponse: "needsAction" }]);
  });

  it("names an occurrence with ?at=, and shows the bad-URL screen for a bad date or occurrence", async () => {
    expect((await page(team.member, { at: "2027-03-02T08:00:00.000Z" })).search.at).toBe(
      "2027-03-02T08:00:00.000Z",
    );
    for (const raw of [
      { date: "tomorrow" },
      { date: "2027-13-01" },
      { at: "yesterday" },
      { date: ["2027-03-02", "x"] },
    ])
      expect(await load(team.member, raw)).toEqual({ kind: "search" });
  });

  it("opens a workspace's own meeting room too", async () => {
    expect(typeof KIND_PAGES.MeetingRoom?.workspace).toBe("function");
    const own = await seedWorkspaceModule(getDb(), team.workspace.id, "MeetingRoom");
    const loaded = await load(team.member, {}, null, own.id);
    expect(loaded).toMatchObject({ kind: "ok", data: { info: { id: own.id, project: null } } });
  });

  it("is not found from another workspace, on a hidden project or as a module of another kind", async () => {
    const other = await seedTeam("Other meetings");
    expect(await status(load(other.owner))).toBe(404);
    expect(await status(findVisibleModule(other.owner.actor, { moduleId, tag: "MeetingRoom" }))).toBe(404);
    expect(await status(findProjectModule(other.owner.actor, { projectId, tag: "MeetingRoom" }))).toBe(404);
    expect(
      await findProjectModule(team.member.actor, { projectId, tag: "MeetingRoom", moduleId }),
    ).toMatchObject({ id: moduleId, name: "Rooms", tag: "MeetingRoom", project: { id: projectId } });

    const board = await seedProjectModule(getDb(), projectId, { tag: "TaskManagement" });
    expect(await status(load(team.member, {}, null, board.id))).toBe(404);
    expect(await status(load(team.member, {}, null, "nope"))).toBe(400);

    const hidden = await seedProject(getDb(), team.workspace.id, { private: true });
    const secret = await seedProjectModule(getDb(), hidden.id, { tag: "MeetingRoom" });
    expect(await status(load(team.member, {}, null, secret.id))).toBe(404);
    expect(await status(load(team.admin, {}, null, secret.id))).toBe(200);
  });
});
