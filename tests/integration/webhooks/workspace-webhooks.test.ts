// Workspace webhooks (issue 39): owners and admins subscribe a URL to events of the catalogue,
// optionally limited to projects or modules; every domain event reaches them through the outbox's
// durable subscriber (a dispatcher runs here, drained after each step), signed (Standard Webhooks),
// logged with the receiver's answer, sent again on request; a test ping; a webhook hears only what
// its creator may read. The receiver is a local HTTP server on 127.0.0.1.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

process.env.WEBHOOK_ALLOW_PRIVATE = "true";

import { GET as listRoute, POST as createRoute } from "@/app/api/v1/webhooks/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/webhooks/[webhookId]/route";
import { POST as pingRoute } from "@/app/api/v1/webhooks/[webhookId]/ping/route";
import { POST as secretRoute } from "@/app/api/v1/webhooks/[webhookId]/secret/route";
import { GET as deliveriesRoute } from "@/app/api/v1/webhooks/[webhookId]/deliveries/route";
import { POST as redeliverRoute } from "@/app/api/v1/webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route";
import { Webhook } from "standardwebhooks";
import type { Page } from "@/lib/contracts/endpoint";
import type {
  WorkspaceWebhook,
  WorkspaceWebhookDelivery,
  WorkspaceWebhookWithSecret,
} from "@/lib/webhooks/workspace-types";
import { getDb } from "@/lib/server/db";
import type { EventDispatcher } from "@/lib/server/events/dispatcher";
import { expandRows, type StoredRow } from "@/lib/server/events/outbox";
import type { DomainEvent } from "@/lib/server/events/types";
import { allWebhookMappers, attachWorkspaceWebhookEvents } from "@/lib/server/modules/server-kinds";
import { publishToWorkspaceWebhooks } from "@/lib/server/webhooks/workspace/subscriber";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { startTestDispatcher } from "../helpers/events";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let received: Received[] = [];
let server: Server;
let receiverUrl: string;
let dispatcher: EventDispatcher;
let detach: () => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 200;
      res.end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  detach = attachWorkspaceWebhookEvents();
  dispatcher = await startTestDispatcher();
});
afterAll(async () => {
  await dispatcher.stop();
  detach();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let team: Team;
let projectA: string;
let boardA: string;
let boardB: string;

beforeEach(async () => {
  received = [];
  team = await seedTeam("Hooks");
  projectA = (await seedProject(getDb(), team.workspace.id, { name: "Alpha" })).id;
  const projectB = (await seedProject(getDb(), team.workspace.id, { name: "Beta" })).id;
  boardA = (await seedProjectModule(getDb(), projectA, { name: "Alpha board" })).id;
  boardB = (await seedProjectModule(getDb(), projectB, { name: "Beta board" })).id;
});

const create = (caller: Caller, body: Record<string, unknown>) =>
  call<WorkspaceWebhookWithSecret>(createRoute, {
    token: caller.token,
    body: { url: receiverUrl, eventTypes: ["task.created"], ...body },
  });
const patch = (caller: Caller, webhookId: string, body: Record<string, unknown>) =>
  call<WorkspaceWebhook>(patchRoute, { method: "PATCH", token: caller.token, params: { webhookId }, body });
const deliveries = (caller: Caller, webhookId: string, query = "") =>
  call<Page<WorkspaceWebhookDelivery>>(deliveriesRoute, {
    token: caller.token,
    params: { webhookId },
    url: `http://localhost:3000/api/v1/webhooks/${webhookId}/deliveries${query}`,
  });
/**
 * Drains the dispatcher until `done` holds (15 s at most): a drain gives up on the reading horizon
 * after a few seconds while another test file beside this one holds a transaction open.
 */
async function until(done: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    await dispatcher.drain();
    if ((await done()) || Date.now() > end) return;
  }
}
const logged = async (caller: Caller, id: string) => (await deliveries(caller, id)).body.data.length;
const bodies = () =>
  received.map((item) => JSON.parse(item.body) as { type: string; data: Record<string, unknown> });

describe("setting up", () => {
  it("lets owners and admins create, read, change and delete; the secret comes with the create", async () => {
    const made = await create(team.admin, {
      description: "  Sync to our warehouse ",
      eventTypes: ["task.created", "task.updated", "task.created"],
      projectIds: [projectA],
    });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_/);
    const hook = made.body.webhook;
    expect(hook).toMatchObject({
      url: receiverUrl,
      description: "Sync to our warehouse",
      enabled: true,
      eventTypes: ["task.created", "task.updated"],
      projects: [{ id: projectA, name: "Alpha" }],
      modules: null,
      createdBy: { id: team.admin.user.id },
    });
    const listed = await call<{ data: WorkspaceWebhook[] }>(listRoute, { token: team.owner.token });
    expect(listed.body.data.map((item) => item.id)).toEqual([hook.id]);
    expect(JSON.stringify(listed.body)).not.toContain("whsec_");

    const changed = await patch(team.owner, hook.id, {
      projectIds: null,
      moduleIds: [boardB],
      description: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      projects: null,
      modules: [{ id: boardB, name: "Beta board" }],
      description: null,
    });

    const rotated = await call<WorkspaceWebhookWithSecret>(secretRoute, {
      method: "POST",
      token: team.owner.token,
      params: { webhookId: hook.id },
    });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(made.body.secret);

    const removed = await call(deleteRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { webhookId: hook.id },
    });
    expect(removed.status).toBe(204);
    expect((await call(getRoute, { token: team.owner.token, params: { webhookId: hook.id } })).status).toBe(
      404,
    );
  });

  it("refuses members below admin, and answers 404 for another workspace's webhook", async () => {
    const denied = await create(team.member, {});
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(
      errorBody(403, "Only the workspace's owners and administrators can manage webhooks"),
    );
    expect((await call(listRoute, { token: team.viewer.token })).status).toBe(403);

    const other = await seedTeam("Elsewhere");
    const theirs = (await create(other.owner, {})).body.webhook;
    for (const res of [
      await call(getRoute, { token: team.owner.token, params: { webhookId: theirs.id } }),
      await patch(team.owner, theirs.id, { enabled: false }),
      await deliveries(team.owner, theirs.id),
      await call(pingRoute, { method: "POST", token: team.owner.token, params: { webhookId: theirs.id } }),
    ])
      expect(res.status).toBe(404);
    // Nor can a limit name another workspace's project.
    const foreignProject = (await seedProject(getDb(), other.workspace.id, { name: "Theirs" })).id;
    expect((await create(team.owner, { projectIds: [foreignProject] })).status).toBe(404);
  });

  it("says what is wrong with a bad body", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventTypes: [] }, "Choose at least one event"],
      [{ eventTypes: ["task.exploded"] }, "Unknown event type"],
      [{ url: "ftp://example.com/x" }, "Enter a full https:// address"],
      [{ projectIds: [] }, "Choose at least one, or remove the limit"],
      [{ description: "x".repeat(201) }, "The description can be 200 characters at most"],
    ];
    for (const [body, message] of cases) {
      const res = await create(team.owner, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it("keeps to 25 webhooks a workspace", async () => {
    await getDb().webhookSubscription.createMany({
      data: Array.from({ length: 25 }, (_, index) => {
        const id = `wh${String(index).padStart(22, "0")}`;
        return {
          id,
          workspaceId: team.workspace.id,
          kind: "Workspace",
          sourceId: id,
          url: receiverUrl,
          eventTypes: ["task.created"],
          secretPurpose: "workspace-webhook",
          createdById: team.owner.user.id,
        };
      }),
    });
    const res = await create(team.owner, {});
    expect(res.status).toBe(409);
  });
});

