import "server-only";
import type { CampaignAudience } from "@/modules/notification/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { conflict, forbidden } from "@/lib/server/errors";
import type { CampaignRow } from "../campaigns/campaign-rows";

// What a person's Send must show before a campaign goes out (issue 31), besides the daily quota
// (plan-run.ts): e-mail outside the workspace needs a verified sender, and a completed campaign is
// sent again only when the caller says so.

/** Sending a completed campaign again sends everything again (and counts again): `confirm: true`. */
export function assertResendConfirmed(current: Pick<CampaignRow, "status">, confirm: boolean | undefined) {
  if (current.status === "completed" && confirm !== true) throw conflict("errors.campaignResendConfirm");
}

/**
 * An e-mail campaign whose pasted list holds addresses of people outside the workspace is sent only
 * by someone whose own address is verified (403 otherwise): an account nobody proved cannot mail
 * strangers.
 */
export async function assertMayEmailOutside(
  tx: Prisma.TransactionClient,
  actor: Pick<Actor, "emailVerified">,
  current: Pick<CampaignRow, "workspaceId" | "audience"> & { channel: { kind: string } | null },
): Promise<void> {
  const audience = current.audience as CampaignAudience;
  if (actor.emailVerified || current.channel?.kind !== "email" || audience.kind !== "emails") return;
  const emails = [...new Set(audience.emails.map((email) => email.toLowerCase()))];
  const [members] = await tx.$queryRaw<{ count: number }[]>`
    SELECT count(DISTINCT lower(u."email"))::int AS "count" FROM "WorkspaceMember" wm
      JOIN "User" u ON u."id" = wm."userId"
     WHERE wm."workspaceId" = ${current.workspaceId} AND lower(u."email") = ANY(${emails})`;
  if ((members?.count ?? 0) < emails.length) throw forbidden("errors.campaignSenderUnverified");
}
