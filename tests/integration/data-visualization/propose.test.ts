// The AI smart builder's proposals (issue 37): POST …/ai/propose through its route, for any reader of
// the module (a viewer too), not found from another workspace; the built-in rules without a model,
// in the caller's language; a configured model (a local fake of the chat completions endpoint) is
// taken only for the charts of its reply that are valid proposals, else the rules answer.
import { POST as proposePost } from "@/app/api/v1/data-visualization/[moduleId]/ai/propose/route";
import type { Proposal } from "@/modules/data-visualization/shared/types";
import { startFakeModel, withFakeModel, type FakeModel } from "../helpers/fake-model";
import { errorBody, seedTeam } from "../workspaces/helpers";
import { hit, seedStudio, type Studio } from "./helpers";

let studio: Studio;
let model: FakeModel;

beforeAll(async () => {
  studio = await seedStudio("Proposals Studio");
  model = await startFakeModel();
});

afterAll(() => model.close());

const propose = (by: Studio["team"]["owner"], body: unknown, moduleId = studio.moduleId, cookie?: string) =>
  hit<Proposal>(proposePost, by, { params: { moduleId }, body, ...(cookie ? { headers: { cookie } } : {}) });

const summary = (proposal: Proposal) =>
  proposal.charts.map((c) => {
    const source =
      c.source.type === "entity" ? `${c.source.entity} ${c.source.x} ${c.source.y}` : c.source.type;
    return `${c.style} ${source} ${c.filters.period}`;
  });

describe("without a model", () => {
  it("proposes charts from the rules to any reader, named in English", async () => {
    const res = await propose(studio.team.viewer, {
      prompt: "Tasks by assignee and overdue vs on track, hours per project this month",
    });
    expect(res.status).toBe(200);
    expect(res.body.by).toBe("built-in");
    expect(summary(res.body)).toEqual([
      "bar tasks assignee task-count this-month",
      "donut tasks completion-status task-count this-month",
      "bar time-entries project hours this-month",
    ]);
    expect(res.body.charts.map((c) => c.name)).toEqual([
      "Tasks by assignee, this month",
      "Tasks by completion status, this month",
      "Hours by project, this month",
    ]);
    expect(res.body.charts[0]).toMatchObject({
      color: "primary",
      filters: { period: "this-month", from: null, to: null, projectIds: [], personIds: [] },
    });
  });

  it("names the charts in the caller's language and keeps at most `max`", async () => {
    const res = await propose(
      studio.team.member,
      { prompt: "tareas por estado y por responsable", max: 1 },
      studio.moduleId,
      "NEXT_LOCALE=es",
    );
    expect(res.status).toBe(200);
    expect(res.body.charts.map((c) => c.name)).toEqual(["Tareas por estado de la tarea"]);
  });

  it("always proposes something; refuses an empty description and a malformed module; 404 elsewhere", async () => {
    const vague = await propose(studio.team.member, { prompt: "something lovely" });
    expect(vague.status).toBe(200);
    expect(vague.body.charts.length).toBeGreaterThan(0);
    // The studio has task boards but no time tracker, meetings or files: the overview keeps to what it has.
    for (const chart of vague.body.charts)
      expect(chart.source.type === "entity" && ["tasks", "goals"].includes(chart.source.entity)).toBe(true);

    const empty = await propose(studio.team.member, { prompt: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(errorBody(400, "Describe the visualization you want."));
    expect((await propose(studio.team.member, {})).status).toBe(400);
    expect((await propose(studio.team.member, { prompt: "x".repeat(1001) })).status).toBe(400);
    expect((await propose(studio.team.member, { prompt: "tasks" }, "nope")).status).toBe(400);

    const other = await seedTeam("Elsewhere Inc");
    expect((await propose(other.owner, { prompt: "tasks by assignee" })).status).toBe(404);
  });
});

describe("with a model", () => {
  withFakeModel(() => model);

  it("takes the model's valid charts, and leaves out the rest", async () => {
    model.answer(
      `Here you are:\n\`\`\`json\n${JSON.stringify({
        charts: [
          {
            name: "Who carries the load",
            style: "bar",
            color: "teal",
            source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count", bucket: "week" },
            filters: { period: "last-30-days" },
          },
          // A burn chart of goals does not fit; an X the entity lacks is invalid; a table is not offered.
          {
            name: "Goal burn",
            style: "burndown",
            source: { type: "entity", entity: "goals", x: "owner", y: "progress" },
          },
          { name: "Nope", source: { type: "entity", entity: "tasks", x: "owner", y: "task-count" } },
          { name: "Table", source: { type: "table", tableId: "0".repeat(24), x: "c1" } },
        ],
      })}\n\`\`\``,
    );
    const before = model.asked();
    const res = await propose(studio.team.viewer, { prompt: "workload" });
    expect(model.asked()).toBe(before + 1);
    expect(res.status).toBe(200);
    expect(res.body.by).toBe("model");
    expect(res.body.charts).toEqual([
      {
        name: "Who carries the load",
        style: "bar",
        color: "teal",
        source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count", bucket: "week" },
        filters: { period: "last-30-days", from: null, to: null, projectIds: [], personIds: [] },
      },
    ]);
  });

  it("falls back to the rules when the reply holds no valid chart", async () => {
    model.answer("I cannot help with that.");
    const res = await propose(studio.team.member, { prompt: "tasks by status" });
    expect(res.status).toBe(200);
    expect(res.body.by).toBe("built-in");
    expect(summary(res.body)).toEqual(["bar tasks task-status task-count all"]);
  });
});