describe("delivering", () => {
  it("sends a signed ping and logs the receiver's answer", async () => {
    const made = (await create(team.owner, {})).body;
    const ping = await call<WorkspaceWebhookDelivery>(pingRoute, {
      method: "POST",
      token: team.owner.token,
      params: { webhookId: made.webhook.id },
    });
    expect(ping.status).toBe(200);
    expect(ping.body).toMatchObject({ eventType: "webhook.ping", status: "sent" });
    expect(ping.body.attempts[0]).toMatchObject({ status: 200, outcome: "sent", response: "thanks" });
    expect(received).toHaveLength(1);
    const [request] = received;
    // Any Standard Webhooks verifier checks it with the secret shown at the create.
    const verified = new Webhook(made.secret).verify(request!.body, {
      "webhook-id": String(request!.headers["webhook-id"]),
      "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
      "webhook-signature": String(request!.headers["webhook-signature"]),
    }) as { type: string; data: { webhookId: string } };
    expect(verified).toMatchObject({ type: "webhook.ping", data: { webhookId: made.webhook.id } });

    await patch(team.owner, made.webhook.id, { enabled: false });
    const off = await call(pingRoute, {
      method: "POST",
      token: team.owner.token,
      params: { webhookId: made.webhook.id },
    });
    expect(off.status).toBe(409);
  });

  it("hears the events it chose, within its limits, and logs them for redelivery", async () => {
    const all = (await create(team.owner, { eventTypes: ["task.created", "task.updated"] })).body.webhook;
    const onlyA = (await create(team.owner, { eventTypes: ["task.created"], projectIds: [projectA] })).body
      .webhook;
    const onlyB = (await create(team.owner, { eventTypes: ["task.created"], moduleIds: [boardB] })).body
      .webhook;
    const joined = (await create(team.owner, { eventTypes: ["member.joined"], projectIds: [projectA] })).body
      .webhook;

    const task = (await tm.create(team.owner, boardA, { title: "Ship it" })).body;
    await tm.patch(team.owner, boardA, task.id, { title: "Ship it now" });
    await tm.create(team.owner, boardB, { title: "Elsewhere" });
    await until(
      async () => (await logged(team.owner, all.id)) === 3 && (await logged(team.owner, onlyB.id)) === 1,
    );

    const log = async (id: string) =>
      (await deliveries(team.owner, id)).body.data.map((row) => row.eventType);
    expect((await log(all.id)).sort()).toEqual(["task.created", "task.created", "task.updated"]);
    expect(await log(onlyA.id)).toEqual(["task.created"]);
    expect(await log(onlyB.id)).toEqual(["task.created"]);
    expect(await log(joined.id)).toEqual([]);

    // The task as the event was read: at its create, or at the edit when the outbox row was expanded
    // after it (another node's, or this one's own once the tail got there first).
    const createdInA = bodies().find(
      (body) => body.type === "task.created" && (body.data.task as { id: string }).id === task.id,
    );
    expect(createdInA?.data).toMatchObject({
      workspaceId: team.workspace.id,
      projectId: projectA,
      moduleId: boardA,
      moduleKind: "TaskManagement",
      actorId: team.owner.user.id,
      task: { id: task.id, key: task.key },
    });

    // Filtered by status, and sent again with the same webhook-id.
    const sent = (await deliveries(team.owner, onlyA.id, "?status=sent")).body.data;
    expect(sent).toHaveLength(1);
    expect((await deliveries(team.owner, onlyA.id, "?status=failed")).body.data).toHaveLength(0);
    const before = received.length;
    const again = await call<WorkspaceWebhookDelivery>(redeliverRoute, {
      method: "POST",
      token: team.owner.token,
      params: { webhookId: onlyA.id, deliveryId: sent[0]!.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.attempts).toHaveLength(2);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)!.headers["webhook-id"]).toBe(sent[0]!.eventId);
    // Another webhook's delivery id is 404 here.
    const foreign = await call(redeliverRoute, {
      method: "POST",
      token: team.owner.token,
      params: { webhookId: all.id, deliveryId: sent[0]!.id },
    });
    expect(foreign.status).toBe(404);
  });

  it("hears a task edited right after its create as created: the outbox row says which tasks it made", async () => {
    // The create's compact row is expanded when read, by then at the edit's version: "created" is
    // read from the row, not from the version (a race CI met: task.updated twice, no task.created).
    await dispatcher.drain();
    const [mark] = await getDb().$queryRaw<{ max: bigint | null }[]>`
      SELECT max("position") AS max FROM "DomainEventLog"`;
    const task = (await tm.create(team.owner, boardA, { title: "Ship it" })).body;
    await tm.patch(team.owner, boardA, task.id, { title: "Ship it now" });
    const rows = await getDb().$queryRaw<StoredRow[]>`
      SELECT "position", "id"::text AS "id", "txid", "type", "workspaceId", "moduleId", "actorId", "clientId",
             "payload", "createdAt"
        FROM "DomainEventLog" WHERE "position" > ${mark?.max ?? BigInt(0)} ORDER BY "position"`;
    const mapper = allWebhookMappers().get("task.events");
    const types = (await expandRows(rows)).flatMap(({ event }) =>
      event.type === "task.events" && typeof mapper === "function"
        ? (mapper(event) as { type: string; data: { task?: { title: string } } }[]).map(
            (item) => `${item.type} ${item.data.task?.title}`,
          )
        : [],
    );
    expect(types).toEqual(["task.created Ship it now", "task.updated Ship it now"]);
  });

  it("hears only what its creator may read: not after they stop being an admin", async () => {
    const hook = (await create(team.admin, {})).body.webhook;
    // The owner's webhook hears both tasks: once it has, the admin's was decided for both too.
    const witness = (await create(team.owner, {})).body.webhook;
    await tm.create(team.owner, boardA, { title: "Heard" });
    await until(async () => (await logged(team.owner, witness.id)) === 1);
    await getDb().workspaceMember.updateMany({
      where: { workspaceId: team.workspace.id, userId: team.admin.user.id },
      data: { role: "member" },
    });
    await tm.create(team.owner, boardA, { title: "Not heard" });
    await until(async () => (await logged(team.owner, witness.id)) === 2);
    const titles = (await deliveries(team.owner, hook.id)).body.data.map(
      (row) => (JSON.parse(row.payload) as { data: { task: { title: string } } }).data.task.title,
    );
    expect(titles).toEqual(["Heard"]);
    // Turned on again by the owner, it hears with the owner's rights.
    await patch(team.owner, hook.id, { enabled: false });
    const on = await patch(team.owner, hook.id, { enabled: true });
    expect(on.body.createdBy?.id).toBe(team.owner.user.id);
  });

  it("sends a conversation's events only to webhooks whose creator is in it", async () => {
    const chat = (await seedProjectModule(getDb(), projectA, { tag: "OnlineChat", name: "Chat" })).id;
    const hook = (await create(team.owner, { eventTypes: ["chat.conversation.changed"] })).body.webhook;
    const event = (audience: string[]): DomainEvent => ({
      type: "online-chat.events",
      tag: "OnlineChat",
      workspaceId: team.workspace.id,
      moduleId: chat,
      actorId: team.member.user.id,
      clientId: null,
      audience,
      events: [{ type: "conversation.changed", conversationId: "c".repeat(24) }],
    });
    const mappers = allWebhookMappers();
    const meta = () => ({ id: randomUUID(), createdAt: new Date() });
    const mapper = mappers.get("online-chat.events");
    expect(await publishToWorkspaceWebhooks(event([team.member.user.id]), meta(), mapper)).toBe(0);
    expect(
      await publishToWorkspaceWebhooks(event([team.member.user.id, team.owner.user.id]), meta(), mapper),
    ).toBe(1);
    expect((await deliveries(team.owner, hook.id)).body.data).toHaveLength(1);
  });
});
