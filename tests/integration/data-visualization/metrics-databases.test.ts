// The `databases` report entity (modules/database-generator/server/metrics.ts) against hand-computed
// numbers. Three database generator modules: one on the public project "Web", one on the private
// project "Secret" (the plain member cannot read it; the owner can) and one of the workspace itself.
//
//   db  name       module  creator  created (UTC)         tables (created)
//   D1  CRM        web     Mia      2026-03-02 10:00      Contacts 03-02 10:05, Deals 03-02 11:00, Notes 03-06 09:00
//   D2  Inventory  web     Adam     2026-03-03 23:30      Items 03-04 08:00
//   D3  Empty      web     —        2026-03-08 20:00      (none)
//   D4  Payroll    secret  Olivia   2026-03-05 12:00      Salaries 03-05 12:10, Bonuses 03-05 12:20
//   D5  Wiki       ws      Mia      2026-04-10 09:00      Pages 04-10 10:00, Links 04-10 11:00
//
// In Asia/Tokyo (UTC+9) D2 falls on 03-04 and D3 on 03-09 (another ISO week).
import { UNASSIGNED, type MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedWorkspaceModule } from "@/prisma/seed/reporting";
import { seedTeam, type Team } from "../workspaces/helpers";

const TAG = "DatabaseGenerator";
const NOW = new Date("2026-05-01T00:00:00Z");

let team: Team;
let member: Membership;
let owner: Membership;
let webProject: { id: string };
let secretProject: { id: string };
let web: string;
let secret: string;
let ws: string;
const db: Record<"D1" | "D2" | "D3" | "D4" | "D5", string> = { D1: "", D2: "", D3: "", D4: "", D5: "" };
const tables: Record<string, string> = {};

type Request = MetricRequest<"databases">;
const base: Request = {
  entity: "databases",
  x: "assignee",
  y: "table-count",
  bucket: "day",
  zone: "UTC",
  from: null,
  to: null,
  personIds: null,
  projectIds: null,
  moduleIds: null,
};

const points = async (who: Membership, change: Partial<Request>) =>
  (await new MetricReader(who, "en", NOW).points({ ...base, ...change })).points;

/** Points without labels and series, as [key, value]. */
const pairs = (list: MetricPoint[]) => list.map((point) => [point.key, point.value]);

async function seedDatabase(
  key: keyof typeof db,
  input: {
    moduleId: string;
    project: boolean;
    name: string;
    by: string | null;
    at: string;
    tables: [string, string][];
  },
) {
  const id = newId();
  db[key] = id;
  await getDb().dbDatabase.create({
    data: {
      id,
      workspaceId: team.workspace.id,
      moduleId: input.moduleId,
      projectModuleId: input.project ? input.moduleId : null,
      workspaceModuleId: input.project ? null : input.moduleId,
      name: input.name,
      createdById: input.by,
      createdAt: new Date(input.at),
    },
  });
  for (const [position, [name, at]] of input.tables.entries()) {
    tables[name] = newId();
    await getDb().dbTable.create({
      data: {
        id: tables[name]!,
        workspaceId: team.workspace.id,
        databaseId: id,
        name,
        position,
        createdById: input.by,
        createdAt: new Date(at),
      },
    });
  }
}

beforeAll(async () => {
  team = await seedTeam("Database metrics");
  const prisma = getDb();
  webProject = await seedProject(prisma, team.workspace.id, { name: "Web" });
  secretProject = await seedProject(prisma, team.workspace.id, { name: "Secret", private: true });
  web = (await seedProjectModule(prisma, webProject.id, { tag: TAG, name: "Web databases" })).id;
  secret = (await seedProjectModule(prisma, secretProject.id, { tag: TAG, name: "Secret databases" })).id;
  ws = (await seedWorkspaceModule(prisma, team.workspace.id, TAG)).id;
  const mia = team.member.user.id;
  const adam = team.admin.user.id;
  const olivia = team.owner.user.id;
  await seedDatabase("D1", {
    moduleId: web,
    project: true,
    name: "CRM",
    by: mia,
    at: "2026-03-02T10:00:00Z",
    tables: [
      ["Contacts", "2026-03-02T10:05:00Z"],
      ["Deals", "2026-03-02T11:00:00Z"],
      ["Notes", "2026-03-06T09:00:00Z"],
    ],
  });
  await seedDatabase("D2", {
    moduleId: web,
    project: true,
    name: "Inventory",
    by: adam,
    at: "2026-03-03T23:30:00Z",
    tables: [["Items", "2026-03-04T08:00:00Z"]],
  });
  await seedDatabase("D3", {
    moduleId: web,
    project: true,
    name: "Empty",
    by: null,
    at: "2026-03-08T20:00:00Z",
    tables: [],
  });
  await seedDatabase("D4", {
    moduleId: secret,
    project: true,
    name: "Payroll",
    by: olivia,
    at: "2026-03-05T12:00:00Z",
    tables: [
      ["Salaries", "2026-03-05T12:10:00Z"],
      ["Bonuses", "2026-03-05T12:20:00Z"],
    ],
  });
  await seedDatabase("D5", {
    moduleId: ws,
    project: false,
    name: "Wiki",
    by: mia,
    at: "2026-04-10T09:00:00Z",
    tables: [
      ["Pages", "2026-04-10T10:00:00Z"],
      ["Links", "2026-04-10T11:00:00Z"],
    ],
  });
  member = await activeMembership(team.member.actor);
  owner = await activeMembership(team.owner.actor);
});

