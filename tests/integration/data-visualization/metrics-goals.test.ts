// The goals metric source (issue 37) against hand-computed numbers. Goals of one workspace (periods
// are calendar days, both included; progress is stored 0–1):
//   G1 Mia    on-track   03-01..03-31  50%     G4 nobody  on-track  04-01..04-30  no data
//   G2 Adam   at-risk    01-01..02-28  25%     G5 Olivia  archived  2025-10-01..12-31  100%
//   G3 Adam   off-track  no period     90%     G6 Mia     on-track  no period  12.34%
// G3 follows the private project "Secret": Mia (member) does not see it; the owner sees them all.
// G7, the owner's, lives in another workspace and never counts here.
import type { MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { requireMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { seedProject } from "@/prisma/seed/projects";
import { seedWorkspace } from "@/prisma/seed/users";
import { recordQueries } from "../helpers/query-count";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let owner: Membership;
let member: Membership;
const goals: Record<string, string> = {};

type Request = Partial<MetricRequest<"goals">> & Pick<MetricRequest<"goals">, "x" | "y">;

const request = (input: Request): MetricRequest<"goals"> => ({
  entity: "goals",
  bucket: "day",
  zone: "UTC",
  from: null,
  to: null,
  personIds: null,
  projectIds: null,
  moduleIds: null,
  ...input,
});

async function points(who: Membership, input: Request): Promise<MetricPoint[]> {
  const result = await new MetricReader(who, "en").points(request(input));
  expect(result.truncated).toBe(false);
  return result.points;
}

const drill = (who: Membership, input: Request, key: string, limit = 50) =>
  new MetricReader(who, "en").drill(request(input), { key, series: null }, limit);

const pt = (key: string, value: number, label: string | null = null): MetricPoint => ({
  key,
  label,
  series: null,
  seriesLabel: null,
  value,
});

/** Equal values are ordered by key. */
const byKey = (a: MetricPoint, b: MetricPoint) => (a.key < b.key ? -1 : 1);

beforeAll(async () => {
  team = await seedTeam("Metrics Goals");
  const db = getDb();
  const ws = team.workspace.id;
  const secret = await seedProject(db, ws, { name: "Secret", private: true });
  const other = await seedWorkspace(db, team.owner.user.id, { name: "Elsewhere" });
  const goal = async (
    name: string,
    fields: {
      ownerId: string | null;
      status: string;
      period: [string, string] | null;
      progress: number | null;
      workspaceId?: string;
    },
  ) => {
    const id = newId();
    const created = new Date(Date.UTC(2026, 0, Number(name.slice(1))));
    await db.goal.create({
      data: {
        id,
        workspaceId: fields.workspaceId ?? ws,
        title: `Goal ${name}`,
        ownerId: fields.ownerId,
        status: fields.status,
        periodStart: fields.period ? new Date(`${fields.period[0]}T00:00:00Z`) : null,
        periodEnd: fields.period ? new Date(`${fields.period[1]}T00:00:00Z`) : null,
        progress: fields.progress,
        createdAt: created,
      },
    });
    goals[name] = id;
    return id;
  };
  const mia = team.member.user.id;
  const adam = team.admin.user.id;
  const olivia = team.owner.user.id;
  await goal("G1", { ownerId: mia, status: "on-track", period: ["2026-03-01", "2026-03-31"], progress: 0.5 });
  await goal("G2", {
    ownerId: adam,
    status: "at-risk",
    period: ["2026-01-01", "2026-02-28"],
    progress: 0.25,
  });
  const g3 = await goal("G3", { ownerId: adam, status: "off-track", period: null, progress: 0.9 });
  await db.goalProject.create({ data: { goalId: g3, projectId: secret.id } });
  await goal("G4", {
    ownerId: null,
    status: "on-track",
    period: ["2026-04-01", "2026-04-30"],
    progress: null,
  });
  await goal("G5", {
    ownerId: olivia,
    status: "archived",
    period: ["2025-10-01", "2025-12-31"],
    progress: 1,
  });
  await goal("G6", { ownerId: mia, status: "on-track", period: null, progress: 0.1234 });
  await goal("G7", {
    ownerId: olivia,
    status: "dropped",
    period: null,
    progress: 0.3,
    workspaceId: other.id,
  });

  owner = await requireMembership(team.owner.actor, ws);
  member = await requireMembership(team.member.actor, ws);
});

describe("goals: every X option × Y option", () => {
  it("goal-status: statuses in their order, counted and by average progress", async () => {
    expect(await points(owner, { x: "goal-status", y: "goal-count" })).toEqual([
      pt("on-track", 3),
      pt("at-risk", 1),
      pt("off-track", 1),
      pt("archived", 1),
    ]);
    // on-track: G1 50% and G6 12.34% (G4 has no progress): 31.17 → 31.2.
    expect(await points(owner, { x: "goal-status", y: "progress" })).toEqual([
      pt("on-track", 31.2),
      pt("at-risk", 25),
      pt("off-track", 90),
      pt("archived", 100),
    ]);
  });

  it("owner: the goal's owner, unassigned when it has none", async () => {
    expect(await points(owner, { x: "owner", y: "goal-count" })).toEqual([
      ...[pt(team.member.user.id, 2, "Mia Member"), pt(team.admin.user.id, 2, "Adam Admin")].sort(byKey),
      ...[pt(team.owner.user.id, 1, "Olivia Owner"), pt("unassigned", 1)].sort(byKey),
    ]);
    // Nobody's goal has no progress: no point.
    expect(await points(owner, { x: "owner", y: "progress" })).toEqual([
      pt(team.owner.user.id, 100, "Olivia Owner"),
      pt(team.admin.user.id, 57.5, "Adam Admin"),
      pt(team.member.user.id, 31.2, "Mia Member"),
    ]);
  });
});

describe("goals: filters", () => {
  it("the period keeps goals whose days overlap it, and goals without a period", async () => {
    const period = { from: new Date("2026-03-15T00:00:00Z"), to: new Date("2026-04-01T00:00:00Z") };
    expect(await points(owner, { x: "goal-status", y: "goal-count", ...period })).toEqual([
      pt("on-track", 2),
      pt("off-track", 1),
    ]);
    // In Tokyo G4's first day starts at 03-31 15:00 UTC, before the period's end.
    expect(await points(owner, { x: "goal-status", y: "goal-count", ...period, zone: "Asia/Tokyo" })).toEqual(
      [pt("on-track", 3), pt("off-track", 1)],
    );
    // G2's last day ends at 03-01 00:00 UTC: not in a period from then; in New York it ends at 05:00 UTC.
    const march = { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-03-02T00:00:00Z") };
    expect(await points(owner, { x: "goal-status", y: "goal-count", ...march })).toEqual([
      pt("on-track", 2),
      pt("off-track", 1),
    ]);
    expect(
      await points(owner, { x: "goal-status", y: "goal-count", ...march, zone: "America/New_York" }),
    ).toEqual([pt("on-track", 2), pt("at-risk", 1), pt("off-track", 1)]);
  });

  it("people keep the goals those people own", async () => {
    expect(
      await points(owner, { x: "goal-status", y: "progress", personIds: [team.member.user.id] }),
    ).toEqual([pt("on-track", 31.2)]);
    expect(
      await points(owner, {
        x: "owner",
        y: "goal-count",
        personIds: [team.admin.user.id, team.owner.user.id],
      }),
    ).toEqual([pt(team.admin.user.id, 2, "Adam Admin"), pt(team.owner.user.id, 1, "Olivia Owner")]);
  });

  it("the chart's projects and modules do not narrow goals (a platform source)", async () => {
    expect(await points(owner, { x: "goal-status", y: "goal-count", projectIds: [newId()] })).toHaveLength(4);
  });
});

describe("goals: rights", () => {
  it("a member does not count a goal following a project they cannot read", async () => {
    expect(await points(member, { x: "goal-status", y: "goal-count" })).toEqual([
      pt("on-track", 3),
      pt("at-risk", 1),
      pt("archived", 1),
    ]);
    expect(await points(member, { x: "owner", y: "progress" })).toEqual([
      pt(team.owner.user.id, 100, "Olivia Owner"),
      pt(team.member.user.id, 31.2, "Mia Member"),
      pt(team.admin.user.id, 25, "Adam Admin"),
    ]);
  });
});

describe("goals: drill", () => {
  it("the goals behind a status, newest first, at most the limit", async () => {
    const row = (name: string, owner: string | null, day: string) => ({
      id: goals[name],
      title: `Goal ${name}`,
      subtitle: owner,
      href: `/goals/${goals[name]}`,
      at: `2026-01-${day}T00:00:00.000Z`,
    });
    expect(await drill(owner, { x: "goal-status", y: "goal-count" }, "on-track")).toEqual([
      row("G6", "Mia Member", "06"),
      row("G4", null, "04"),
      row("G1", "Mia Member", "01"),
    ]);
    expect(await drill(owner, { x: "goal-status", y: "goal-count" }, "on-track", 1)).toEqual([
      row("G6", "Mia Member", "06"),
    ]);
    // Progress averages the goals that have one: G4 is not behind it.
    expect(await drill(owner, { x: "goal-status", y: "progress" }, "on-track")).toEqual([
      row("G6", "Mia Member", "06"),
      row("G1", "Mia Member", "01"),
    ]);
  });

  it("owners, rights and filters apply", async () => {
    const ids = async (who: Membership, input: Request, key: string) =>
      (await drill(who, input, key)).map((r) => r.id);
    expect(await ids(owner, { x: "owner", y: "goal-count" }, "unassigned")).toEqual([goals.G4]);
    expect(await ids(owner, { x: "owner", y: "goal-count" }, team.admin.user.id)).toEqual([
      goals.G3,
      goals.G2,
    ]);
    expect(await ids(member, { x: "owner", y: "goal-count" }, team.admin.user.id)).toEqual([goals.G2]);
    expect(await ids(member, { x: "goal-status", y: "goal-count" }, "off-track")).toEqual([]);
    expect(await ids(owner, { x: "goal-status", y: "goal-count" }, "dropped")).toEqual([]);
    const period = { from: new Date("2026-03-15T00:00:00Z"), to: new Date("2026-04-01T00:00:00Z") };
    expect(await ids(owner, { x: "goal-status", y: "goal-count", ...period }, "on-track")).toEqual([
      goals.G6,
      goals.G1,
    ]);
    expect(
      await ids(owner, { x: "goal-status", y: "goal-count", personIds: [team.owner.user.id] }, "archived"),
    ).toEqual([goals.G5]);
  });
});

describe("goals: cost", () => {
  it("one statement for the points, one for a drill", async () => {
    const reader = new MetricReader(member, "en");
    const points = await recordQueries(() => reader.points(request({ x: "owner", y: "progress" })));
    expect(points.queries).toHaveLength(1);
    const rows = await recordQueries(() =>
      reader.drill(request({ x: "owner", y: "goal-count" }), { key: "unassigned", series: null }, 10),
    );
    expect(rows.queries).toHaveLength(1);
  });
});
