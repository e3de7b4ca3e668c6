// The form builder's and the content hub's automation triggers (issue 38) end to end: a response to a
// form starts a run with its answers by element and by question (`byQuestion`), filtered by form, and the
// Sync template — each response a record of the table named like the form — adds the record; a post
// published starts a run of its content type; another project's forms start nothing.
import { POST as processesPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route";
import { POST as deployPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route";
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { getDb } from "@/lib/server/db";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Table } from "@/modules/database-generator/shared/types";
import { AUTOMATION_TEMPLATES } from "@/modules/workflow-automation/shared/templates";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { hit as hubHit } from "../content-hub/helpers";
import { api } from "../database-generator/helpers";
import { publicForm, publishedForm, submit, type Builder } from "../form-builder/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { deliverSince, deployed, hit, outboxMark, runsOf, triggered } from "./automation-helpers";

let team: Team;
let flows: string;
let forms: Builder;
let salesForms: Builder;
let data: string;
let hub: string;
let feedback: Table;

beforeAll(async () => {
  team = await seedTeam("Forms Flows");
  const db = getDb();
  const ops = await seedProject(db, team.workspace.id, { name: "Ops" });
  const sales = await seedProject(db, team.workspace.id, { name: "Sales" });
  flows = (await seedProjectModule(db, ops.id, { tag: "WorkflowAutomation", name: "Flows" })).id;
  const formModule = (await seedProjectModule(db, ops.id, { tag: "FormBuilder", name: "Surveys" })).id;
  forms = { team, projectId: ops.id, moduleId: formModule };
  const salesModule = (await seedProjectModule(db, sales.id, { tag: "FormBuilder", name: "Sales surveys" }))
    .id;
  salesForms = { team, projectId: sales.id, moduleId: salesModule };
  data = (await seedProjectModule(db, ops.id, { tag: "DatabaseGenerator", name: "Data" })).id;
  hub = (await seedProjectModule(db, ops.id, { tag: "ContentHub", name: "Site" })).id;
  const database = await api(data, team.member).createDatabase({ name: "Answers" });
  const table = await api(data, team.member).createTable(database.body.id, {
    name: "Feedback",
    columns: [
      { name: "Name", type: "text" },
      { name: "Score", type: "number" },
    ],
  });
  expect(table.status).toBe(201);
  feedback = table.body;
});

/** A response to the published form, as its public page sends it. */
async function respond(slug: string, answers: Record<string, unknown>) {
  const { versionId } = (await publicForm(slug)).body;
  const res = await submit(slug, { versionId, answers });
  expect(res.status).toBe(200);
}

afterEach(async () => {
  await getDb().automationProcess.deleteMany({ where: { workspaceId: team.workspace.id } });
});

describe("form.submitted", () => {
  it("starts once per response of the chosen form, with its answers by element and by question", async () => {
    const form = await publishedForm(forms);
    const other = await publishedForm(forms, { title: "Other" });
    const automation = await deployed(team.member, flows, triggered("form.submitted", { formId: form.id }));
    const mark = await outboxMark();
    await respond(form.slug, { name: "Ada", liked: "Yes", score: 7 });
    await respond(other.slug, { name: "Bob", liked: "Yes" });
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["duplicate"]);
    const [run] = await runsOf(automation.id);
    expect(run).toMatchObject({
      status: "completed",
      variables: {
        formId: form.id,
        formTitle: "Feedback",
        answers: { name: "Ada", liked: "Yes", score: 7 },
        byQuestion: { Name: "Ada", "Did you like it?": "Yes", Score: 7 },
        moduleId: forms.moduleId,
      },
    });
  });

  it("hears nothing of another project's forms", async () => {
    await deployed(team.member, flows, triggered("form.submitted"));
    const form = await publishedForm(salesForms);
    const mark = await outboxMark();
    await respond(form.slug, { name: "Cy", liked: "No", why: "Slow" });
    expect(await deliverSince(mark)).toEqual([]);
  });

  it("runs the Sync template: each response a record of the table named like the form", async () => {
    const template = AUTOMATION_TEMPLATES.find((one) => one.id === "formToRow")!;
    const body = template.build({
      boardId: null,
      formModuleId: forms.moduleId,
      databaseModuleId: data,
      userId: team.member.user.id,
      text: (key) => key,
    });
    if (body.level !== "basic") throw new Error("a rule");
    const made = await hit<BpmnProcess>(processesPost, team.member, {
      params: { dashboardId: flows },
      body: { resourceName: "Responses to records", level: "basic", rule: body.rule },
    });
    expect(made.status).toBe(201);
    expect(
      (await hit(deployPost, team.member, { params: { dashboardId: flows, id: made.body.id }, body: {} }))
        .status,
    ).toBe(200);
    const form = await publishedForm(forms);
    const mark = await outboxMark();
    await respond(form.slug, { name: "Grace", liked: "Yes", score: 9 });
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    const [run] = await runsOf(made.body.id);
    expect(run).toMatchObject({ status: "completed" });
    const records = await api(data, team.member).listRecords(feedback.id, { q: "Grace" });
    expect(records.body.total).toBe(1);
    const score = feedback.columns.find((column) => column.name === "Score")!.id;
    expect(records.body.data[0]!.cells[score]).toBe(9);
  });
});

describe("content.published", () => {
  it("starts when a post is published, of the chosen content type", async () => {
    const posts = await deployed(team.member, flows, triggered("content.published", { contentType: "blog" }));
    const products = await deployed(
      team.member,
      flows,
      triggered("content.published", { contentType: "product" }),
    );
    const draft = await hubHit<Post>(createPostRoute, team.member, {
      params: { moduleId: hub },
      body: { title: "Launch notes" },
    });
    expect(draft.status).toBe(201);
    const mark = await outboxMark();
    const published = await hubHit(publishPostRoute, team.member, {
      method: "POST",
      params: { moduleId: hub, blogId: draft.body.id },
    });
    expect(published.status).toBe(200);
    expect((await deliverSince(mark)).map((result) => result.status)).toEqual(["started"]);
    const [run] = await runsOf(posts.id);
    expect(run).toMatchObject({
      status: "completed",
      variables: {
        contentType: "blog",
        contentId: draft.body.id,
        moduleId: hub,
        actorId: team.member.user.id,
      },
    });
    expect(await runsOf(products.id)).toEqual([]);
  });
});
