import "server-only";
import { deleteSpentVerificationTokens } from "@/lib/server/auth/email-verification";
import { deleteExpiredSessions } from "@/lib/server/auth/sessions";
import { deleteSpentEmailChanges } from "@/lib/server/users/email-change";
import { getDb } from "@/lib/server/db";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/** Reset tokens that can no longer be used: spent (single use) or past their hour. */
export async function deleteSpentResetTokens(now = new Date()): Promise<number> {
  const { count } = await getDb().passwordResetToken.deleteMany({
    where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] },
  });
  return count;
}

/**
 * Hourly (and when a node starts): deletes expired sessions and spent or expired password-reset and
 * e-mail verification and address-change links. Invitations are kept: the pending-invitations table shows expired
 * ones so they can be resent, and accepting or cancelling one already deletes its row.
 */
export const purgeExpiredAuthJob = scheduledJob({
  name: "purge-expired-auth",
  schedule: "7 * * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 300,
  async run() {
    const sessions = await deleteExpiredSessions();
    const tokens = await deleteSpentResetTokens();
    const links = (await deleteSpentVerificationTokens()) + (await deleteSpentEmailChanges());
    return sessions || tokens || links
      ? `purged ${sessions} expired sessions, ${tokens} reset tokens, ${links} verification and address-change links`
      : undefined;
  },
});
