import "server-only";
import { nextRunAfter, repeats } from "@/modules/notification/shared/schedule";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { totalsOf } from "../campaigns/campaign-rows";
import { moduleEvents } from "../common";
import { BATCH_SIZE, processBatch } from "./process-batch";
import { loadRun, type RunContext } from "./run-context";
import { acquireSendLease, refundCampaignRate, releaseSendLease, takeCampaignRate } from "./send-state";

/**
 * The sender runs beside the API on the same node: batches of 100, rendered in slices that yield to
 * the event loop, and after each batch a rest three times as long as the batch took, so it takes at
 * most about a quarter of the node's time. bench:campaigns on 2 cores: 5,000 in-app recipients in
 * 4 s beside a steady load, 11.5 s beside a saturating one (whose rate then drops 12 %, p99 16 → 21
 * ms); batches of 250 with half the rest sent in 5–7 s but took 16–26 % of the API's rate.
 */
const REST_PER_WORK = 3;

/**
 * A run is sent in slices of about this long (issue 31): then its job is queued again, behind the
 * other workspaces' runs, and gives its worker back — a long campaign cannot hold the workers.
 */
export const SLICE_MS = 10_000;
/** A slice's lease outlives it when its node dies mid-batch (a batch's transaction may take 120 s). */
const LEASE_MS = SLICE_MS + 150_000;

/** Channels whose messages leave the server pay the workspace's campaign rate; in-app ones do not. */
const paced = (run: RunContext) => run.channel.kind === "email" || run.channel.kind === "webhook";

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
    const row = await tx.notificationCampaign.findUnique({
      where: { id: run.campaignId },
      select: { queuedCount: true, sentCount: true, failedCount: true, skippedCount: true, revision: true },
    });
    emit(
      moduleEvents(run.workspaceId, run.moduleId, null, [
        {
          entity: "campaign",
          id: run.campaignId,
          status,
          ...(row ? { totals: totalsOf(row), revision: row.revision } : {}),
        },
      ]),
    );
  });
}

/** What a slice came to: the run is over (or no longer sending), or more is left, after `afterMs`. */
export type SliceResult = { state: "done" } | { state: "more"; afterMs: number; batches: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One slice of a run: with the workspace's sending lease (one slice per workspace at a time, on any
 * node: a workspace's campaigns take turns and leave the other workers to other workspaces), batch
 * after batch for about SLICE_MS, each within the workspace's campaign rate, until none is left (the
 * run is finished), the campaign leaves 'sending' (paused or cancelled: checked before every batch),
 * the rate says wait, a webhook channel's circuit breaker is open (until it closes), or
 * `maxBatches`. Safe to run twice at once and to rerun after a crash.
 */
export async function sendSlice(
  campaignId: string,
  run: number,
  options: { maxBatches?: number; sliceMs?: number } = {},
): Promise<SliceResult> {
  const first = await loadRun(campaignId, run);
  if (!first) return { state: "done" };
  const lease = newId();
  const leased = await acquireSendLease(first.workspaceId, lease, LEASE_MS);
  if (!leased.ok) return { state: "more", afterMs: Math.max(leased.retryMs, 200), batches: 0 };
  const until = Date.now() + (options.sliceMs ?? SLICE_MS);
  let batches = 0;
  let left = BATCH_SIZE;
  try {
    for (let current: RunContext | null = first; current; current = await loadRun(campaignId, run)) {
      if (options.maxBatches !== undefined && batches >= options.maxBatches)
        return { state: "more", afterMs: 0, batches };
      // A webhook channel whose breaker is open gets nothing more until it closes (or is probed).
      const breaker = current.channel.breakerOpenUntil?.getTime() ?? 0;
      if (current.channel.kind === "webhook" && breaker > Date.now())
        return { state: "more", afterMs: breaker - Date.now(), batches };
      let size = BATCH_SIZE;
      if (paced(current)) {
        const grant = await takeCampaignRate(current.workspaceId, Math.max(Math.min(left, BATCH_SIZE), 1));
        if (grant.granted === 0) return { state: "more", afterMs: grant.waitMs, batches };
        size = grant.granted;
      }
      const began = Date.now();
      const { claimed, totals } = await processBatch(current, size);
      batches += 1;
      if (paced(current)) await refundCampaignRate(current.workspaceId, size - claimed);
      left = totals?.queued ?? 0;
      if (claimed === 0 || left <= 0) {
        await finishRun(current);
        return { state: "done" };
      }
      const rest = (Date.now() - began) * REST_PER_WORK;
      if (Date.now() + rest >= until) return { state: "more", afterMs: rest, batches };
      await sleep(rest);
    }
    return { state: "done" };
  } finally {
    await releaseSendLease(first.workspaceId, lease);
  }
}

/**
 * Sends a run here, slice after slice, until it is over (or after `maxBatches`): what runs without
 * a job system (tests, scripts). With one, the campaign-send job sends a slice per job.
 */
export async function processRun(
  campaignId: string,
  run: number,
  options: { maxBatches?: number } = {},
): Promise<void> {
  let batches = 0;
  for (;;) {
    const allowed = options.maxBatches === undefined ? undefined : options.maxBatches - batches;
    if (allowed !== undefined && allowed <= 0) return;
    const result = await sendSlice(campaignId, run, { maxBatches: allowed });
    if (result.state === "done") return;
    batches += result.batches;
    if (options.maxBatches !== undefined && batches >= options.maxBatches) return;
    await sleep(result.afterMs);
  }
}