describe("databases: X × Y", () => {
  it("counts tables by the database's creator, with names, the unknown creator as unassigned", async () => {
    expect(await points(member, {})).toEqual([
      { key: team.member.user.id, label: "Mia Member", series: null, seriesLabel: null, value: 5 },
      { key: team.admin.user.id, label: "Adam Admin", series: null, seriesLabel: null, value: 1 },
      { key: UNASSIGNED, label: null, series: null, seriesLabel: null, value: 0 },
    ]);
    // The owner reads the private project's module too.
    expect(pairs(await points(owner, {}))).toEqual([
      [team.member.user.id, 5],
      [team.owner.user.id, 2],
      [team.admin.user.id, 1],
      [UNASSIGNED, 0],
    ]);
  });

  it("counts databases by creator split by their storage kind", async () => {
    expect(await points(member, { y: "database-type" })).toEqual([
      { key: team.member.user.id, label: "Mia Member", series: "postgresql", seriesLabel: null, value: 2 },
      { key: team.admin.user.id, label: "Adam Admin", series: "postgresql", seriesLabel: null, value: 1 },
      { key: UNASSIGNED, label: null, series: "postgresql", seriesLabel: null, value: 1 },
    ]);
  });

  it("counts each database's tables, named, a database without tables at 0", async () => {
    expect(await points(member, { x: "databases" })).toEqual([
      { key: db.D1, label: "CRM", series: null, seriesLabel: null, value: 3 },
      { key: db.D5, label: "Wiki", series: null, seriesLabel: null, value: 2 },
      { key: db.D2, label: "Inventory", series: null, seriesLabel: null, value: 1 },
      { key: db.D3, label: "Empty", series: null, seriesLabel: null, value: 0 },
    ]);
    const ownerPoints = await points(owner, { x: "databases", y: "database-type" });
    expect(ownerPoints.map((point) => [point.key, point.label, point.series, point.value])).toEqual(
      [db.D1, db.D2, db.D3, db.D4, db.D5]
        .sort((a, b) => a.localeCompare(b))
        .map((id) => [
          id,
          { [db.D1]: "CRM", [db.D2]: "Inventory", [db.D3]: "Empty", [db.D4]: "Payroll", [db.D5]: "Wiki" }[id],
          "postgresql",
          1,
        ]),
    );
  });

  it("buckets by the database's creation: days, weeks and months, in a time zone", async () => {
    expect(await points(member, { x: "date" })).toEqual([
      { key: "2026-03-02", label: null, series: null, seriesLabel: null, value: 3 },
      { key: "2026-03-03", label: null, series: null, seriesLabel: null, value: 1 },
      { key: "2026-03-08", label: null, series: null, seriesLabel: null, value: 0 },
      { key: "2026-04-10", label: null, series: null, seriesLabel: null, value: 2 },
    ]);
    expect(pairs(await points(member, { x: "date", zone: "Asia/Tokyo" }))).toEqual([
      ["2026-03-02", 3],
      ["2026-03-04", 1],
      ["2026-03-09", 0],
      ["2026-04-10", 2],
    ]);
    expect(pairs(await points(member, { x: "date", y: "database-type", bucket: "week" }))).toEqual([
      ["2026-03-02", 3],
      ["2026-04-06", 1],
    ]);
    expect(
      pairs(await points(member, { x: "date", y: "database-type", bucket: "week", zone: "Asia/Tokyo" })),
    ).toEqual([
      ["2026-03-02", 2],
      ["2026-03-09", 1],
      ["2026-04-06", 1],
    ]);
    expect(pairs(await points(owner, { x: "date", y: "database-type", bucket: "month" }))).toEqual([
      ["2026-03-01", 4],
      ["2026-04-01", 1],
    ]);
    expect(pairs(await points(owner, { x: "date", bucket: "month" }))).toEqual([
      ["2026-03-01", 6],
      ["2026-04-01", 2],
    ]);
  });
});

