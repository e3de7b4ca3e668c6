// A campaign batch writes its events in its own transaction: the in-app rows' notifications.created
// and the campaign's progress (notification-module.events) commit with the rows, or not at all.
import { POST as createChannelRoute } from "@/app/api/v1/notification/[moduleId]/channels/route";
import { POST as createTemplateRoute } from "@/app/api/v1/notification/[moduleId]/templates/route";
import { POST as createCampaignRoute } from "@/app/api/v1/notification/[moduleId]/campaigns/route";
import type { CampaignItem, ChannelWithSecret, TemplateItem } from "@/modules/notification/shared/types";
import { getDb } from "@/lib/server/db";
import { subscribe } from "@/lib/server/events/bus";
import { processBatch } from "@/modules/notification/server/sending/process-batch";
import { loadRun } from "@/modules/notification/server/sending/run-context";
import { startRun } from "@/modules/notification/server/sending/start-run";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Acme Studio");
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Launch" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { tag: "Notification", name: "Announcements" })).id;
});

/** An in-app campaign to the whole workspace, its first run started (its deliveries queued). */
async function startedCampaign(): Promise<string> {
  const post = <T>(route: Parameters<typeof call>[0], body: unknown) =>
    call<T>(route, { method: "POST", token: team.admin.token, params: { moduleId }, body });
  const channel = (await post<ChannelWithSecret>(createChannelRoute, { name: "Team inbox", kind: "inApp" }))
    .body;
  const template = (
    await post<TemplateItem>(createTemplateRoute, {
      name: "Launch news",
      channelKind: "inApp",
      body: "<p>Hi {{recipient.name}}, we ship on Friday.</p>",
      variables: [],
    })
  ).body;
  const campaign = (
    await post<CampaignItem>(createCampaignRoute, {
      name: "Launch day",
      templateId: template.id,
      channelId: channel.id,
      audience: { kind: "all" },
      values: {},
    })
  ).body;
  expect(await startRun(campaign.id, ["draft"])).toBe(1);
  return campaign.id;
}

const notes = (campaignId: string) =>
  getDb().notification.findMany({ where: { objectId: campaignId, kind: "campaign.message" } });

/** The outbox's position now: the rows a step writes are those after it. */
async function head(): Promise<bigint> {
  const last = await getDb().domainEventLog.findFirst({
    orderBy: { position: "desc" },
    select: { position: true },
  });
  return last?.position ?? 0n;
}

const eventsAfter = (position: bigint) =>
  getDb().domainEventLog.findMany({ where: { position: { gt: position } }, orderBy: { position: "asc" } });

it("a batch that rolls back writes no event and no notification; one that commits writes both", async () => {
  const campaignId = await startedCampaign();
  const heard: string[] = [];
  const stop = [
    subscribe("notifications.created", (event) => void heard.push(...event.items.map((item) => item.id))),
    subscribe("notification-module.events", (event) => void heard.push(`module:${event.moduleId}`)),
  ];

  // The commit fails once the batch wrote everything: a deferred trigger on the batch's own
  // notifications.created row (it fires only if that row is written in the batch's transaction).
  let before = await head();
  await getDb().$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION test_refuse_commit() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'commit refused'; END $$ LANGUAGE plpgsql`);
  await getDb().$executeRawUnsafe(`
    CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER INSERT ON "DomainEventLog"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (NEW."type" = 'notifications.created') EXECUTE FUNCTION test_refuse_commit()`);
  try {
    await expect(processBatch((await loadRun(campaignId, 1))!)).rejects.toThrow(/commit refused/);
  } finally {
    await getDb().$executeRawUnsafe(`DROP TRIGGER test_refuse_commit ON "DomainEventLog"`);
    await getDb().$executeRawUnsafe(`DROP FUNCTION test_refuse_commit()`);
  }
  expect(await eventsAfter(before)).toEqual([]);
  expect(await notes(campaignId)).toHaveLength(0);
  expect(heard).toEqual([]);
  expect(await getDb().campaignDelivery.count({ where: { campaignId, status: "queued" } })).toBe(5);

  // The retry commits: the rows and both events, in one transaction, delivered here at once.
  before = await head();
  const { claimed } = await processBatch((await loadRun(campaignId, 1))!);
  stop.forEach((unsubscribe) => unsubscribe());
  expect(claimed).toBe(5);
  const written = await notes(campaignId);
  expect(written).toHaveLength(5);
  const events = await eventsAfter(before);
  expect(events.map((row) => row.type)).toEqual(["notifications.created", "notification-module.events"]);
  const [created, progress] = events;
  expect(created!.payload).toMatchObject({ type: "notifications.created" });
  const items = (created!.payload as { items: { id: string; userId: string }[] }).items;
  expect(items.map((item) => item.id).sort()).toEqual(written.map((note) => note.id).sort());
  expect(progress).toMatchObject({ moduleId, workspaceId: team.workspace.id, actorId: null });
  expect(progress!.payload).toMatchObject({
    type: "notification-module.events",
    events: [
      { entity: "campaign", id: campaignId, status: "sending", totals: { queued: 0, sent: 5, failed: 0 } },
    ],
  });
  // Both events were written by the transaction that wrote the notifications.
  expect(progress!.txid).toBe(created!.txid);
  const writers = await getDb().$queryRaw<{ xid: bigint }[]>`
    SELECT DISTINCT "xmin"::text::bigint AS "xid" FROM "Notification" WHERE "objectId" = ${campaignId}`;
  expect(writers).toEqual([{ xid: created!.txid % 2n ** 32n }]);
  // This node's live subscribers heard them right after the commit.
  expect(heard.slice(0, 5).sort()).toEqual(written.map((note) => note.id).sort());
  expect(heard.slice(5)).toEqual([`module:${moduleId}`]);
});
