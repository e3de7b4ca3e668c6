// The AI-assisted task description (issue 40, item 4; POST …/ai/description): the built-in draft of
// each task type in the caller's language, for those who may add or edit on the board; a configured
// model (a local fake of the chat completions endpoint) fills it in, its HTML sanitised; its failure
// or an empty reply gives the built-in draft.
import { POST as describeRoute } from "@/app/api/v1/task-management/[moduleId]/ai/description/route";
import { getDb } from "@/lib/server/db";
import type { DescriptionDraft } from "@/modules/task-management/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { startFakeModel, withFakeModel, type FakeModel } from "../helpers/fake-model";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;
let model: FakeModel;

beforeAll(async () => {
  model = await startFakeModel();
});
afterAll(() => model.close());

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Web" });
  moduleId = (await seedProjectModule(getDb(), project.id, { name: "Site" })).id;
});

const describeTask = (by: Caller, body: unknown, options: { id?: string; locale?: string } = {}) =>
  call<DescriptionDraft>(describeRoute, {
    token: by.token,
    params: { moduleId: options.id ?? moduleId },
    body,
    headers: options.locale ? { cookie: `NEXT_LOCALE=${options.locale}` } : {},
  });

describe("without a model", () => {
  it("drafts the structure of each task type, with the title where it fits", async () => {
    const bug = await describeTask(team.member, { title: "Login fails on Safari <iOS>", issueType: "bug" });
    expect(bug.status).toBe(200);
    expect(bug.body.by).toBe("built-in");
    expect(bug.body.description).toBe(
      "<h3>Summary</h3><p>Login fails on Safari &lt;iOS&gt;</p>" +
        "<h3>Steps to reproduce</h3><ol><li><p><em>Open …</em></p></li><li><p><em>Do …</em></p></li><li><p><em>See …</em></p></li></ol>" +
        "<h3>Expected result</h3><p><em>What should happen?</em></p>" +
        "<h3>Actual result</h3><p><em>What happens instead? Add a screenshot or the error message.</em></p>" +
        "<h3>Environment</h3><p><em>Browser, device, account or data where it happens.</em></p>",
    );
    const story = await describeTask(team.member, { title: "Export the report as PDF.", issueType: "story" });
    expect(story.body.description).toContain("<p>As a …, I want to export the report as PDF, so that …</p>");
    expect(story.body.description).toContain("<h3>Acceptance criteria</h3>");
    const task = await describeTask(team.member, { title: "Renew the TLS certificate" });
    expect(task.body.description).toMatch(/^<h3>Goal<\/h3><p>Renew the TLS certificate<\/p><h3>Steps<\/h3>/);
    expect(task.body.description).toContain("<h3>Done when</h3>");
    const epic = await describeTask(team.member, { title: "Mobile app", issueType: "epic" });
    expect(epic.body.description).toContain("<h3>Milestones</h3>");
    expect(model.asked()).toBe(0);
  });

  it("answers in the caller's language", async () => {
    const bug = await describeTask(
      team.member,
      { title: "El pago falla", issueType: "bug" },
      { locale: "es" },
    );
    expect(bug.body.description).toContain("<h3>Pasos para reproducirlo</h3>");
    const story = await describeTask(
      team.member,
      { title: "Exportar el informe", issueType: "feature" },
      { locale: "es" },
    );
    expect(story.body.description).toContain("<p>Como …, quiero exportar el informe, para …</p>");
  });

  it("refuses a missing title or a bad type, a viewer, and another workspace's module", async () => {
    const empty = await describeTask(team.member, { title: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(errorBody(400, "Task Title is required"));
    expect((await describeTask(team.member, { title: "x", issueType: "chore" })).status).toBe(400);
    expect((await describeTask(team.member, { title: "x", description: 5 })).status).toBe(400);
    expect((await describeTask(team.viewer, { title: "Plan" })).status).toBe(403);
    const other = await seedTeam("Elsewhere");
    expect((await describeTask(other.owner, { title: "Plan" })).status).toBe(404);
    expect((await describeTask(team.member, { title: "Plan" }, { id: "nope" })).status).toBe(400);
  });
});

describe("with a model", () => {
  withFakeModel(() => model);

  it("takes the model's draft, sanitised", async () => {
    model.answer(
      '```html\n<h3>Goal</h3><p onclick="steal()">Renew before <strong>May 1</strong>.</p><script>alert(1)</script><ul><li>Order it</li></ul>\n```',
    );
    const before = model.asked();
    const res = await describeTask(team.member, {
      title: "Renew the TLS certificate",
      description: "<p>It expires on May 1.</p>",
    });
    expect(model.asked()).toBe(before + 1);
    expect(res.body.by).toBe("model");
    expect(res.body.description).toBe(
      "<h3>Goal</h3><p>Renew before <strong>May 1</strong>.</p><ul><li>Order it</li></ul>",
    );
  });

  it("makes paragraphs and a list of a plain-text reply", async () => {
    model.answer("## Goal\nRenew it <soon>.\n- Order the certificate\n- Install it");
    const res = await describeTask(team.member, { title: "Renew the TLS certificate" });
    expect(res.body).toEqual({
      by: "model",
      description:
        "<p>Goal</p><p>Renew it &lt;soon&gt;.</p><ul><li><p>Order the certificate</p></li><li><p>Install it</p></li></ul>",
    });
  });

  it("falls back to the built-in draft when the reply is empty", async () => {
    model.answer("   ");
    const res = await describeTask(team.member, { title: "Renew the TLS certificate" });
    expect(res.body.by).toBe("built-in");
    expect(res.body.description).toContain("<h3>Done when</h3>");
  });
});
