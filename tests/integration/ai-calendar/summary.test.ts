// AI calendar's grid card, for the viewer: the events of the next seven days and the next three,
// someone else's busy-only event as busy (no title), nothing of another workspace.
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import type { AiCalendarSummary, GridSummaries } from "@/lib/modules/summaries";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import { made, seedCalendar } from "./helpers";

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

it("shows the next events of the week, busy-only ones as busy", async () => {
  const cal = await seedCalendar();
  const card = async (token: string) =>
    (await call<GridSummaries>(summaryRoute, { token, params: { projectId: cal.projectId } })).body[
      cal.moduleId
    ] as AiCalendarSummary;
  expect(await card(cal.team.viewer.token)).toEqual({ tag: "AICalendar", week: 0, next: [] });
  const now = Date.now();
  const base = now - (now % HOUR) + 2 * HOUR;
  await made(cal.moduleId, cal.team.member, {
    title: "Daily check",
    startDate: iso(base),
    endDate: iso(base + HOUR / 2),
    rule: "FREQ=DAILY;COUNT=10",
  });
  await made(cal.moduleId, cal.team.member, {
    title: "Doctor",
    startDate: iso(base + HOUR),
    endDate: iso(base + 2 * HOUR),
    busyOnly: true,
  });
  await made(cal.moduleId, cal.team.member, {
    title: "Past",
    startDate: iso(now - 5 * HOUR),
    endDate: iso(now - 4 * HOUR),
  });
  const seen = await card(cal.team.viewer.token);
  // Seven days of the daily check (the eighth starts just after the week) and the doctor.
  expect(seen.week).toBe(8);
  expect(seen.next.map((item) => [item.title, item.restricted])).toEqual([
    ["Daily check", false],
    ["", true],
    ["Daily check", false],
  ]);
  expect((await card(cal.team.member.token)).next[1]).toMatchObject({ title: "Doctor", restricted: false });
  const other = await seedTeam("Other");
  const foreign = await call<GridSummaries>(summaryRoute, {
    token: other.owner.token,
    params: { projectId: cal.projectId },
  });
  expect(foreign.status).toBe(404);
});
