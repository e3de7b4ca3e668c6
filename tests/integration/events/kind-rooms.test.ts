// The content hub's and the form builder's changes reach their module's room live through the outbox
// (a socket of another session, as another browser would hold), written with the change; a refused
// change writes nothing, and another module's room hears nothing.
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { DELETE as deletePostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route";
import { POST as createCategoryRoute } from "@/app/api/v1/content-hub/[moduleId]/categories/route";
import { DELETE as deleteResponseRoute } from "@/app/api/v1/form-builder/[moduleId]/form/[formId]/responses/[responseId]/route";
import { MODULE_EVENT, MODULE_JOIN, type ModuleEnvelope } from "@/lib/modules/realtime";
import { getDb } from "@/lib/server/db";
import type { Post } from "@/modules/content-hub/shared/types";
import type { Caller } from "../workspaces/helpers";
import { hit as hubHit, seedHub, type Hub } from "../content-hub/helpers";
import { hit as formHit, seedPublishedForm, submit } from "../form-builder/helpers";
import { connected, startRealtimeServer, until } from "../helpers/realtime";

const realtime = startRealtimeServer();

async function watch(caller: Caller, moduleId: string) {
  const socket = realtime.connect({ token: caller.token });
  const events: ModuleEnvelope[] = [];
  socket.on(MODULE_EVENT, (frame: ModuleEnvelope[]) => events.push(...frame));
  await connected(socket);
  expect(((await socket.emitWithAck(MODULE_JOIN, { moduleId })) as { ok: boolean }).ok).toBe(true);
  return events;
}

const stored = (type: string, moduleId: string) =>
  getDb().domainEventLog.count({ where: { type, moduleId } });

describe("content hub", () => {
  let hub: Hub;
  beforeEach(async () => (hub = await seedHub()));

  it("tells the room of posts created, published and deleted and of categories, nobody else", async () => {
    const other = await seedHub("Elsewhere");
    const seen = await watch(hub.team.admin, hub.moduleId);
    const elsewhere = await watch(other.team.admin, other.moduleId);
    const params = { moduleId: hub.moduleId };
    // A viewer may not create: nothing is written.
    expect((await hubHit(createPostRoute, hub.team.viewer, { params, body: { title: "No" } })).status).toBe(
      403,
    );
    expect(await stored("content-hub.events", hub.moduleId)).toBe(0);

    const post = (await hubHit<Post>(createPostRoute, hub.team.member, { params, body: { title: "Launch" } }))
      .body;
    await hubHit(publishPostRoute, hub.team.member, {
      method: "POST",
      params: { ...params, blogId: post.id },
    });
    await hubHit(createCategoryRoute, hub.team.member, {
      params,
      body: { name: "News", contentType: "blog" },
    });
    await hubHit(deletePostRoute, hub.team.member, {
      method: "DELETE",
      params: { ...params, blogId: post.id },
    });
    expect(await until(() => seen.length === 4)).toBe(true);
    expect(seen.map((envelope) => [envelope.tag, envelope.actorId, envelope.event])).toEqual([
      ["ContentHub", hub.team.member.user.id, { type: "item.changed", contentType: "blog", id: post.id }],
      ["ContentHub", hub.team.member.user.id, { type: "item.changed", contentType: "blog", id: post.id }],
      ["ContentHub", hub.team.member.user.id, { type: "categories.changed", contentType: "blog" }],
      ["ContentHub", hub.team.member.user.id, { type: "item.deleted", contentType: "blog", id: post.id }],
    ]);
    // Publishing and deleting published content also wrote what the module's webhook hears.
    expect(await stored("content-hub.public-change", hub.moduleId)).toBe(2);
    expect(elsewhere).toEqual([]);
  });
});

describe("form builder", () => {
  it("tells the room of a response submitted on the public form and of one deleted", async () => {
    const { b, form, pub } = await seedPublishedForm();
    const seen = await watch(b.team.admin, b.moduleId);
    // A refused submission (a missing required answer) writes nothing (publishing wrote one).
    expect(await stored("form-builder.events", b.moduleId)).toBe(1);
    expect((await submit(form.slug, { versionId: pub.versionId, answers: { liked: "Yes" } })).status).toBe(
      400,
    );
    expect(await stored("form-builder.events", b.moduleId)).toBe(1);

    const sent = await submit(form.slug, {
      versionId: pub.versionId,
      answers: { name: "Ann", liked: "Yes" },
    });
    expect(sent.status).toBe(200);
    expect(await until(() => seen.length === 1)).toBe(true);
    expect(seen[0]).toMatchObject({
      tag: "FormBuilder",
      actorId: "",
      event: { type: "response.created", formId: form.id, responseId: sent.body.id },
    });
    expect(await stored("form.response.submitted", b.moduleId)).toBe(1);

    const params = { moduleId: b.moduleId, formId: form.id, responseId: sent.body.id };
    expect((await formHit(deleteResponseRoute, b.team.viewer, { method: "DELETE", params })).status).toBe(
      403,
    );
    expect((await formHit(deleteResponseRoute, b.team.admin, { method: "DELETE", params })).status).toBe(200);
    expect(await until(() => seen.length === 2)).toBe(true);
    expect(seen[1]).toMatchObject({
      actorId: b.team.admin.user.id,
      event: { type: "response.deleted", formId: form.id, responseId: sent.body.id },
    });
  });
});