describe("databases: filters and rights", () => {
  it("keeps the databases created in the period", async () => {
    const period = { from: new Date("2026-03-03T00:00:00Z"), to: new Date("2026-03-09T00:00:00Z") };
    expect(pairs(await points(member, { x: "databases", ...period }))).toEqual([
      [db.D2, 1],
      [db.D3, 0],
    ]);
    expect(pairs(await points(owner, { x: "databases", ...period }))).toEqual([
      [db.D4, 2],
      [db.D2, 1],
      [db.D3, 0],
    ]);
    // `to` is exclusive.
    expect(
      pairs(
        await points(member, { x: "databases", from: period.from, to: new Date("2026-03-03T23:30:00Z") }),
      ),
    ).toEqual([]);
  });

  it("keeps the databases the chosen people created", async () => {
    expect(pairs(await points(member, { personIds: [team.member.user.id] }))).toEqual([
      [team.member.user.id, 5],
    ]);
    expect(
      pairs(await points(owner, { x: "databases", personIds: [team.owner.user.id, team.admin.user.id] })),
    ).toEqual([
      [db.D4, 2],
      [db.D2, 1],
    ]);
    expect(await points(member, { personIds: [] })).toEqual([]);
  });

  it("narrows to projects and modules, never past what the viewer reads", async () => {
    expect(pairs(await points(owner, { x: "databases", projectIds: [webProject.id] }))).toEqual([
      [db.D1, 3],
      [db.D2, 1],
      [db.D3, 0],
    ]);
    expect(pairs(await points(owner, { x: "databases", moduleIds: [ws] }))).toEqual([[db.D5, 2]]);
    expect(pairs(await points(owner, { x: "databases", moduleIds: [secret] }))).toEqual([[db.D4, 2]]);
    expect(await points(member, { x: "databases", moduleIds: [secret] })).toEqual([]);
    expect(await points(member, { x: "databases", projectIds: [secretProject.id] })).toEqual([]);
  });
});

describe("databases: drill-down", () => {
  const drill = (who: Membership, change: Partial<Request>, key: string, series: string | null, limit = 10) =>
    new MetricReader(who, "en", NOW).drill({ ...base, ...change }, { key, series }, limit);

  it("lists a point's tables newest first, each opening its table", async () => {
    expect(await drill(member, {}, team.member.user.id, null, 3)).toEqual([
      {
        id: tables.Links,
        title: "Links",
        subtitle: "Wiki",
        href: `/workspace-modules/${ws}?database=${db.D5}&table=${tables.Links}`,
        at: "2026-04-10T11:00:00.000Z",
      },
      {
        id: tables.Pages,
        title: "Pages",
        subtitle: "Wiki",
        href: `/workspace-modules/${ws}?database=${db.D5}&table=${tables.Pages}`,
        at: "2026-04-10T10:00:00.000Z",
      },
      {
        id: tables.Notes,
        title: "Notes",
        subtitle: "CRM",
        href: `/project/${webProject.id}/database-generator/database/${db.D1}/${tables.Notes}?moduleId=${web}`,
        at: "2026-03-06T09:00:00.000Z",
      },
    ]);
    expect((await drill(member, { x: "date" }, "2026-03-02", null)).map((row) => row.title)).toEqual([
      "Notes",
      "Deals",
      "Contacts",
    ]);
    expect(await drill(member, { x: "databases" }, db.D3, null)).toEqual([]);
  });

  it("lists a point's databases, each opening its database, under the same rights and filters", async () => {
    expect(await drill(member, { x: "databases", y: "database-type" }, db.D2, "postgresql")).toEqual([
      {
        id: db.D2,
        title: "Inventory",
        subtitle: "Web databases",
        href: `/project/${webProject.id}/database-generator/database/${db.D2}?moduleId=${web}&view=list`,
        at: "2026-03-03T23:30:00.000Z",
      },
    ]);
    expect(
      (
        await drill(owner, { x: "date", y: "database-type", bucket: "month" }, "2026-03-01", "postgresql")
      ).map((row) => row.title),
    ).toEqual(["Empty", "Payroll", "Inventory", "CRM"]);
    expect(
      (
        await drill(
          owner,
          { x: "date", y: "database-type", bucket: "month", personIds: [team.owner.user.id] },
          "2026-03-01",
          "postgresql",
        )
      ).map((row) => row.title),
    ).toEqual(["Payroll"]);
    expect(await drill(member, { x: "databases" }, db.D4, null)).toEqual([]);
    expect((await drill(owner, { x: "databases" }, db.D4, null)).map((row) => row.title)).toEqual([
      "Bonuses",
      "Salaries",
    ]);
    expect(await drill(member, { x: "databases", y: "database-type" }, db.D2, "mongodb")).toEqual([]);
  });
});
