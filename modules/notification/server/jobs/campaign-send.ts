import "server-only";
import { z } from "zod";
import { enqueueJob, runningJobs } from "@/lib/server/jobs/enqueue";
import { defineJob } from "@/lib/server/jobs/job";
import { processRun, sendSlice } from "@/modules/notification/server/sending/process-run";
import { startDueCampaigns } from "@/modules/notification/server/sending/start-due-campaigns";

const payload = z.object({
  campaignId: z.string().regex(/^[0-9a-f]{24}$/),
  run: z.number().int().positive(),
});

/**
 * Sends a run of a campaign one slice per job (modules/notification/server/sending/process-run.ts):
 * a slice that leaves more to send queues the next one (after the campaign rate's wait, behind the
 * jobs already queued), so four workers per node take turns between workspaces and none is held by
 * one long campaign. A slice that dies half-way (a node stopped, the job expired) is retried: only
 * deliveries still queued are sent, each once.
 */
export const campaignSendJob = defineJob({
  name: "campaign-send",
  policy: "standard",
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 900,
  workers: 4,
  payload,
  handler: async ({ campaignId, run }) => {
    const result = await sendSlice(campaignId, run);
    if (result.state === "more") await queueNextSlice(campaignId, run, result.afterMs);
  },
});

/**
 * Queues a run's next slice in `afterMs`. Throws when it cannot (the job system stopped while the
 * slice ran): pg-boss then retries this job, on this node or another, so the run is never left
 * without one.
 */
async function queueNextSlice(campaignId: string, run: number, afterMs: number): Promise<void> {
  const jobs = runningJobs();
  if (!jobs) throw new Error(`campaign ${campaignId} run ${run}: next slice not queued (jobs stopped)`);
  const data = payload.parse({ campaignId, run });
  if (afterMs > 0) {
    await jobs.boss.send(campaignSendJob.name, data, { startAfter: new Date(Date.now() + afterMs) });
    return;
  }
  await enqueueJob(campaignSendJob, data);
}

/** Queues a run's sending; without a job system in this process (tests, scripts) sends it here. */
export async function queueCampaignRun(campaignId: string, run: number): Promise<void> {
  if (await enqueueJob(campaignSendJob, { campaignId, run })) return;
  await processRun(campaignId, run);
}

/** Every minute: scheduled campaigns that are due start a run. */
export const campaignSchedulerJob = defineJob({
  name: "campaign-scheduler",
  schedule: "* * * * *",
  policy: "stately",
  retry: { limit: 1, delaySeconds: 30, backoff: false },
  expireInSeconds: 300,
  workers: 1,
  payload: z.object({}),
  handler: async () => {
    await startDueCampaigns(new Date(), queueCampaignRun);
  },
});
