import "server-only";
import { z } from "zod";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { defineJob } from "@/lib/server/jobs/job";
import { processRun } from "@/modules/notification/server/sending/process-run";
import { startDueCampaigns } from "@/modules/notification/server/sending/start-due-campaigns";

/**
 * Sends one run of a campaign (modules/notification/server/sending/process-run.ts). A run that dies half-way
 * (a node stopped, the job expired) is retried: only deliveries still queued are sent, each once.
 */
export const campaignSendJob = defineJob({
  name: "campaign-send",
  policy: "standard",
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 900,
  workers: 1,
  payload: z.object({ campaignId: z.string().regex(/^[0-9a-f]{24}$/), run: z.number().int().positive() }),
  handler: ({ campaignId, run }) => processRun(campaignId, run),
});

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
