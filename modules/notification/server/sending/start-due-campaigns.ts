import "server-only";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { startRun } from "./start-run";

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
