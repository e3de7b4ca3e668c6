// A campaign's copy drafted from its goal and audience (issue 40, item 4; POST …/ai/copy): the
// built-in draft in the caller's language, per channel kind and tone, for those who may add to the
// module; a configured model (a local fake of the chat completions endpoint) writes it when its JSON
// is a valid template's fields with known variables only; the draft saves as a template.
import { POST as copyRoute } from "@/app/api/v1/notification/[moduleId]/ai/copy/route";
import { getDb } from "@/lib/server/db";
import type { CopyDraft } from "@/modules/notification/shared/copy-draft";
import type { TemplateItem } from "@/modules/notification/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { startFakeModel, withFakeModel, type FakeModel } from "../helpers/fake-model";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { routes } from "./notification-api";

let team: Team;
let moduleId: string;
let model: FakeModel;

beforeAll(async () => {
  model = await startFakeModel();
});
afterAll(() => model.close());

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Website" });
  moduleId = (await seedProjectModule(getDb(), project.id, { tag: "Notification", name: "News" })).id;
});

const draft = (by: Caller, body: unknown, options: { id?: string; locale?: string } = {}) =>
  call<CopyDraft>(copyRoute, {
    token: by.token,
    params: { moduleId: options.id ?? moduleId },
    body,
    headers: options.locale ? { cookie: `NEXT_LOCALE=${options.locale}` } : {},
  });

describe("without a model", () => {
  it("writes an e-mail from the goal and audience, with the recipient's name and the workspace's", async () => {
    const res = await draft(team.member, {
      goal: "tell the team about the new holiday calendar",
      audience: "everyone in the Website project",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      by: "built-in",
      name: "Tell the team about the new holiday calendar",
      subject: "Tell the team about the new holiday calendar",
      body: [
        "Hi {{recipient.name}},",
        "Tell the team about the new holiday calendar.",
        "This message is for everyone in the Website project.",
        "If you have any questions, just reply to this message: we're happy to help.",
        "Thanks,\nThe {{workspace.name}} team",
      ].join("\n\n"),
    });
    expect(model.asked()).toBe(0);
    // It saves as a template as it is.
    const saved = await call<TemplateItem>(routes.createTemplateRoute, {
      token: team.member.token,
      params: { moduleId },
      body: { name: res.body.name, channelKind: "email", subject: res.body.subject, body: res.body.body },
    });
    expect(saved.status).toBe(201);
  });

  it("keeps in-app messages short, takes the tone, and answers in Spanish", async () => {
    const inApp = await draft(team.member, {
      goal: "Submit your timesheet by Friday",
      channelKind: "inApp",
      tone: "urgent",
    });
    expect(inApp.body).toEqual({
      by: "built-in",
      name: "Submit your timesheet by Friday",
      subject: null,
      body: "Action needed: Submit your timesheet by Friday.\n\n— {{workspace.name}}",
    });
    const formal = await draft(team.member, { goal: "Our offices close on 24 December.", tone: "formal" });
    expect(formal.body.body).toMatch(
      /^Dear \{\{recipient.name\}\},\n\nOur offices close on 24 December\.\n\n/,
    );
    expect(formal.body.body).toMatch(/Kind regards,\n\{\{workspace.name\}\}$/);
    const es = await draft(team.member, { goal: "cambia tu contraseña", tone: "urgent" }, { locale: "es" });
    expect(es.body.subject).toBe("Acción necesaria: Cambia tu contraseña");
    expect(es.body.body.startsWith("Hola, {{recipient.name}}:")).toBe(true);
  });

  it("shortens a long goal into the template's name", async () => {
    const goal = `${"Remind every member of the workspace ".repeat(4)}to update their profile`;
    const res = await draft(team.member, { goal });
    expect(res.body.name.length).toBeLessThanOrEqual(80);
    expect(res.body.name.endsWith("…")).toBe(true);
  });

  it("refuses an empty or long goal, a bad kind, a viewer, and another workspace's module", async () => {
    const empty = await draft(team.member, { goal: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(errorBody(400, "Say what the campaign is for."));
    expect((await draft(team.member, { goal: "x".repeat(1001) })).body).toEqual(
      errorBody(400, "The goal must be 1000 characters or fewer."),
    );
    expect((await draft(team.member, { goal: "Hi", audience: "x".repeat(301) })).status).toBe(400);
    expect((await draft(team.member, { goal: "Hi", channelKind: "sms" })).status).toBe(400);
    expect((await draft(team.member, { goal: "Hi", tone: "angry" })).status).toBe(400);
    expect((await draft(team.viewer, { goal: "Hi" })).status).toBe(403);
    const other = await seedTeam("Elsewhere");
    expect((await draft(other.owner, { goal: "Hi" })).status).toBe(404);
  });
});

describe("with a model", () => {
  withFakeModel(() => model);

  it("takes the model's copy when it is a valid template", async () => {
    model.answer(
      '```json\n{"name": "Holiday calendar", "subject": "Your 2027 holidays are in", "body": "Hi {{recipient.name}},\\n\\nThe 2027 holiday calendar is ready."}\n```',
    );
    const before = model.asked();
    const res = await draft(team.member, { goal: "Announce the holiday calendar" });
    expect(model.asked()).toBe(before + 1);
    expect(res.body).toEqual({
      by: "model",
      name: "Holiday calendar",
      subject: "Your 2027 holidays are in",
      body: "Hi {{recipient.name}},\n\nThe 2027 holiday calendar is ready.",
    });
  });

  it("falls back to the built-in draft for unknown variables, a missing subject or no JSON", async () => {
    for (const reply of [
      '{"name": "X", "subject": "S", "body": "Hi {{first_name}}"}',
      '{"name": "X", "body": "Hi"}',
      "Sure! Here is a message.",
    ]) {
      model.answer(reply);
      const res = await draft(team.member, { goal: "Announce the holiday calendar" });
      expect(res.body.by).toBe("built-in");
      expect(res.body.subject).toBe("Announce the holiday calendar");
    }
  });
});
