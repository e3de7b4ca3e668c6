import "server-only";
import { z } from "zod";
import { deleteSpentVerificationTokens } from "@/lib/server/auth/email-verification";
import { deleteExpiredSessions } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { defineJob } from "@/lib/server/jobs/job";
import { logger } from "@/lib/server/logger";

/** Reset tokens that can no longer be used: spent (single use) or past their hour. */
export async function deleteSpentResetTokens(now = new Date()): Promise<number> {
  const { count } = await getDb().passwordResetToken.deleteMany({
    where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] },
  });
  return count;
}

/**
 * Hourly (and when a node starts): deletes expired sessions and spent or expired password-reset and
 * e-mail verification tokens. Invitations are kept: the pending-invitations table shows expired
 * ones so they can be resent, and accepting or cancelling one already deletes its row.
 */
export const purgeExpiredAuthJob = defineJob({
  name: "purge-expired-auth",
  schedule: "7 * * * *",
  runOnStart: true,
  policy: "stately",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 300,
  workers: 1,
  payload: z.object({}),
  async handler() {
    const sessions = await deleteExpiredSessions();
    const tokens = await deleteSpentResetTokens();
    const links = await deleteSpentVerificationTokens();
    if (sessions || tokens || links)
      logger.info(
        `[jobs] purged ${sessions} expired sessions, ${tokens} reset tokens, ${links} verification tokens`,
      );
  },
});
