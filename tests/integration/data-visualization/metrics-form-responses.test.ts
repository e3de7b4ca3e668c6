// The form-responses metric source (issue 37) against hand-computed numbers. A public project
// "Marketing" with a form builder "Surveys" (forms: F1 shared, by Adam; F2 private, by Mia; F3
// private, by Adam) and a private project "Secret" (owners and admins only) with "Private surveys"
// (F4 shared, by Olivia). Mia (member) reads F1 and F2; Lee (member, admin of the Surveys module)
// reads F1–F3; the owner reads everything. Responses (UTC):
//   F1: r1 03-02 10:00, r2 03-02 23:30 (03-03 in Madrid), r3 03-09 08:00, r4 02-25 12:00
//   F2: r5 03-04 10:00, r6 03-10 09:00        F3: r7 03-05 10:00
//   F4: r8 03-06 10:00, r9 03-06 11:00, r10 03-12 10:00
import type { MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { MetricReader, type MetricRequest } from "@/lib/server/metrics/run-metric";
import { requireMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { seedMembers } from "@/prisma/seed/members";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { recordQueries } from "../helpers/query-count";
import { seedTeam, signedIn, type Team } from "../workspaces/helpers";

let team: Team;
let owner: Membership;
let member: Membership;
let lead: Membership;
let secret: { id: string };
let surveys: string;
let hidden: string;
const forms: Record<string, string> = {};
const responses: Record<string, string> = {};

type Request = Partial<MetricRequest<"form-responses">> & Pick<MetricRequest<"form-responses">, "x">;

const request = (input: Request): MetricRequest<"form-responses"> => ({
  entity: "form-responses",
  y: "response-count",
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

/** Equal values are ordered by key (ids). */
const byKey = (a: MetricPoint, b: MetricPoint) => (a.key < b.key ? -1 : 1);

const TITLES: Record<string, string> = {
  F1: "Feedback",
  F2: "Mia's draft",
  F3: "Adam's private",
  F4: "Secret poll",
};

beforeAll(async () => {
  team = await seedTeam("Metrics Forms");
  const db = getDb();
  const ws = team.workspace.id;
  const marketing = await seedProject(db, ws, { name: "Marketing" });
  secret = await seedProject(db, ws, { name: "Secret", private: true });
  surveys = (await seedProjectModule(db, marketing.id, { tag: "FormBuilder", name: "Surveys" })).id;
  hidden = (await seedProjectModule(db, secret.id, { tag: "FormBuilder", name: "Private surveys" })).id;
  const [leadUser] = await seedMembers(db, ws, 1, { passwordHash: "unused" });
  await db.moduleMember.create({
    data: { id: newId(), workspaceId: ws, projectModuleId: surveys, userId: leadUser!.id, role: "admin" },
  });

  const form = async (name: string, moduleId: string, createdById: string, isPrivate: boolean) => {
    const id = newId();
    const versionId = newId();
    await db.form.create({
      data: {
        id,
        workspaceId: ws,
        moduleId,
        projectModuleId: moduleId,
        title: TITLES[name]!,
        private: isPrivate,
        slug: `metrics-${id}`,
        createdById,
      },
    });
    await db.formVersion.create({
      data: {
        id: versionId,
        formId: id,
        version: 1,
        title: TITLES[name]!,
        description: "",
        elements: [],
        configuration: {},
        logic: [],
      },
    });
    forms[name] = id;
    return { id, moduleId, versionId };
  };
  const f1 = await form("F1", surveys, team.admin.user.id, false);
  const f2 = await form("F2", surveys, team.member.user.id, true);
  const f3 = await form("F3", surveys, team.admin.user.id, true);
  const f4 = await form("F4", hidden, team.owner.user.id, false);
  const respond = async (name: string, to: typeof f1, at: string) => {
    const id = newId();
    await db.formResponse.create({
      data: {
        id,
        formId: to.id,
        moduleId: to.moduleId,
        versionId: to.versionId,
        submissionId: `s-${id}`,
        answers: {},
        createdAt: new Date(at),
      },
    });
    responses[name] = id;
  };
  await respond("r1", f1, "2026-03-02T10:00:00Z");
  await respond("r2", f1, "2026-03-02T23:30:00Z");
  await respond("r3", f1, "2026-03-09T08:00:00Z");
  await respond("r4", f1, "2026-02-25T12:00:00Z");
  await respond("r5", f2, "2026-03-04T10:00:00Z");
  await respond("r6", f2, "2026-03-10T09:00:00Z");
  await respond("r7", f3, "2026-03-05T10:00:00Z");
  await respond("r8", f4, "2026-03-06T10:00:00Z");
  await respond("r9", f4, "2026-03-06T11:00:00Z");
  await respond("r10", f4, "2026-03-12T10:00:00Z");

  owner = await requireMembership(team.owner.actor, ws);
  member = await requireMembership(team.member.actor, ws);
  lead = await requireMembership((await signedIn(leadUser!, ws)).actor, ws);
});

const form = (name: string, value: number) => pt(forms[name]!, value, TITLES[name]!);

describe("form-responses: every X option", () => {
  it("forms: responses per form, most first", async () => {
    expect(await points(owner, { x: "forms" })).toEqual([
      form("F1", 4),
      form("F4", 3),
      form("F2", 2),
      form("F3", 1),
    ]);
  });

  it("date: the submission's day, week and month, ascending", async () => {
    expect(await points(owner, { x: "date" })).toEqual([
      pt("2026-02-25", 1),
      pt("2026-03-02", 2),
      pt("2026-03-04", 1),
      pt("2026-03-05", 1),
      pt("2026-03-06", 2),
      pt("2026-03-09", 1),
      pt("2026-03-10", 1),
      pt("2026-03-12", 1),
    ]);
    expect(await points(owner, { x: "date", bucket: "week" })).toEqual([
      pt("2026-02-23", 1),
      pt("2026-03-02", 6),
      pt("2026-03-09", 3),
    ]);
    expect(await points(owner, { x: "date", bucket: "month" })).toEqual([
      pt("2026-02-01", 1),
      pt("2026-03-01", 9),
    ]);
  });

  it("date in another zone: r2 is submitted on 03-03 in Madrid", async () => {
    const from = new Date("2026-03-01T00:00:00Z");
    const to = new Date("2026-03-04T00:00:00Z");
    expect(await points(member, { x: "date", zone: "Europe/Madrid", from, to })).toEqual([
      pt("2026-03-02", 1),
      pt("2026-03-03", 1),
    ]);
    expect(await points(member, { x: "date", from, to })).toEqual([pt("2026-03-02", 2)]);
  });
});

describe("form-responses: filters", () => {
  it("the period bounds the submission: from included, to excluded", async () => {
    const period = { from: new Date("2026-03-02T10:00:00Z"), to: new Date("2026-03-09T08:00:00Z") };
    expect(await points(owner, { x: "forms", ...period })).toEqual([
      ...[form("F1", 2), form("F4", 2)].sort(byKey),
      ...[form("F2", 1), form("F3", 1)].sort(byKey),
    ]);
  });

  it("a person filter keeps nothing: no respondent is known", async () => {
    expect(await points(owner, { x: "forms", personIds: [team.member.user.id] })).toEqual([]);
    expect(await drill(owner, { x: "forms", personIds: [team.member.user.id] }, forms.F1!)).toEqual([]);
  });

  it("projects and modules narrow the form builders", async () => {
    expect(await points(owner, { x: "forms", projectIds: [secret.id] })).toEqual([form("F4", 3)]);
    expect(await points(owner, { x: "forms", moduleIds: [surveys] })).toEqual([
      form("F1", 4),
      form("F2", 2),
      form("F3", 1),
    ]);
    expect(await points(member, { x: "forms", projectIds: [secret.id] })).toEqual([]);
  });
});

describe("form-responses: rights", () => {
  it("a member counts shared forms and their own private ones, of modules they read", async () => {
    expect(await points(member, { x: "forms" })).toEqual([form("F1", 4), form("F2", 2)]);
    expect(await points(member, { x: "date", bucket: "month" })).toEqual([
      pt("2026-02-01", 1),
      pt("2026-03-01", 5),
    ]);
  });

  it("a module admin counts every form of the module", async () => {
    expect(await points(lead, { x: "forms" })).toEqual([form("F1", 4), form("F2", 2), form("F3", 1)]);
  });
});

describe("form-responses: drill", () => {
  it("the responses behind a form, newest first, at most the limit", async () => {
    const href = `/form-builder/${surveys}/${forms.F1}/edit?view=responses`;
    expect(await drill(owner, { x: "forms" }, forms.F1!, 2)).toEqual([
      { id: responses.r3, title: "Feedback", subtitle: "Surveys", href, at: "2026-03-09T08:00:00.000Z" },
      { id: responses.r2, title: "Feedback", subtitle: "Surveys", href, at: "2026-03-02T23:30:00.000Z" },
    ]);
    const f4 = await drill(owner, { x: "forms", from: new Date("2026-03-06T10:30:00Z") }, forms.F4!);
    expect(f4).toEqual([
      {
        id: responses.r10,
        title: "Secret poll",
        subtitle: "Private surveys",
        href: `/form-builder/${hidden}/${forms.F4}/edit?view=responses`,
        at: "2026-03-12T10:00:00.000Z",
      },
      {
        id: responses.r9,
        title: "Secret poll",
        subtitle: "Private surveys",
        href: `/form-builder/${hidden}/${forms.F4}/edit?view=responses`,
        at: "2026-03-06T11:00:00.000Z",
      },
    ]);
  });

  it("rights and date buckets apply", async () => {
    expect(await drill(member, { x: "forms" }, forms.F3!)).toEqual([]);
    expect(await drill(member, { x: "forms" }, forms.F4!)).toEqual([]);
    const day = await drill(owner, { x: "date", zone: "Europe/Madrid" }, "2026-03-03");
    expect(day.map((row) => row.id)).toEqual([responses.r2]);
    const week = await drill(member, { x: "date", bucket: "week" }, "2026-03-09");
    expect(week.map((row) => row.id)).toEqual([responses.r6, responses.r3]);
  });
});

describe("form-responses: cost", () => {
  it("one statement for the readable form builders, one for the points, one for a drill", async () => {
    const reader = new MetricReader(owner, "en");
    const first = await recordQueries(() => reader.points(request({ x: "forms" })));
    expect(first.queries).toHaveLength(2);
    const next = await recordQueries(() =>
      reader.drill(request({ x: "date" }), { key: "2026-03-06", series: null }, 10),
    );
    expect(next.queries).toHaveLength(1);
    expect(next.result).toHaveLength(2);
  });
});
