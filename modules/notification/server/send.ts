import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type {
  CampaignAudience,
  CampaignSchedule,
  CampaignTotals,
  DeliveryReason,
} from "@/modules/notification/shared/types";
import { nextRunAfter, repeats } from "@/modules/notification/shared/schedule";
import type { RoleValue } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { seesModuleSql } from "@/lib/server/modules/module-readers";
import { channelsFor } from "@/lib/server/notifications/preferences";
import type { Locale } from "@/lib/i18n/config";
import { publishModuleEvents } from "./common";
import {
  campaignMail,
  insertInAppRows,
  insertOutboxRows,
  mapInSlices,
  postCampaignWebhook,
  publishInApp,
  renderFor,
  sendOutbox,
  type MessageContext,
  type Recipient,
} from "./deliver";
import { settingsOf } from "./channels-settings";
import { recordChannelOutcome } from "./channels";

/** Deliveries per transaction: in-app and e-mail rows are written in bulk, webhooks posted 10 at a time. */
const BATCH = { inApp: 100, email: 100, webhook: 20 } as const;
/**
 * The sender runs beside the API on the same node: batches of 100, rendered in slices that yield to
 * the event loop, and after each batch a rest three times as long as the batch took, so it takes at
 * most about a quarter of the node's time. bench:campaigns on 2 cores: 5,000 in-app recipients in
 * 4 s beside a steady load, 11.5 s beside a saturating one (whose rate then drops 12 %, p99 16 → 21
 * ms); batches of 250 with half the rest sent in 5–7 s but took 16–26 % of the API's rate.
 */
const REST_PER_WORK = 3;
const WEBHOOK_CONCURRENCY = 10;

interface AudienceRow {
  userId: string | null;
  email: string | null;
  name: string | null;
}

/**
 * The audience's people now: workspace members (all, of a role, or those who see a project) or a
 * pasted list (matched to members by address; others kept as addresses).
 */
async function resolveAudience(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  audience: CampaignAudience,
): Promise<AudienceRow[]> {
  if (audience.kind === "emails") {
    const members = await tx.$queryRaw<AudienceRow[]>`
      SELECT u."id" AS "userId", u."email", u."name" FROM "WorkspaceMember" wm
        JOIN "User" u ON u."id" = wm."userId"
       WHERE wm."workspaceId" = ${workspaceId} AND lower(u."email") = ANY(${audience.emails})`;
    const matched = new Set(members.map((row) => row.email?.toLowerCase()));
    return [
      ...members,
      ...audience.emails
        .filter((email) => !matched.has(email))
        .map((email) => ({ userId: null, email, name: null })),
    ];
  }
  let filter = Prisma.empty;
  if (audience.kind === "role")
    filter = Prisma.sql`AND wm."role"::text = ${audience.role satisfies RoleValue}`;
  if (audience.kind === "project") {
    const project = await tx.project.findFirst({
      where: { id: audience.projectId, workspaceId },
      select: { id: true, private: true },
    });
    if (!project) return [];
    filter = seesModuleSql({ moduleId: "", private: false, project });
  }
  return tx.$queryRaw<AudienceRow[]>`
    SELECT u."id" AS "userId", u."email", u."name" FROM "WorkspaceMember" wm
      JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${workspaceId} ${filter}`;
}

/**
 * Starts a run of a campaign whose status is one of `from`: numbers it, writes one delivery per
 * recipient (the run's idempotency keys: campaign, run, recipient) and sets it sending, in one
 * transaction. In-app campaigns reach members only: other addresses are failed at once (notMember).
 * Returns the run's number, or null when the campaign was not in such a state (another node took it).
 */
