// Search everything (issue 40, item 2): GET /api/v1/search finds only what the caller may read —
// never another workspace's items, a private project's, another's private form or a chat they are
// not in — ranked by words in English and Spanish with accents ignored, partial words and typos,
// grouped by entity; a task by its key; API tokens only in the areas their scopes read.
import { POST as createTokenRoute } from "@/app/api/v1/account/api-tokens/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import type { CreatedApiToken } from "@/lib/api-tokens/types";
import type { SearchResult } from "@/lib/search/types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let board: string;
let hub: string;
let forms: string;
let privateBoard: string;
let other: Team;
let taskKey: string;

const search = (caller: Caller | null, query: Record<string, string>) =>
  call<SearchResult & { message?: string }>(searchRoute, {
    ...(caller && { token: caller.token }),
    url: `http://localhost:3000/api/v1/search?${new URLSearchParams(query)}`,
  });

/** The titles found, by entity. */
const titles = (result: SearchResult, entity: string) =>
  result.groups.find((group) => group.entity === entity)?.hits.map((hit) => hit.title) ?? [];

async function task(caller: Caller, moduleId: string, title: string, description?: string) {
  const made = await tm.create(caller, moduleId, { title, ...(description && { description }) });
  expect(made.status).toBe(201);
  return made.body;
}

beforeAll(async () => {
  const db = getDb();
  team = await seedTeam("Acme Search");
  const project = await seedProject(db, team.workspace.id, { name: "Website relaunch" });
  board = (await seedProjectModule(db, project.id, { tag: "TaskManagement", name: "Web board" })).id;
  hub = (await seedProjectModule(db, project.id, { tag: "ContentHub", name: "Blog" })).id;
  forms = (await seedProjectModule(db, project.id, { tag: "FormBuilder", name: "Surveys" })).id;
  const hidden = await seedProject(db, team.workspace.id, { name: "Secret merger", private: true });
  privateBoard = (await seedProjectModule(db, hidden.id, { tag: "TaskManagement", name: "Deal board" })).id;

  const made = await task(
    team.member,
    board,
    "Diseño de la página de inicio",
    "<p>Colores y <b>tipografía</b> nuevos</p>",
  );
  taskKey = made.key;
  await task(team.member, board, "Migrate the newsletter", "<p>Move subscribers to the new provider</p>");
  await task(team.admin, privateBoard, "Diseño del contrato secreto");
  await getDb().contentPost.create({
    data: {
      id: newId(),
      workspaceId: team.workspace.id,
      moduleId: hub,
      projectModuleId: hub,
      title: "Launching our redesigned homepage",
      slug: "launching-our-redesigned-homepage",
      content: "<p>We rebuilt the landing page from scratch.</p>",
    },
  });
  for (const [title, isPrivate, by] of [
    ["Customer satisfaction survey", false, team.member],
    ["Salary review survey", true, team.admin],
  ] as const) {
    await getDb().form.create({
      data: {
        id: newId(),
        workspaceId: team.workspace.id,
        moduleId: forms,
        projectModuleId: forms,
        title,
        private: isPrivate,
        slug: newId(),
        createdById: by.user.id,
      },
    });
  }
  other = await seedTeam("Other Search");
  const theirs = await seedProject(db, other.workspace.id, { name: "Website of others" });
  const theirBoard = (await seedProjectModule(db, theirs.id, { tag: "TaskManagement", name: "Their board" }))
    .id;
  await task(other.member, theirBoard, "Diseño de otra página");
});

