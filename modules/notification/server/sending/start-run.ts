import "server-only";
import type { CampaignAudience } from "@/modules/notification/shared/types";
import { withEvents, type Emit, type Tx } from "@/lib/server/events/commit";
import { moduleEvents } from "../common";
import { planDeliveries, type QuotaPolicy } from "./plan-run";
import { resolveAudience } from "./resolve-audience";

/** The transaction options of a run's start (one statement writes a whole audience's deliveries). */
export const START_RUN_TRANSACTION = { timeout: 60_000, maxWait: 10_000 } as const;

/**
 * Starts a run of a campaign whose status is one of `from`: numbers it, writes one delivery per
 * recipient (the run's idempotency keys: campaign, run, recipient) and sets it sending, in one
 * transaction with its progress event. In-app campaigns reach members only: other addresses are
 * failed at once (notMember); e-mail skips suppressed addresses and counts the others outside the
 * workspace against its daily quota (plan-run.ts; a scheduled run skips what does not fit). Returns
 * the run's number, or null when the campaign was not in such a state (another node took it).
 */
export async function startRun(
  campaignId: string,
  from: readonly string[],
  startedAt: Date = new Date(),
): Promise<number | null> {
  return withEvents(
    (tx, emit) => startRunIn(tx, emit, campaignId, from, startedAt, { refuse: false }),
    START_RUN_TRANSACTION,
  );
}

/** startRun in the caller's transaction (a withEvents with START_RUN_TRANSACTION). */
export async function startRunIn(
  tx: Tx,
  emit: Emit,
  campaignId: string,
  from: readonly string[],
  startedAt: Date = new Date(),
  quota: QuotaPolicy = { refuse: false },
): Promise<number | null> {
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
  const rows = await planDeliveries(tx, {
    workspaceId: campaign.workspaceId,
    kind: campaign.kind,
    people,
    quota,
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
  const skipped = rows.filter((row) => row.status === "skipped").length;
  const totals = { queued: rows.length - failed - skipped, sent: 0, failed, skipped };
  const { revision } = await tx.notificationCampaign.update({
    where: { id: campaignId },
    select: { revision: true },
    data: {
      status: "sending",
      runs: run,
      nextRunAt: null,
      lastRunAt: startedAt,
      queuedCount: totals.queued,
      sentCount: 0,
      failedCount: failed,
      skippedCount: skipped,
    },
  });
  emit(
    moduleEvents(campaign.workspaceId, campaign.moduleId, null, [
      { entity: "campaign", id: campaignId, status: "sending", totals, revision },
    ]),
  );
  return run;
}
