// The metrics platform (lib/server/metrics) against real PostgreSQL: the registry (one source per
// report entity, declared by the kind whose data it is), the reader (the viewer's readable modules
// found once per kind, narrowed to projects and modules, no query when nothing is readable, another
// workspace's ids counting for nothing), and the SQL helpers every source builds on (a stored instant's
// bucket in a zone — the same day the Node rule gives —, a period's bounds).
import { Prisma } from "@/lib/generated/prisma/client";
import { REPORT_ENTITY_IDS } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { bucketKeyOf } from "@/lib/server/metrics/occurrences";
import { metricSources, tableProvider } from "@/lib/server/metrics/registry";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { bucketKeySql, periodSql } from "@/lib/server/metrics/sql";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedBoard, seedTaskHistory } from "@/prisma/seed/reporting";
import { recordQueries } from "../helpers/query-count";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let web: { projectId: string; moduleId: string };
let secret: { projectId: string; moduleId: string };

const tasks = (extra: Partial<MetricRequest> = {}): MetricRequest => ({
  entity: "tasks",
  x: "assignee",
  y: "task-count",
  bucket: "week",
  zone: "UTC",
  from: null,
  to: null,
  personIds: null,
  projectIds: null,
  moduleIds: null,
  ...extra,
});

beforeAll(async () => {
  const db = getDb();
  team = await seedTeam("Metrics platform");
  const add = async (name: string, isPrivate: boolean) => {
    const project = await seedProject(db, team.workspace.id, { name, private: isPrivate });
    const placed = await seedProjectModule(db, project.id, { tag: "TaskManagement", name: `${name} board` });
    const board = await seedBoard(db, { workspaceId: team.workspace.id, projectModuleId: placed.id });
    for (const at of ["2026-11-02T10:00:00Z", "2026-11-03T10:00:00Z"])
      await seedTaskHistory(db, board, {
        columnId: board.columns[0]!.id,
        createdAt: at,
        assigneeIds: [team.member.user.id],
      });
    return { projectId: project.id, moduleId: placed.id };
  };
  web = await add("Web", false);
  secret = await add("Secret", true);
});

describe("the registry", () => {
  it("has one source per report entity, and the database generator's tables", () => {
    expect([...metricSources().keys()].sort()).toEqual([...REPORT_ENTITY_IDS].sort());
    expect(tableProvider()?.tag).toBe("DatabaseGenerator");
  });
});

describe("the reader", () => {
  const total = async (reader: MetricReader, request: MetricRequest) =>
    (await reader.points(request)).points.reduce((sum, point) => sum + point.value, 0);

  it("counts only the modules the viewer may read, narrowed to projects and modules", async () => {
    const owner = new MetricReader(await activeMembership(team.owner.actor), "en");
    const member = new MetricReader(await activeMembership(team.member.actor), "en");
    expect(await total(owner, tasks())).toBe(4);
    expect(await total(member, tasks())).toBe(2);
    expect(await total(owner, tasks({ projectIds: [secret.projectId] }))).toBe(2);
    expect(await total(member, tasks({ projectIds: [secret.projectId] }))).toBe(0);
    expect(await total(owner, tasks({ moduleIds: [web.moduleId] }))).toBe(2);
    expect(await total(member, tasks({ moduleIds: [secret.moduleId] }))).toBe(0);
  });

  it("reads another workspace's ids as nothing", async () => {
    const other = await seedTeam("Metrics elsewhere");
    const stranger = new MetricReader(await activeMembership(other.owner.actor), "en");
    expect(await total(stranger, tasks())).toBe(0);
    expect(await total(stranger, tasks({ projectIds: [web.projectId] }))).toBe(0);
    expect(await total(stranger, tasks({ moduleIds: [web.moduleId, secret.moduleId] }))).toBe(0);
    expect(await stranger.drill(tasks(), { key: team.member.user.id, series: null }, 10)).toEqual([]);
  });

  it("finds a kind's readable modules once, and asks no source when none is left", async () => {
    const reader = new MetricReader(await activeMembership(team.member.actor), "en");
    const first = await recordQueries(() => reader.points(tasks()));
    const again = await recordQueries(() => reader.points(tasks({ x: "task-status" })));
    expect(again.queries).toHaveLength(first.queries.length - 1);
    const none = await recordQueries(() => reader.points(tasks({ projectIds: [secret.projectId] })));
    expect(none.queries).toEqual([]);
  });
});

describe("the SQL helpers", () => {
  const instants = [
    "2026-03-01T23:30:00Z",
    "2026-03-29T00:30:00Z",
    "2026-10-25T00:30:00Z",
    "2026-12-31T23:59:59Z",
    "2027-01-04T12:00:00Z",
  ];
  const zones = ["UTC", "Europe/Madrid", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Auckland"];

  it("put a stored instant in the same local day, week and month as the Node rule", async () => {
    for (const bucket of ["day", "week", "month"] as const)
      for (const zone of zones) {
        const rows = await getDb().$queryRaw<{ at: Date; key: string }[]>`
          SELECT v.at, ${bucketKeySql(Prisma.sql`v.at`, bucket, zone)} AS key
            FROM unnest(${instants.map((at) => new Date(at))}::timestamp[]) AS v(at)`;
        expect(rows.map((row) => row.key)).toEqual(
          instants.map((at) => bucketKeyOf(Date.parse(at), bucket, zone)),
        );
      }
  });

  it("bound a period from its first instant up to, not including, its end", async () => {
    const from = new Date("2026-11-02T00:00:00Z");
    const to = new Date("2026-11-03T00:00:00Z");
    const rows = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n
        FROM unnest(${[from, new Date("2026-11-02T23:59:59Z"), to]}::timestamp[]) AS v(at)
       WHERE true ${periodSql(Prisma.sql`v.at`, { from, to })}`;
    expect(rows[0]!.n).toBe(2);
    const open = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM unnest(${[from, to]}::timestamp[]) AS v(at)
       WHERE true ${periodSql(Prisma.sql`v.at`, { from: null, to: null })}`;
    expect(open[0]!.n).toBe(2);
  });
});
