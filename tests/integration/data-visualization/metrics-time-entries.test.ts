// The time-entries metric source (issue 37) against hand-computed numbers: a public project "Web"
// with a time tracker, a private project "Secret" with one (only owners and admins see it) and a
// tracker of the workspace itself. Mia (member) sees only her own entries where she does not manage
// the tracker; Lee (member, admin of the Web project) sees everyone's in Web; the owner everyone's
// everywhere. Entries (UTC; the dashboard is read at 2026-03-16 00:00):
//   e1  Mia   Web     03-02 09:00–11:00  2h     billable  "Design review"
//   e2  Mia   Web     03-03 23:30–00:30  1h     non-b.    (03-04 in Madrid)
//   e3  Adam  Web     03-05 10:00–13:30  3.5h   billable
//   e4  Olga  Web     03-10 08:00–08:45  0.75h  non-b.
//   e5  Mia   Wsp     03-09 14:00–15:00  1h     billable
//   e6  Adam  Wsp     03-15 22:00–       2h     non-b.    (running: up to the dashboard's now)
//   e7  Olga  Secret  03-06 10:00–12:00  2h     billable
//   e8  Adam  Secret  03-11 10:00–11:00  1h     non-b.
//   e9  Mia   Secret  03-07 10:00–10:30  0.5h   non-b.    (her own, in a tracker she cannot read)
//   e10 Mia   Web     02-20 10:00–11:00  1h     billable
import type { MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { requireMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { seedMembers } from "@/prisma/seed/members";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTimeEntry, seedWorkspaceModule } from "@/prisma/seed/reporting";
import { recordQueries } from "../helpers/query-count";
import { seedTeam, signedIn, type Team } from "../workspaces/helpers";

const NOW = new Date("2026-03-16T00:00:00Z");

let team: Team;
let owner: Membership;
let member: Membership;
let lead: Membership;
let leadId: string;
let web: { id: string; name: string };
let secret: { id: string; name: string };
let webTracker: string;
let secretTracker: string;
let wspTracker: string;
const entries: Record<string, string> = {};

type Request = Partial<MetricRequest<"time-entries">> & Pick<MetricRequest<"time-entries">, "x" | "y">;

const request = (input: Request): MetricRequest<"time-entries"> => ({
  entity: "time-entries",
  bucket: "day",
  zone: "UTC",
  from: null,
  to: null,
  personIds: null,
  projectIds: null,
  moduleIds: null,
  ...input,
});

async function points(who: Membership, input: Request, now = NOW): Promise<MetricPoint[]> {
  const result = await new MetricReader(who, "en", now).points(request(input));
  expect(result.truncated).toBe(false);
  return result.points;
}

const drill = (who: Membership, input: Request, key: string, limit = 50) =>
  new MetricReader(who, "en", NOW).drill(request(input), { key, series: null }, limit);

const pt = (key: string, value: number, label: string | null = null): MetricPoint => ({
  key,
  label,
  series: null,
  seriesLabel: null,
  value,
});

beforeAll(async () => {
  team = await seedTeam("Metrics Time");
  const db = getDb();
  const ws = team.workspace.id;
  web = await seedProject(db, ws, { name: "Web" });
  secret = await seedProject(db, ws, { name: "Secret", private: true });
  webTracker = (await seedProjectModule(db, web.id, { tag: "TimeTracker", name: "Web time" })).id;
  secretTracker = (await seedProjectModule(db, secret.id, { tag: "TimeTracker", name: "Secret time" })).id;
  wspTracker = (await seedWorkspaceModule(db, ws, "TimeTracker")).id;
  const [leadUser] = await seedMembers(db, ws, 1, { passwordHash: "unused" });
  leadId = leadUser!.id;
  await db.user.update({ where: { id: leadId }, data: { name: "Lee Lead" } });
  await db.projectAccess.create({ data: { id: newId(), projectId: web.id, userId: leadId, role: "admin" } });

  const mia = team.member.user.id;
  const adam = team.admin.user.id;
  const olga = team.owner.user.id;
  const entry = async (
    name: string,
    moduleId: string,
    userId: string,
    start: string,
    end: string | null,
    billable: boolean,
  ) => {
    entries[name] = await seedTimeEntry(db, {
      workspaceId: ws,
      moduleId,
      workspaceModule: moduleId === wspTracker,
      userId,
      start,
      end,
      billable,
    });
  };
  await entry("e1", webTracker, mia, "2026-03-02T09:00:00Z", "2026-03-02T11:00:00Z", true);
  await entry("e2", webTracker, mia, "2026-03-03T23:30:00Z", "2026-03-04T00:30:00Z", false);
  await entry("e3", webTracker, adam, "2026-03-05T10:00:00Z", "2026-03-05T13:30:00Z", true);
  await entry("e4", webTracker, olga, "2026-03-10T08:00:00Z", "2026-03-10T08:45:00Z", false);
  await entry("e5", wspTracker, mia, "2026-03-09T14:00:00Z", "2026-03-09T15:00:00Z", true);
  await entry("e6", wspTracker, adam, "2026-03-15T22:00:00Z", null, false);
  await entry("e7", secretTracker, olga, "2026-03-06T10:00:00Z", "2026-03-06T12:00:00Z", true);
  await entry("e8", secretTracker, adam, "2026-03-11T10:00:00Z", "2026-03-11T11:00:00Z", false);
  await entry("e9", secretTracker, mia, "2026-03-07T10:00:00Z", "2026-03-07T10:30:00Z", false);
  await entry("e10", webTracker, mia, "2026-02-20T10:00:00Z", "2026-02-20T11:00:00Z", true);
  await db.timeEntry.update({ where: { id: entries.e1 }, data: { description: "Design review" } });

  owner = await requireMembership(team.owner.actor, ws);
  member = await requireMembership(team.member.actor, ws);
  lead = await requireMembership((await signedIn(leadUser!, ws)).actor, ws);
});

describe("time-entries: every X option × Y option", () => {
  it("assignee: the entry's person, by hours and by count", async () => {
    expect(await points(owner, { x: "assignee", y: "hours" })).toEqual([
      pt(team.admin.user.id, 6.5, "Adam Admin"),
      pt(team.member.user.id, 5.5, "Mia Member"),
      pt(team.owner.user.id, 2.75, "Olivia Owner"),
    ]);
    expect(await points(owner, { x: "assignee", y: "entry-count" })).toEqual([
      pt(team.member.user.id, 5, "Mia Member"),
      pt(team.admin.user.id, 3, "Adam Admin"),
      pt(team.owner.user.id, 2, "Olivia Owner"),
    ]);
  });

  it("project: the tracker's project, the workspace's own trackers under 'workspace'", async () => {
    expect(await points(owner, { x: "project", y: "hours" })).toEqual([
      pt(web.id, 8.25, "Web"),
      pt(secret.id, 3.5, "Secret"),
      pt("workspace", 3),
    ]);
    expect(await points(owner, { x: "project", y: "entry-count" })).toEqual([
      pt(web.id, 5, "Web"),
      pt(secret.id, 3, "Secret"),
      pt("workspace", 2),
    ]);
  });

  it("billable: billable first, then non-billable", async () => {
    expect(await points(owner, { x: "billable", y: "hours" })).toEqual([
      pt("billable", 9.5),
      pt("non-billable", 5.25),
    ]);
    expect(await points(owner, { x: "billable", y: "entry-count" })).toEqual([
      pt("billable", 5),
      pt("non-billable", 5),
    ]);
  });

  it("date: the start's day, week and month, ascending", async () => {
    const march = { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-03-16T00:00:00Z") };
    expect(await points(owner, { x: "date", y: "hours", ...march })).toEqual([
      pt("2026-03-02", 2),
      pt("2026-03-03", 1),
      pt("2026-03-05", 3.5),
      pt("2026-03-06", 2),
      pt("2026-03-07", 0.5),
      pt("2026-03-09", 1),
      pt("2026-03-10", 0.75),
      pt("2026-03-11", 1),
      pt("2026-03-15", 2),
    ]);
    expect(await points(owner, { x: "date", y: "entry-count", bucket: "week" })).toEqual([
      pt("2026-02-16", 1),
      pt("2026-03-02", 5),
      pt("2026-03-09", 4),
    ]);
    expect(await points(owner, { x: "date", y: "hours", bucket: "week" })).toEqual([
      pt("2026-02-16", 1),
      pt("2026-03-02", 9),
      pt("2026-03-09", 4.75),
    ]);
    expect(await points(owner, { x: "date", y: "hours", bucket: "month" })).toEqual([
      pt("2026-02-01", 1),
      pt("2026-03-01", 13.75),
    ]);
  });

  it("date in another zone: e2 starts on 03-04 in Madrid", async () => {
    const madrid = await points(member, { x: "date", y: "hours", zone: "Europe/Madrid" });
    expect(madrid).toEqual([
      pt("2026-02-20", 1),
      pt("2026-03-02", 2),
      pt("2026-03-04", 1),
      pt("2026-03-09", 1),
    ]);
    expect(await points(member, { x: "date", y: "hours" })).toEqual([
      pt("2026-02-20", 1),
      pt("2026-03-02", 2),
      pt("2026-03-03", 1),
      pt("2026-03-09", 1),
    ]);
  });

  it("a running entry counts up to the instant the dashboard is read at", async () => {
    const later = new Date("2026-03-16T01:30:00Z");
    expect(
      await points(owner, { x: "assignee", y: "hours", personIds: [team.admin.user.id] }, later),
    ).toEqual([pt(team.admin.user.id, 8, "Adam Admin")]);
  });
});

describe("time-entries: filters", () => {
  it("the period bounds the start: from included, to excluded", async () => {
    const period = { from: new Date("2026-03-02T09:00:00Z"), to: new Date("2026-03-10T08:00:00Z") };
    expect(await points(owner, { x: "billable", y: "hours", ...period })).toEqual([
      pt("billable", 8.5),
      pt("non-billable", 1.5),
    ]);
    // Equal values are ordered by key (the people's ids).
    const ties = [pt(team.admin.user.id, 1, "Adam Admin"), pt(team.owner.user.id, 1, "Olivia Owner")].sort(
      (a, b) => (a.key < b.key ? -1 : 1),
    );
    expect(await points(owner, { x: "assignee", y: "entry-count", ...period })).toEqual([
      pt(team.member.user.id, 4, "Mia Member"),
      ...ties,
    ]);
  });

  it("people keep the entries of those people", async () => {
    const personIds = [team.member.user.id, team.owner.user.id];
    expect(await points(owner, { x: "project", y: "hours", personIds })).toEqual([
      pt(web.id, 4.75, "Web"),
      pt(secret.id, 2.5, "Secret"),
      pt("workspace", 1),
    ]);
    expect(await points(owner, { x: "assignee", y: "hours", personIds: [leadId] })).toEqual([]);
  });

  it("projects and modules narrow the trackers", async () => {
    expect(await points(owner, { x: "project", y: "hours", projectIds: [web.id] })).toEqual([
      pt(web.id, 8.25, "Web"),
    ]);
    expect(await points(owner, { x: "project", y: "hours", moduleIds: [wspTracker, secretTracker] })).toEqual(
      [pt(secret.id, 3.5, "Secret"), pt("workspace", 3)],
    );
    expect(await points(member, { x: "project", y: "hours", projectIds: [secret.id] })).toEqual([]);
  });
});

describe("time-entries: rights", () => {
  it("a member counts only their own entries, and none of a tracker they cannot read", async () => {
    expect(await points(member, { x: "assignee", y: "hours" })).toEqual([
      pt(team.member.user.id, 5, "Mia Member"),
    ]);
    expect(await points(member, { x: "project", y: "entry-count" })).toEqual([
      pt(web.id, 3, "Web"),
      pt("workspace", 1),
    ]);
    expect(await points(member, { x: "billable", y: "hours" })).toEqual([
      pt("billable", 4),
      pt("non-billable", 1),
    ]);
  });

  it("a project admin counts everyone's entries of that project's tracker, and their own elsewhere", async () => {
    expect(await points(lead, { x: "assignee", y: "hours" })).toEqual([
      pt(team.member.user.id, 4, "Mia Member"),
      pt(team.admin.user.id, 3.5, "Adam Admin"),
      pt(team.owner.user.id, 0.75, "Olivia Owner"),
    ]);
    expect(await points(lead, { x: "project", y: "entry-count" })).toEqual([pt(web.id, 5, "Web")]);
  });
});

describe("time-entries: drill", () => {
  it("the entries behind a person, newest first, at most the limit", async () => {
    const rows = await drill(owner, { x: "assignee", y: "hours" }, team.member.user.id, 3);
    expect(rows).toEqual([
      {
        id: entries.e5,
        title: "Time tracking",
        subtitle: "Mia Member",
        href: `/time-tracker/${wspTracker}?active=reports`,
        at: "2026-03-09T14:00:00.000Z",
      },
      {
        id: entries.e9,
        title: "Secret time",
        subtitle: "Mia Member",
        href: `/time-tracker/${secretTracker}?active=reports`,
        at: "2026-03-07T10:00:00.000Z",
      },
      {
        id: entries.e2,
        title: "Web time",
        subtitle: "Mia Member",
        href: `/time-tracker/${webTracker}?active=reports`,
        at: "2026-03-03T23:30:00.000Z",
      },
    ]);
  });

  it("the viewer's own entries open the timer; the filters and rights apply", async () => {
    const own = await drill(
      member,
      { x: "billable", y: "hours", from: new Date("2026-03-01T00:00:00Z") },
      "billable",
    );
    expect(own).toEqual([
      {
        id: entries.e5,
        title: "Time tracking",
        subtitle: "Mia Member",
        href: `/time-tracker/${wspTracker}`,
        at: "2026-03-09T14:00:00.000Z",
      },
      {
        id: entries.e1,
        title: "Design review",
        subtitle: "Mia Member",
        href: `/time-tracker/${webTracker}`,
        at: "2026-03-02T09:00:00.000Z",
      },
    ]);
    const others = await drill(member, { x: "assignee", y: "hours" }, team.admin.user.id);
    expect(others).toEqual([]);
  });

  it("a project, a date bucket in a zone", async () => {
    const workspace = await drill(owner, { x: "project", y: "entry-count" }, "workspace");
    expect(workspace.map((row) => row.id)).toEqual([entries.e6, entries.e5]);
    const day = await drill(owner, { x: "date", y: "hours", zone: "Europe/Madrid" }, "2026-03-04");
    expect(day.map((row) => row.id)).toEqual([entries.e2]);
    const week = await drill(lead, { x: "date", y: "hours", bucket: "week" }, "2026-03-09");
    expect(week.map((row) => row.id)).toEqual([entries.e4]);
  });
});

describe("time-entries: cost", () => {
  it("one statement for the readable trackers, one for the points, one for a drill", async () => {
    const reader = new MetricReader(owner, "en", NOW);
    const first = await recordQueries(() =>
      reader.points(request({ x: "date", y: "hours", bucket: "week" })),
    );
    expect(first.queries).toHaveLength(2);
    const next = await recordQueries(() =>
      reader.drill(request({ x: "assignee", y: "hours" }), { key: leadId, series: null }, 10),
    );
    expect(next.queries).toHaveLength(1);
  });
});