describe("GET /api/v1/search", () => {
  it("finds words with accents ignored, Spanish and English stems, in the caller's workspace only", async () => {
    const res = await search(team.member, { q: "diseno" });
    expect(res.status).toBe(200);
    expect(titles(res.body, "task")).toEqual([`${taskKey} Diseño de la página de inicio`]);
    const stems = await search(team.member, { q: "diseños paginas" });
    expect(titles(stems.body, "task")).toEqual([`${taskKey} Diseño de la página de inicio`]);
    const english = await search(team.member, { q: "launch homepage" });
    expect(titles(english.body, "post")).toEqual(["Launching our redesigned homepage"]);
    // The description's words, not its markup; the hit links to the task's dialog on its board.
    const body = await search(team.member, { q: "tipografia" });
    const hit = body.body.groups.find((group) => group.entity === "task")!.hits[0]!;
    expect(hit.snippet).toContain("tipografía");
    expect(hit.snippet).not.toContain("<b>");
    expect(hit.href).toBe(
      `/task-management/${board}/tasks/${hit.id}/edit?redirect=${encodeURIComponent(`/task-management/${board}`)}&active=board`,
    );
    expect(hit.module).toEqual({ id: board, name: "Web board", tag: "TaskManagement" });
    expect(hit.project?.name).toBe("Website relaunch");
  });

  it("finds partial words and typos", async () => {
    expect(titles((await search(team.member, { q: "newsl" })).body, "task")).toEqual([
      expect.stringContaining("Migrate the newsletter"),
    ]);
    expect(titles((await search(team.member, { q: "newsleter" })).body, "task")).toEqual([
      expect.stringContaining("Migrate the newsletter"),
    ]);
    expect(titles((await search(team.member, { q: "satisfacton" })).body, "form")).toEqual([
      "Customer satisfaction survey",
    ]);
  });

  it("ranks title matches above body matches, and reads bodies only when titles leave room", async () => {
    await task(team.member, board, "Approve the offsite", "<p>Check the quarterly budget first</p>");
    await task(team.member, board, "Quarterly budget for the offsite");
    await task(team.member, board, "Budget");
    const all = await search(team.member, { q: "budget" });
    expect(titles(all.body, "task")).toEqual([
      expect.stringMatching(/ Budget$/),
      expect.stringContaining("Quarterly budget for the offsite"),
      expect.stringContaining("Approve the offsite"),
    ]);
    const scores = all.body.groups.find((group) => group.entity === "task")!.hits.map((hit) => hit.score);
    expect(scores[1]).toBeGreaterThan(2);
    expect(scores[2]).toBeLessThan(1);
    // Two places: both titles fill them; the description's match is not among them.
    const two = await search(team.member, { q: "budget", limit: "2" });
    expect(titles(two.body, "task")).toEqual([
      expect.stringMatching(/ Budget$/),
      expect.stringContaining("Quarterly budget for the offsite"),
    ]);
    // The beginning of a word, as while typing, finds both titles.
    const partial = await search(team.member, { q: "offs" });
    expect(titles(partial.body, "task")).toHaveLength(2);
  });

  it("searches every built kind's entities: events, meetings, files, databases, dashboards, automations, notification channels, templates and campaigns (the chat's and records beside them)", async () => {
    const db = getDb();
    const project = await seedProject(db, team.workspace.id, { name: "Quarterly offsite" });
    const place = async (tag: string, name: string) =>
      (await seedProjectModule(db, project.id, { tag, name })).id;
    const [calendar, room, drive, databases] = [
      await place("AICalendar", "Team calendar"),
      await place("MeetingRoom", "Rooms"),
      await place("FileManagement", "Drive"),
      await place("DatabaseGenerator", "Databases"),
    ];
    await place("OnlineChat", "Chat");
    const [charts, automations, campaigns] = [
      await place("DataVisualization", "Charts"),
      await place("WorkflowAutomation", "Automations"),
      await place("Notification", "Mailings"),
    ];
    const where = (moduleId: string) => ({
      id: newId(),
      workspaceId: team.workspace.id,
      moduleId,
      projectModuleId: moduleId,
    });
    const start = new Date("2026-12-10T10:00:00Z");
    const end = new Date("2026-12-10T11:00:00Z");
    await db.calendarEvent.create({
      data: {
        ...where(calendar),
        uid: newId(),
        title: "Kayak offsite",
        color: "blue",
        start,
        end,
        timeZone: "UTC",
        spanStart: start,
        spanEnd: end,
      },
    });
    await db.meeting.create({
      data: {
        ...where(room),
        uid: newId(),
        summary: "Kayak offsite planning",
        start,
        end,
        spanEnd: end,
        timeZone: "UTC",
        reminders: [15],
        linkToken: newId(),
      },
    });
    await db.driveItem.create({ data: { ...where(drive), kind: "file", name: "kayak-offsite.pdf" } });
    await db.dbDatabase.create({ data: { ...where(databases), name: "Kayak rentals" } });
    await db.dashboard.create({ data: { ...where(charts), name: "Kayak bookings", description: "By week" } });
    await db.automationProcess.create({
      data: {
        ...where(automations),
        name: "Kayak booking follow-up",
        level: "basic",
        source: "",
        ownerId: team.member.user.id,
      },
    });
    await db.notificationCampaign.create({
      data: { ...where(campaigns), name: "Kayak season opening", audience: {}, schedule: {} },
    });
    await db.notificationChannel.create({
      data: { ...where(campaigns), name: "Kayak club mailing", kind: "email" },
    });
    await db.notificationTemplate.create({
      data: {
        ...where(campaigns),
        name: "Season opening",
        channelKind: "email",
        subject: "The lake is open",
        body: "<p>Bring your <b>kayak</b> on Saturday</p>",
      },
    });
    const res = await search(team.member, { q: "kayak" });
    expect(res.status).toBe(200);
    expect(titles(res.body, "event")).toEqual(["Kayak offsite"]);
    expect(titles(res.body, "meeting")).toEqual(["Kayak offsite planning"]);
    expect(titles(res.body, "file")).toEqual(["kayak-offsite.pdf"]);
    expect(titles(res.body, "database")).toEqual(["Kayak rentals"]);
    expect(titles(res.body, "dashboard")).toEqual(["Kayak bookings"]);
    expect(titles(res.body, "automation")).toEqual(["Kayak booking follow-up"]);
    expect(titles(res.body, "campaign")).toEqual(["Kayak season opening"]);
    expect(titles(res.body, "notificationChannel")).toEqual(["Kayak club mailing"]);
    // A template by its body's words, its snippet without the markup.
    const template = res.body.groups.find((group) => group.entity === "notificationTemplate")!.hits[0]!;
    expect(template).toMatchObject({
      title: "Season opening",
      href: `/project/${project.id}/notification/templates?moduleId=${campaigns}&q=Season+opening`,
    });
    expect(template.snippet).toContain("Bring your kayak on Saturday");
    expect(titles((await search(team.member, { q: "lake" })).body, "notificationTemplate")).toEqual([
      "Season opening",
    ]);
    const campaign = res.body.groups.find((group) => group.entity === "campaign")!.hits[0]!;
    expect(campaign.href).toBe(
      `/project/${project.id}/notification/campaigns?moduleId=${campaigns}&q=Kayak+season+opening`,
    );
    // Partial words and typos go through each kind's stored key too.
    expect(titles((await search(team.member, { q: "kayk" })).body, "database")).toEqual(["Kayak rentals"]);
    // Another workspace finds none of them.
    expect((await search(other.member, { q: "kayak" })).body.groups).toEqual([]);
  });

  it("finds a task by its key first", async () => {
    const res = await search(team.member, { q: taskKey.toLowerCase() });
    expect(titles(res.body, "task")[0]).toBe(`${taskKey} Diseño de la página de inicio`);
  });

  it("finds projects and modules the caller sees, not a private project's", async () => {
    const member = await search(team.member, { q: "board" });
    expect(titles(member.body, "module")).toEqual(["Web board"]);
    const secret = await search(team.member, { q: "secret" });
    expect(titles(secret.body, "project")).toEqual([]);
    expect(titles(secret.body, "task")).toEqual([]);
    // An admin sees the private project and its board's tasks.
    const admin = await search(team.admin, { q: "secret" });
    expect(titles(admin.body, "project")).toEqual(["Secret merger"]);
    expect(titles(admin.body, "task")).toEqual([expect.stringContaining("Diseño del contrato secreto")]);
    expect(titles((await search(team.member, { q: "relaunch" })).body, "project")).toEqual([
      "Website relaunch",
    ]);
  });

  it("never finds another workspace's items, nor another's private form", async () => {
    const res = await search(team.owner, { q: "diseño" });
    expect(titles(res.body, "task").some((title) => title.includes("otra"))).toBe(false);
    const theirs = await search(other.member, { q: "diseño" });
    expect(titles(theirs.body, "task")).toEqual([expect.stringContaining("Diseño de otra página")]);
    expect(titles((await search(team.member, { q: "survey" })).body, "form")).toEqual([
      "Customer satisfaction survey",
    ]);
    expect(titles((await search(team.admin, { q: "survey" })).body, "form")).toEqual(
      expect.arrayContaining(["Salary review survey", "Customer satisfaction survey"]),
    );
  });

  it("finds people for those who may view the workspace's members", async () => {
    const name = team.viewer.user.name;
    const owner = await search(team.owner, { q: name });
    expect(titles(owner.body, "person")).toContain(name);
    const guest = await search(team.guest, { q: name });
    expect(titles(guest.body, "person")).toEqual([]);
  });

  it("narrows to the entities asked for, and refuses bad input", async () => {
    const only = await search(team.member, { q: "diseno", entities: "post,form" });
    expect([only.status, only.body.message]).toEqual([200, undefined]);
    expect(only.body.groups.map((group) => group.entity)).toEqual([]);
    expect((await search(team.member, { q: "   " })).status).toBe(400);
    expect((await search(team.member, { q: "x".repeat(201) })).status).toBe(400);
    expect((await search(team.member, { q: "a", entities: "spaceship" })).status).toBe(400);
    expect((await search(team.member, { q: "a", limit: "50" })).status).toBe(400);
    expect((await search(null, { q: "diseno" })).status).toBe(401);
  });

  it("is safe with a query made of SQL and tsquery syntax", async () => {
    for (const q of ['\'); DROP TABLE "Task"; --', "a & | ! :* <->", "%_\\", '"unclosed']) {
      const res = await search(team.member, { q });
      expect([q, res.status]).toEqual([q, 200]);
    }
    expect(await getDb().task.count()).toBeGreaterThan(0);
  });

  it("finds with an API token only the entities its scopes read, in its projects", async () => {
    const tokenOf = async (scopes: string[]) => {
      const made = await call<CreatedApiToken>(createTokenRoute, {
        token: team.admin.token,
        body: {
          name: "Search script",
          scopes,
          projectIds: null,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      expect(made.status).toBe(201);
      return { token: made.body.token } as Caller;
    };
    const tasksOnly = await tokenOf(["projects:read", "tasks:read"]);
    const found = await search(tasksOnly, { q: "survey diseño" });
    expect(found.status).toBe(200);
    expect(titles((await search(tasksOnly, { q: "diseno" })).body, "task").length).toBeGreaterThan(0);
    expect(titles((await search(tasksOnly, { q: "survey" })).body, "form")).toEqual([]);
    const formsOnly = await tokenOf(["projects:read", "forms:read"]);
    expect(titles((await search(formsOnly, { q: "survey" })).body, "form").length).toBeGreaterThan(0);
    expect(titles((await search(formsOnly, { q: "diseno" })).body, "task")).toEqual([]);
    // Without the projects area the search itself is out of the token's reach.
    expect((await search(await tokenOf(["tasks:read"]), { q: "diseno" })).status).toBe(403);
  });
});
