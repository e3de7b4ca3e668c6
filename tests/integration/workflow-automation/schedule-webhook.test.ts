// Workflow automation's schedule and incoming webhook triggers (issue 38): a deploy computes the next
// run; the timers' sweep starts a due occurrence once across nodes and moves on to the next future
// one; a webhook's token is shown once and compared by hash (404 whatever is wrong), the body capped at
// 64 KB, an Idempotency-Key makes a repeat the same run, and a paused automation answers 409.
import { POST as hookPost } from "@/app/api/v1/automation-hooks/[triggerId]/route";
import { POST as tokenPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/webhook-token/route";
import { getDb } from "@/lib/server/db";
import { claimDueSchedules } from "@/modules/workflow-automation/server/triggers/schedule-sweep";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";
import { deployed, hit, runsOf, setEnabled, triggered } from "./automation-helpers";

let team: Team;
let other: Team;
let flows: string;

beforeAll(async () => {
  [team, other] = await Promise.all([seedTeam("Schedules Team"), seedTeam("Other Schedules")]);
  const project = await seedProject(getDb(), team.workspace.id, { name: "Ops" });
  flows = (await seedProjectModule(getDb(), project.id, { tag: "WorkflowAutomation" })).id;
});

describe("schedule", () => {
  it("computes the next run on deploy, refuses a bad rule, and starts each occurrence once", async () => {
    const automation = await deployed(
      team.member,
      flows,
      triggered("schedule", { rrule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=9" }),
    );
    const db = getDb();
    const trigger = await db.automationTrigger.findFirstOrThrow({ where: { processId: automation.id } });
    expect(trigger.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    expect(trigger.nextRunAt!.getUTCDay()).toBe(1);
    expect(trigger.nextRunAt!.getUTCHours()).toBe(9);

    // Down for three weeks: the missed occurrences run once, then the next future one is waited for.
    const missed = new Date(Date.now() - 21 * 86_400_000);
    await db.automationTrigger.update({ where: { id: trigger.id }, data: { nextRunAt: missed } });
    const [a, b] = await Promise.all([claimDueSchedules(10), claimDueSchedules(10)]);
    const started = [...a, ...b];
    expect(await claimDueSchedules(10)).toEqual([]);
    const runs = await runsOf(automation.id);
    expect(runs).toHaveLength(1);
    expect(started).toEqual([runs[0]!.id]);
    expect(runs[0]).toMatchObject({
      startKey: `schedule:${trigger.id}:${missed.toISOString()}`,
      variables: { scheduledAt: missed.toISOString() },
    });
    const after = await db.automationTrigger.findUniqueOrThrow({ where: { id: trigger.id } });
    expect(after.nextRunAt!.getTime()).toBeGreaterThan(Date.now());

    // Off: a due occurrence moves on without a run.
    await setEnabled(team.member, flows, automation.id, false);
    await db.automationTrigger.update({
      where: { id: trigger.id },
      data: { nextRunAt: new Date(Date.now() - 1000) },
    });
    expect(await claimDueSchedules(10)).toEqual([]);
    expect(await runsOf(automation.id)).toHaveLength(1);
  });

  it("refuses a rule that cannot run at deploy", async () => {
    const { POST: processesPost } =
      await import("@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route");
    const { POST: deployPost } =
      await import("@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route");
    const made = await hit<{ id: string }>(processesPost, team.member, {
      params: { dashboardId: flows },
      body: { resourceName: "Bad", source: triggered("schedule", { rrule: "FREQ=SECONDLY" }) },
    });
    const deploy = await hit<{ issues: unknown[] }>(deployPost, team.member, {
      params: { dashboardId: flows, id: made.body.id },
      body: {},
    });
    expect(deploy.status).toBe(400);
    expect(deploy.body.issues).toEqual([
      { code: "badSchedule", elementId: "S", detail: "a schedule may not repeat every second" },
    ]);
  });
});

describe("incoming webhook", () => {
  const hook = (
    triggerId: string,
    token: string | null,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    call<{ instanceId: string }>(hookPost, {
      method: "POST",
      params: { triggerId },
      body,
      headers,
      url: `http://localhost:3000/api/v1/automation-hooks/${triggerId}${token ? `?token=${token}` : ""}`,
    });

  it("gives editors a token once, starts runs with the body, and refuses anything else alike", async () => {
    const automation = await deployed(team.member, flows, triggered("webhook"));
    const params = { dashboardId: flows, id: automation.id };
    expect((await hit(tokenPost, team.viewer, { params, body: {} })).status).toBe(403);
    expect((await hit(tokenPost, other.member, { params, body: {} })).status).toBe(404);
    const made = await hit<{ triggerId: string; url: string }>(tokenPost, team.member, { params, body: {} });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.pathname).toBe(`/api/v1/automation-hooks/${made.body.triggerId}`);
    const token = url.searchParams.get("token")!;
    const stored = await getDb().automationTrigger.findUniqueOrThrow({ where: { id: made.body.triggerId } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);

    const good = await hook(made.body.triggerId, token, { order: 42 });
    expect(good.status).toBe(202);
    const runs = await runsOf(automation.id);
    expect(runs.map((run) => run.id)).toEqual([good.body.instanceId]);
    expect(runs[0]!.variables).toMatchObject({ payload: { order: 42 }, ran: true });

    // A bearer token works too; an unknown trigger and a wrong token are the same 404.
    expect((await hook(made.body.triggerId, null, {}, { authorization: `Bearer ${token}` })).status).toBe(
      202,
    );
    const wrong = await hook(made.body.triggerId, "nope", {});
    const unknown = await hook("0".repeat(24), token, {});
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);

    // The same Idempotency-Key twice is one run.
    const keyed = await hook(made.body.triggerId, token, { a: 1 }, { "idempotency-key": "order-7" });
    const again = await hook(made.body.triggerId, token, { a: 1 }, { "idempotency-key": "order-7" });
    expect(again.body.instanceId).toBe(keyed.body.instanceId);
    expect(await runsOf(automation.id)).toHaveLength(3);

    // Over 64 KB: 413, nothing started.
    const big = await hook(made.body.triggerId, token, { text: "x".repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(await runsOf(automation.id)).toHaveLength(3);

    // A new token ends the old one; a redeploy keeps the URL and the token.
    const rotated = await hit<{ url: string }>(tokenPost, team.member, { params, body: {} });
    const newToken = new URL(rotated.body.url).searchParams.get("token")!;
    expect((await hook(made.body.triggerId, token, {})).status).toBe(404);
    const { POST: deployPost } =
      await import("@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route");
    expect((await hit(deployPost, team.member, { params, body: {} })).status).toBe(200);
    expect((await hook(made.body.triggerId, newToken, {})).status).toBe(202);

    // Paused: 409.
    await setEnabled(team.member, flows, automation.id, false);
    expect((await hook(made.body.triggerId, newToken, {})).status).toBe(409);
  });

  it("answers 409 when the automation has no webhook start", async () => {
    const automation = await deployed(team.member, flows, triggered("manual"));
    const res = await hit(tokenPost, team.member, {
      params: { dashboardId: flows, id: automation.id },
      body: {},
    });
    expect(res.status).toBe(409);
  });
});
