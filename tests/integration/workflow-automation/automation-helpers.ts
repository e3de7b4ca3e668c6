// Shared setup of the workflow automation trigger and action tests: automations created and deployed
// through the API, the outbox's events since a mark delivered to the triggers' dispatch (as the
// durable subscriber would), and an instance's variables.
import { POST as processesPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/route";
import { PATCH as processPatch } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/route";
import { POST as deployPost } from "@/app/api/v1/dashboard/[dashboardId]/automation/bpmnProcess/[id]/deploy/route";
import type { ActionContext } from "@/lib/server/automation/types";
import { getDb } from "@/lib/server/db";
import { expandRows, type StoredRow } from "@/lib/server/events/outbox";
import { dispatchEvent } from "@/modules/workflow-automation/server/triggers/dispatch";
import type { Delivered } from "@/modules/workflow-automation/server/triggers/messages";
import type { StartResult } from "@/modules/workflow-automation/server/triggers/start";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import { bpmn, flow, service } from "../../helpers/bpmn";
import { kindHitter } from "../helpers/http";
import type { Caller } from "../workspaces/helpers";

export const hit = kindHitter("dashboard");

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Start (with its trigger and settings) → a service task → end. */
export function triggered(
  trigger: string,
  config: Record<string, unknown> = {},
  action = "variables.set",
  actionConfig: Record<string, unknown> = { values: { ran: true } },
): string {
  return bpmn(`<bpmn:startEvent id="S" suite:trigger="${trigger}" suite:config="${attr(config)}" />
    ${service("A", action, actionConfig)}
    <bpmn:endEvent id="E" />
    ${flow("F1", "S", "A")}${flow("F2", "A", "E")}`);
}

/** An automation of `moduleId` created by `by` (its owner) and deployed; fails the test otherwise. */
export async function deployed(by: Caller, moduleId: string, source: string): Promise<BpmnProcess> {
  const made = await hit<BpmnProcess>(processesPost, by, {
    params: { dashboardId: moduleId },
    body: { resourceName: "Automation", source },
  });
  expect(made.status).toBe(201);
  const deploy = await hit<{ version: number }>(deployPost, by, {
    params: { dashboardId: moduleId, id: made.body.id },
    body: {},
  });
  expect(deploy.body).toMatchObject({ version: 1 });
  return made.body;
}

export async function setEnabled(by: Caller, moduleId: string, id: string, enabled: boolean) {
  const res = await hit(processPatch, by, {
    method: "PATCH",
    params: { dashboardId: moduleId, id },
    body: { enabled },
  });
  expect(res.status).toBe(200);
}

/** The outbox's last position: events after it are what a test's calls wrote. */
export async function outboxMark(): Promise<bigint> {
  const [row] = await getDb().$queryRaw<
    { max: bigint | null }[]
  >`SELECT max("position") AS max FROM "DomainEventLog"`;
  return row?.max ?? BigInt(0);
}

/**
 * Delivers the outbox's events since `mark` to the triggers and the runs waiting for messages (as the
 * durable subscriber does).
 */
export async function deliverSince(mark: bigint): Promise<(StartResult | Delivered)[]> {
  const rows = await getDb().$queryRaw<StoredRow[]>`
    SELECT "position", "id"::text AS "id", "txid", "type", "workspaceId", "moduleId", "actorId", "clientId",
           "payload", "createdAt"
      FROM "DomainEventLog" WHERE "position" > ${mark} ORDER BY "position"`;
  const results: (StartResult | Delivered)[] = [];
  for (const { event, meta } of await expandRows(rows)) results.push(...(await dispatchEvent(event, meta)));
  return results;
}

export const runsOf = (processId: string) =>
  getDb().automationInstance.findMany({
    where: { processId },
    orderBy: { startedAt: "asc" },
    select: { id: true, status: true, startKey: true, variables: true, error: true },
  });

/**
 * What an action is called with in a run of `owner`'s deployed manual automation of `flows`: an
 * instance row (id `instanceId`) for the actions' once-per-execution claims; each call sets its own
 * `executionId`.
 */
export async function actionContext(
  owner: Caller,
  workspaceId: string,
  flows: string,
  instanceId: string,
): Promise<ActionContext> {
  const automation = await deployed(owner, flows, triggered("manual"));
  const db = getDb();
  const version = await db.automationProcessVersion.findFirstOrThrow({ where: { processId: automation.id } });
  await db.automationInstance.create({
    data: {
      id: instanceId,
      workspaceId,
      processId: automation.id,
      versionId: version.id,
      version: 1,
      startKey: "test",
    },
  });
  return {
    workspaceId,
    processId: automation.id,
    instanceId,
    ownerId: owner.user.id,
    elementId: "A",
    executionId: "",
  };
}

/** Moves an instance's clock back: its waiting timers' due times in its saved state and its timer rows. */
export async function moveBack(instanceId: string, ms: number) {
  const db = getDb();
  const row = await db.automationInstance.findUniqueOrThrow({ where: { id: instanceId } });
  const shift = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shift);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          (key === "expireAt" || key === "startedAt") && typeof item === "string"
            ? new Date(new Date(item).getTime() - ms).toISOString()
            : shift(item),
        ]),
      );
    }
    return value;
  };
  await db.automationInstance.update({
    where: { id: instanceId },
    data: { state: shift(row.state) as object },
  });
  const timers = await db.automationTimer.findMany({ where: { instanceId } });
  for (const timer of timers) {
    await db.automationTimer.update({
      where: { id: timer.id },
      data: { dueAt: new Date(timer.dueAt.getTime() - ms) },
    });
  }
}
