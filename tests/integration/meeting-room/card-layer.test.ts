// Meeting room beyond its page: its grid card (the week's meetings and the next one, for anyone who
// may open it) and its meetings as a layer of the project's AI calendar, opening their details.
import { GET as layersRoute } from "@/app/api/v1/ai-calendar/[moduleId]/layers/route";
import { GET as summaryRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/summary/route";
import type { DatedLayer } from "@/lib/modules/dated";
import type { GridSummaries, MeetingRoomSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import { made, seedRoom } from "./helpers";

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

it("shows the week's meetings and the next one on the grid card", async () => {
  const room = await seedRoom();
  const card = async (token: string) =>
    (await call<GridSummaries>(summaryRoute, { token, params: { projectId: room.projectId } })).body[
      room.moduleId
    ] as MeetingRoomSummary;
  expect(await card(room.team.viewer.token)).toEqual({ tag: "MeetingRoom", week: 0, next: null });
  const now = Date.now();
  const base = now - (now % HOUR) + 2 * HOUR;
  const daily = await made(room.moduleId, room.team.member, {
    summary: "Daily check",
    startTime: iso(base),
    endTime: iso(base + HOUR / 2),
    rule: "FREQ=DAILY;COUNT=10",
    reminders: [15],
    attendees: [{ userId: room.team.admin.user.id }],
  });
  await made(room.moduleId, room.team.member, {
    summary: "Later",
    startTime: iso(base + HOUR),
    endTime: iso(base + 2 * HOUR),
    reminders: [15],
    attendees: [{ userId: room.team.admin.user.id }],
  });
  const seen = await card(room.team.viewer.token);
  expect(seen.week).toBe(8);
  expect(seen.next).toEqual({
    id: daily.id,
    title: "Daily check",
    startDate: iso(base),
    endDate: iso(base + HOUR / 2),
    href: `/project/${room.projectId}/meeting-room/${daily.id}?moduleId=${room.moduleId}&at=${encodeURIComponent(iso(base))}`,
    live: false,
    joinHref: expect.stringMatching(/^\/meet\/[\w-]{54}$/),
  });
  // Another workspace sees nothing of the project.
  const other = await seedTeam("Other");
  const theirs = await call<GridSummaries>(summaryRoute, {
    token: other.owner.token,
    params: { projectId: room.projectId },
  });
  expect(theirs.status).toBe(404);
});

it("puts the project's meetings on its AI calendar as a layer", async () => {
  const room = await seedRoom();
  const calendar = (
    await seedProjectModule(getDb(), room.projectId, { tag: "AICalendar", name: "Team calendar" })
  ).id;
  const meeting = await made(room.moduleId, room.team.member, {
    summary: "Retro",
    startTime: "2027-03-05T15:00:00.000Z",
    endTime: "2027-03-05T15:45:00.000Z",
    rule: "FREQ=WEEKLY;COUNT=2",
    reminders: [60],
    attendees: [{ email: "guest@example.org" }],
  });
  const res = await call<DatedLayer[]>(layersRoute, {
    token: room.team.viewer.token,
    params: { moduleId: calendar },
    url: `http://localhost:3000/api/v1/ai-calendar/${calendar}/layers?${new URLSearchParams({
      from: "2027-03-01T00:00:00.000Z",
      to: "2027-04-01T00:00:00.000Z",
    })}`,
  });
  expect(res.status).toBe(200);
  const layer = res.body.find((item) => item.moduleId === room.moduleId);
  expect(layer).toMatchObject({ tag: "MeetingRoom", name: "Rooms", truncated: false });
  expect(layer!.items.map((item) => [item.title, item.startDate, item.endDate])).toEqual([
    ["Retro", "2027-03-05T15:00:00.000Z", "2027-03-05T15:45:00.000Z"],
    ["Retro", "2027-03-12T15:00:00.000Z", "2027-03-12T15:45:00.000Z"],
  ]);
  expect(layer!.items[0]!.href).toBe(
    `/project/${room.projectId}/meeting-room/${meeting.id}?moduleId=${room.moduleId}&at=${encodeURIComponent("2027-03-05T15:00:00.000Z")}`,
  );
});