export async function startRun(
  campaignId: string,
  from: readonly string[],
  startedAt: Date = new Date(),
): Promise<number | null> {
  const started = await getDb().$transaction(
    async (tx) => {
      const [campaign] = await tx.$queryRaw<
        {
          id: string;
          workspaceId: string;
          moduleId: string;
          status: string;
          runs: number;
          audience: CampaignAudience;
          kind: string | null;
        }[]
      >`SELECT c."id", c."workspaceId", c."moduleId", c."status", c."runs", c."audience", ch."kind"
          FROM "NotificationCampaign" c LEFT JOIN "NotificationChannel" ch ON ch."id" = c."channelId"
         WHERE c."id" = ${campaignId} FOR UPDATE OF c`;
      if (!campaign || !from.includes(campaign.status) || !campaign.kind) return null;
      const run = campaign.runs + 1;
      const people = await resolveAudience(tx, campaign.workspaceId, campaign.audience);
      const rows = people.map((person) => {
        const missing: DeliveryReason | null =
          campaign.kind === "inApp" && !person.userId
            ? "notMember"
            : !person.email && campaign.kind === "email"
              ? "noEmail"
              : null;
        return {
          id: newId(),
          campaignId,
          run,
          recipientKey: person.userId ?? person.email!.toLowerCase(),
          userId: person.userId,
          email: person.email,
          name: person.name,
          status: missing ? "failed" : "queued",
          reason: missing,
        };
      });
      // One statement from arrays; a recipient already in this run (a repeated start) is skipped.
      const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
      await tx.$executeRaw`
        INSERT INTO "CampaignDelivery" ("id", "campaignId", "run", "recipientKey", "userId", "email", "name", "status", "reason")
        SELECT x."id", ${campaignId}, ${run}, x."key", x."userId", x."email", x."name", x."status", x."reason"
          FROM unnest(${column("id")}::text[], ${column("recipientKey")}::text[], ${column("userId")}::text[],
                      ${column("email")}::text[], ${column("name")}::text[], ${column("status")}::text[],
                      ${column("reason")}::text[]) AS x("id", "key", "userId", "email", "name", "status", "reason")
        ON CONFLICT ("campaignId", "run", "recipientKey") DO NOTHING`;
      const failed = rows.filter((row) => row.status === "failed").length;
      const { revision } = await tx.notificationCampaign.update({
        where: { id: campaignId },
        select: { revision: true },
        data: {
          status: "sending",
          runs: run,
          nextRunAt: null,
          lastRunAt: startedAt,
          queuedCount: rows.length - failed,
          sentCount: 0,
          failedCount: failed,
        },
      });
      return {
        run,
        workspaceId: campaign.workspaceId,
        moduleId: campaign.moduleId,
        totals: { queued: rows.length - failed, sent: 0, failed },
        revision,
      };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  if (!started) return null;
  publishModuleEvents(started.workspaceId, started.moduleId, null, [
    {
      entity: "campaign",
      id: campaignId,
      status: "sending",
      totals: started.totals,
      revision: started.revision,
    },
  ]);
  return started.run;
}

interface RunContext {
  campaignId: string;
  run: number;
  workspaceId: string;
  moduleId: string;
  moduleName: string;
  locale: Locale;
  channel: { id: string; kind: string; enabled: boolean; settings: unknown; secretVersion: number };
  context: MessageContext;
  sender: { id: string; name: string; image: string | null } | null;
  schedule: CampaignSchedule;
  /** When the run started (the scheduler's clock): the next run comes after it. */
  startedAt: Date;
}

/** Everything a run's batches need, read once; null when the campaign is no longer sending this run. */
async function loadRun(campaignId: string, run: number): Promise<RunContext | null> {
  const campaign = await getDb().notificationCampaign.findUnique({
    where: { id: campaignId },
    select: {
      id: true,
      name: true,
      status: true,
      runs: true,
      workspaceId: true,
      moduleId: true,
      values: true,
      schedule: true,
      lastRunAt: true,
      createdBy: { select: { id: true, name: true, image: true } },
      workspace: { select: { name: true } },
      projectModule: { select: { name: true, tag: true, project: { select: { name: true } } } },
      workspaceModule: { select: { name: true } },
      channel: { select: { id: true, kind: true, enabled: true, settings: true, secretVersion: true } },
      template: { select: { subject: true, body: true } },
    },
  });
  if (!campaign || campaign.status !== "sending" || campaign.runs !== run) return null;
  const moduleName = campaign.projectModule?.name ?? campaign.workspaceModule?.name ?? "Notification";
  const settings = await getDb().notificationSettings.findUnique({
    where: { userId: campaign.createdBy?.id ?? "" },
    select: { locale: true },
  });
  const values = { ...((campaign.values ?? {}) as Record<string, string>) };
  values["workspace.name"] = campaign.workspace.name;
  values["project.name"] = campaign.projectModule?.project.name ?? "";
  return {
    campaignId,
    run,
    workspaceId: campaign.workspaceId,
    moduleId: campaign.moduleId,
    moduleName,
    locale: settings?.locale === "es" ? "es" : "en",
    channel: campaign.channel ?? { id: "", kind: "", enabled: false, settings: {}, secretVersion: 0 },
    context: {
      workspaceId: campaign.workspaceId,
      moduleId: campaign.moduleId,
      campaign: { id: campaign.id, name: campaign.name, run },
      senderId: campaign.createdBy?.id ?? null,
      subject: campaign.template?.subject ?? null,
      body: campaign.template?.body ?? "",
      values,
    },
    sender: campaign.createdBy,
    schedule: campaign.schedule as CampaignSchedule,
    startedAt: campaign.lastRunAt ?? new Date(),
  };
}

interface Outcome {
  sent: string[];
  failed: { id: string; reason: DeliveryReason; error: string | null }[];
}

/** Marks a batch's deliveries and moves the campaign's totals, in the batch's transaction. */
async function recordOutcome(
  tx: Prisma.TransactionClient,
  campaignId: string,
  outcome: Outcome,
): Promise<void> {
  const now = new Date();
  if (outcome.sent.length > 0)
    await tx.$executeRaw`UPDATE "CampaignDelivery" SET "status" = 'sent', "sentAt" = ${now}::timestamp(3)
                          WHERE "id" = ANY(${outcome.sent}) AND "status" = 'queued'`;
  if (outcome.failed.length > 0)
    await tx.$executeRaw`UPDATE "CampaignDelivery" d SET "status" = 'failed', "reason" = f."reason", "error" = f."error"
                           FROM unnest(${outcome.failed.map((f) => f.id)}::text[], ${outcome.failed.map((f) => f.reason)}::text[],
                                       ${outcome.failed.map((f) => f.error)}::text[]) AS f("id", "reason", "error")
                          WHERE d."id" = f."id" AND d."status" = 'queued'`;
  const done = outcome.sent.length + outcome.failed.length;
  await tx.$executeRaw`UPDATE "NotificationCampaign"
                          SET "queuedCount" = "queuedCount" - ${done}, "sentCount" = "sentCount" + ${outcome.sent.length},
                              "failedCount" = "failedCount" + ${outcome.failed.length}
                        WHERE "id" = ${campaignId}`;
}

/**
 * One batch: claims queued deliveries (FOR UPDATE SKIP LOCKED, so nodes share a run without
 * overlap), delivers them and marks them in the same transaction. In-app rows and outbox e-mails
 * are written in that transaction, so a node dying mid-batch rolls both back and the retry sends
 * them once; webhooks are posted inside it with the delivery's id as idempotency key, so a repeat
 * after a crash carries the same key. Returns how many were claimed (0: the run is done).
 */
async function processBatch(
  run: RunContext,
): Promise<{ claimed: number; totals: (CampaignTotals & { revision: number }) | null }> {
  const kind = run.channel.kind as "inApp" | "email" | "webhook";
  const size = BATCH[kind] ?? BATCH.webhook;
  const after = {
    inApp: [] as Parameters<typeof publishInApp>[0],
    outbox: [] as string[],
    webhookError: undefined as string | null | undefined,
  };
  const result = await getDb().$transaction(
    async (tx) => {
      const claimed = await tx.$queryRaw<Recipient[]>`
        SELECT "id" AS "deliveryId", "userId", "email", "name" FROM "CampaignDelivery"
         WHERE "campaignId" = ${run.campaignId} AND "run" = ${run.run} AND "status" = 'queued'
         ORDER BY "id" LIMIT ${size} FOR UPDATE SKIP LOCKED`;
      if (claimed.length === 0) return { claimed: 0, totals: null };
      const outcome: Outcome = { sent: [], failed: [] };
      if (!run.channel.enabled || !kind) {
        outcome.failed = claimed.map((r) => ({
          id: r.deliveryId,
          reason: "channelDisabled" as const,
          error: null,
        }));
      } else if (kind === "webhook") {
        const queue = [...claimed];
        let lastError: string | null = null;
        const workers = Array.from({ length: Math.min(WEBHOOK_CONCURRENCY, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const answer = await postCampaignWebhook(run.channel, run.context, next);
            if (answer.ok) outcome.sent.push(next.deliveryId);
            else {
              lastError = answer.error;
              outcome.failed.push({ id: next.deliveryId, reason: "transport", error: answer.error });
            }
          }
        });
        await Promise.all(workers);
        after.webhookError = outcome.sent.length === 0 ? lastError : null;
      } else {
        const members = claimed.filter((r): r is Recipient & { userId: string } => r.userId !== null);
        const choices = await channelsFor(
          members.map((r) => r.userId),
          "campaign.message",
        );
        const optedOut = (r: Recipient) =>
          r.userId !== null &&
          !(kind === "inApp" ? choices.get(r.userId)?.inApp : choices.get(r.userId)?.email);
        const deliverable = claimed.filter((r) => !optedOut(r));
        outcome.failed = claimed
          .filter(optedOut)
          .map((r) => ({ id: r.deliveryId, reason: "optedOut" as const, error: null }));
        if (kind === "inApp") {
          after.inApp = await insertInAppRows(
            tx,
            run.context,
            deliverable.filter((r): r is Recipient & { userId: string } => r.userId !== null),
            run.sender,
          );
        } else {
          const settings = settingsOf("email", run.channel.settings);
          after.outbox = await insertOutboxRows(
            tx,
            await mapInSlices(deliverable, (r) =>
              campaignMail(renderFor(run.context, r), {
                to: r.email!,
                userId: r.userId,
                fromName: settings.kind === "email" ? settings.fromName : null,
                moduleName: run.moduleName,
                locale: run.locale,
              }),
            ),
          );
        }
        outcome.sent = deliverable.map((r) => r.deliveryId);
      }
      await recordOutcome(tx, run.campaignId, outcome);
      const [totals] = await tx.$queryRaw<(CampaignTotals & { revision: number })[]>`
        SELECT "queuedCount" AS "queued", "sentCount" AS "sent", "failedCount" AS "failed", "revision"
          FROM "NotificationCampaign" WHERE "id" = ${run.campaignId}`;
      return { claimed: claimed.length, totals: totals ?? null };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  publishInApp(after.inApp);
  await sendOutbox(after.outbox);
  if (after.webhookError !== undefined)
    await recordChannelOutcome(run.channel.id, after.webhookError).catch(() => undefined);
  if (result.totals) {
    const { revision, ...totals } = result.totals;
    publishModuleEvents(run.workspaceId, run.moduleId, null, [
      { entity: "campaign", id: run.campaignId, status: "sending", totals, revision },
    ]);
  }
  return result;
}

/** Ends a run with nothing left queued: completed, or scheduled again when it repeats. */
async function finishRun(run: RunContext): Promise<void> {
  const after = new Date(Math.max(Date.now(), run.startedAt.getTime()));
  const next = repeats(run.schedule) ? nextRunAfter(run.schedule, after) : null;
  const status = next ? "scheduled" : "completed";
  const changed = await getDb().notificationCampaign.updateMany({
    where: { id: run.campaignId, status: "sending", runs: run.run, queuedCount: { lte: 0 } },
    data: { status, nextRunAt: next },
  });
  if (changed.count > 0) {
    const totals = await getDb().notificationCampaign.findUnique({
      where: { id: run.campaignId },
      select: { queuedCount: true, sentCount: true, failedCount: true, revision: true },
    });
    publishModuleEvents(run.workspaceId, run.moduleId, null, [
      {
        entity: "campaign",
        id: run.campaignId,
        status,
        ...(totals
          ? {
              totals: { queued: totals.queuedCount, sent: totals.sentCount, failed: totals.failedCount },
              revision: totals.revision,
            }
          : {}),
      },
    ]);
  }
}

/**
 * Sends a run's queued deliveries batch after batch until none is left (then finishes the run), or
 * until the campaign leaves 'sending' (paused or cancelled: checked before every batch), or after
 * `maxBatches`. Safe to run twice at once and to rerun after a crash.
 */
export async function processRun(
  campaignId: string,
  run: number,
  options: { maxBatches?: number } = {},
): Promise<void> {
  let batches = 0;
  for (;;) {
    const current = await loadRun(campaignId, run);
    if (!current) return;
    if (options.maxBatches !== undefined && batches >= options.maxBatches) return;
    const began = Date.now();
    const { claimed } = await processBatch(current);
    batches += 1;
    if (claimed === 0) {
      await finishRun(current);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, (Date.now() - began) * REST_PER_WORK));
  }
}

/** Starts every scheduled campaign that is due (the scheduler job), then sends their runs. */
export async function startDueCampaigns(
  now: Date,
  send: (campaignId: string, run: number) => Promise<void>,
): Promise<number> {
  const due = await getDb().notificationCampaign.findMany({
    where: { status: "scheduled", nextRunAt: { lte: now } },
    select: { id: true },
    orderBy: { nextRunAt: "asc" },
    take: 100,
  });
  let started = 0;
  for (const { id } of due) {
    const run = await startRun(id, ["scheduled"], now);
    if (run === null) continue;
    started += 1;
    await send(id, run).catch((error: unknown) =>
      logger.warn(
        `[campaign] ${id} run ${run} could not be queued: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
  return started;
}
