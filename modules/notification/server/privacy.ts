import "server-only";
import type { CampaignAudience } from "@/modules/notification/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, forbidden } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { canSend, seesAddresses } from "./scope";

/** "john.doe@example.com" → "j•••@example.com": enough to tell addresses apart, not to use one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** A webhook's URL without what makes it a secret (path, query): "https://hooks.slack.com/•••". */
export function maskUrl(url: string): string {
  try {
    return `${new URL(url).origin}/•••`;
  } catch {
    return "•••";
  }
}

/**
 * An audience of members through a webhook hands every member's address to whoever receives the
 * webhook: sending one needs the view of the workspace's members (a pasted list's sender already
 * has its addresses).
 */
export function assertRecipientsDisclosable(
  scope: Pick<ModuleScope, "membership">,
  channelKind: string | null | undefined,
  audience: CampaignAudience,
): void {
  if (channelKind === "webhook" && audience.kind !== "emails" && !seesAddresses(scope))
    throw forbidden("errors.campaignWebhookAudienceForbidden");
}

/** The states in which a campaign will still send what it uses (its template, its channel). */
export const ACTIVE_CAMPAIGN_STATUSES = ["scheduled", "sending", "paused"];

/** Counts, per row, the campaigns that will still send it (a select's `_count`). */
export const activeUseCount = {
  select: { campaigns: { where: { status: { in: ACTIVE_CAMPAIGN_STATUSES } } } },
} as const;

/**
 * Run in the transaction of a change to a template or channel, after its UPDATE (which holds the
 * row until commit, so a send that locks it waits for the change or the change sees the send): what
 * a scheduled, sending or paused campaign uses is changed only by those who may send (a template is
 * not changed at all while it is sending: `sendingRefused`).
 */
export async function assertChangeOfWhatCampaignsUse(
  tx: Prisma.TransactionClient,
  scope: Pick<ModuleScope, "access">,
  uses: { templateId: string } | { channelId: string },
  sendingRefused?: string,
): Promise<void> {
  const using = await tx.notificationCampaign.findMany({
    where: { ...uses, status: { in: ACTIVE_CAMPAIGN_STATUSES } },
    select: { status: true },
    distinct: ["status"],
  });
  if (sendingRefused && using.some((row) => row.status !== "scheduled")) throw conflict(sendingRefused);
  if (using.length > 0 && !canSend(scope))
    throw forbidden("templateId" in uses ? "errors.templateInUseForbidden" : "errors.channelInUseForbidden");
}

/**
 * The send's side of that: in the send's transaction, the template and channel rows are held (FOR
 * SHARE) until it commits, so a change racing it either lands first or sees the campaign scheduled.
 */
export async function holdWhatCampaignUses(
  tx: Prisma.TransactionClient,
  campaign: { templateId: string | null; channelId: string | null },
): Promise<void> {
  if (campaign.templateId)
    await tx.$queryRaw`SELECT 1 FROM "NotificationTemplate" WHERE "id" = ${campaign.templateId} FOR SHARE`;
  if (campaign.channelId)
    await tx.$queryRaw`SELECT 1 FROM "NotificationChannel" WHERE "id" = ${campaign.channelId} FOR SHARE`;
}
