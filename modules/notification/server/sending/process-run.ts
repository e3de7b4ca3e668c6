import "server-only";
import { nextRunAfter, repeats } from "@/modules/notification/shared/schedule";
import { withEvents } from "@/lib/server/events/commit";
import { moduleEvents } from "../common";
import { processBatch } from "./process-batch";
import { loadRun, type RunContext } from "./run-context";

/**
 * The sender runs beside the API on the same node: batches of 100, rendered in slices that yield to
 * the event loop, and after each batch a rest three times as long as the batch took, so it takes at
 * most about a quarter of the node's time. bench:campaigns on 2 cores: 5,000 in-app recipients in
 * 4 s beside a steady load, 11.5 s beside a saturating one (whose rate then drops 12 %, p99 16 → 21
 * ms); batches of 250 with half the rest sent in 5–7 s but took 16–26 % of the API's rate.
 */
const REST_PER_WORK = 3;

/** Ends a run with nothing left queued: completed, or scheduled again when it repeats. */
async function finishRun(run: RunContext): Promise<void> {
  const after = new Date(Math.max(Date.now(), run.startedAt.getTime()));
  const next = repeats(run.schedule) ? nextRunAfter(run.schedule, after) : null;
  const status = next ? "scheduled" : "completed";
  await withEvents(async (tx, emit) => {
    const changed = await tx.notificationCampaign.updateMany({
      where: { id: run.campaignId, status: "sending", runs: run.run, queuedCount: { lte: 0 } },
      data: { status, nextRunAt: next },
    });
    if (changed.count === 0) return;
    const totals = await tx.notificationCampaign.findUnique({
      where: { id: run.campaignId },
      select: { queuedCount: true, sentCount: true, failedCount: true, revision: true },
    });
    emit(
      moduleEvents(run.workspaceId, run.moduleId, null, [
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
      ]),
    );
  });
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
