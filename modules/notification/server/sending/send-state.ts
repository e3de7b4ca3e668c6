import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { campaignEnv } from "@/lib/server/env";
import {
  leaseRetryMs,
  mayLease,
  rateCapacity,
  refundRate,
  reserveQuota,
  takeRate,
  utcDay,
  type QuotaDecision,
  type RateGrant,
} from "./pacing";

// A workspace's CampaignSendState row, read locked and written back through the pure rules of
// pacing.ts: the daily quota of external e-mails, the campaign rate and the sending lease. Every
// node shares it, so the limits hold across a cluster.

interface StateRow {
  quotaDay: Date;
  quotaUsed: number;
  rateTokens: number;
  rateAt: Date;
  leaseId: string | null;
  leaseUntil: Date | null;
}

/** The workspace's row, created when missing (a full bucket, nothing used today), locked until commit. */
async function lockState(tx: Prisma.TransactionClient, workspaceId: string, now: Date): Promise<StateRow> {
  const full = rateCapacity(campaignEnv().CAMPAIGN_RATE_PER_MINUTE);
  await tx.$executeRaw`
    INSERT INTO "CampaignSendState" ("workspaceId", "quotaDay", "quotaUsed", "rateTokens", "rateAt")
    VALUES (${workspaceId}, ${utcDay(now)}::date, 0, ${full}, ${now}::timestamp(3))
    ON CONFLICT ("workspaceId") DO NOTHING`;
  const [row] = await tx.$queryRaw<StateRow[]>`
    SELECT "quotaDay", "quotaUsed", "rateTokens", "rateAt", "leaseId", "leaseUntil"
      FROM "CampaignSendState" WHERE "workspaceId" = ${workspaceId} FOR UPDATE`;
  if (!row) throw new Error(`no send state for workspace ${workspaceId}`);
  return row;
}

/** The daily limit of external e-mails (Infinity: unlimited). */
export const externalDailyLimit = (): number => campaignEnv().CAMPAIGN_EXTERNAL_DAILY_LIMIT;

/**
 * Counts `count` e-mails to addresses outside the workspace against today's quota, in the caller's
 * transaction (a run that rolls back gives them back). All or nothing.
 */
export async function reserveExternalEmails(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  count: number,
  now = new Date(),
): Promise<QuotaDecision & { limit: number }> {
  const limit = externalDailyLimit();
  if (count <= 0 || limit === Number.POSITIVE_INFINITY)
    return { ok: true, state: { day: utcDay(now), used: 0 }, limit };
  const row = await lockState(tx, workspaceId, now);
  const decision = reserveQuota({ day: utcDay(row.quotaDay), used: row.quotaUsed }, now, count, limit);
  if (decision.ok)
    await tx.$executeRaw`UPDATE "CampaignSendState" SET "quotaDay" = ${decision.state.day}::date,
                                "quotaUsed" = ${decision.state.used} WHERE "workspaceId" = ${workspaceId}`;
  return { ...decision, limit };
}

/** Takes up to `want` messages of the workspace's campaign rate (0 granted: wait `waitMs`). */
export function takeCampaignRate(workspaceId: string, want: number, now = new Date()): Promise<RateGrant> {
  const perMinute = campaignEnv().CAMPAIGN_RATE_PER_MINUTE;
  return getDb().$transaction(async (tx) => {
    const row = await lockState(tx, workspaceId, now);
    const grant = takeRate({ tokens: row.rateTokens, at: row.rateAt }, now, want, perMinute);
    await tx.$executeRaw`UPDATE "CampaignSendState" SET "rateTokens" = ${grant.state.tokens},
                                "rateAt" = ${grant.state.at}::timestamp(3) WHERE "workspaceId" = ${workspaceId}`;
    return grant;
  });
}

/** Gives back rate a batch took but did not use. */
export async function refundCampaignRate(
  workspaceId: string,
  unused: number,
  now = new Date(),
): Promise<void> {
  if (unused <= 0) return;
  const perMinute = campaignEnv().CAMPAIGN_RATE_PER_MINUTE;
  await getDb().$transaction(async (tx) => {
    const row = await lockState(tx, workspaceId, now);
    const state = refundRate({ tokens: row.rateTokens, at: row.rateAt }, now, unused, perMinute);
    await tx.$executeRaw`UPDATE "CampaignSendState" SET "rateTokens" = ${state.tokens},
                                "rateAt" = ${state.at}::timestamp(3) WHERE "workspaceId" = ${workspaceId}`;
  });
}

/**
 * Takes the workspace's sending lease for slice `id` for `ms` (one slice per workspace at a time, on
 * any node): ok, or how long to wait before asking again.
 */
export function acquireSendLease(
  workspaceId: string,
  id: string,
  ms: number,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; retryMs: number }> {
  return getDb().$transaction(async (tx) => {
    const row = await lockState(tx, workspaceId, now);
    if (!mayLease(row, id, now)) return { ok: false as const, retryMs: leaseRetryMs(row, now) };
    const until = new Date(now.getTime() + ms);
    await tx.$executeRaw`UPDATE "CampaignSendState" SET "leaseId" = ${id}, "leaseUntil" = ${until}::timestamp(3)
                          WHERE "workspaceId" = ${workspaceId}`;
    return { ok: true as const };
  });
}

/** Gives the lease back (when `id` still holds it). */
export async function releaseSendLease(workspaceId: string, id: string): Promise<void> {
  await getDb().$executeRaw`UPDATE "CampaignSendState" SET "leaseId" = NULL, "leaseUntil" = NULL
                             WHERE "workspaceId" = ${workspaceId} AND "leaseId" = ${id}`;
}
