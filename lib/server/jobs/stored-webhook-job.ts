import "server-only";
import { z } from "zod";
import type { AttemptOutcome } from "@/lib/server/webhooks/stored-delivery";
import { defineJob } from "@/lib/server/jobs/job";

/**
 * The job that delivers one stored webhook (lib/server/webhooks/stored-delivery.ts): the payload is
 * the delivery's id, the body stays in its row. Seven attempts over roughly an hour (10 s, 20 s,
 * 40 s … each up to twice that), every one logged on the delivery; the last failure marks it
 * 'failed'. `attempt` is imported when a delivery runs (the services import the definition to
 * enqueue it).
 */
export function storedWebhookJob<Name extends string>(
  name: Name,
  label: string,
  attempt: () => Promise<(deliveryId: string, run: { final: boolean }) => Promise<AttemptOutcome>>,
) {
  return defineJob({
    name,
    policy: "standard",
    retry: { limit: 6, delaySeconds: 10, backoff: true },
    expireInSeconds: 60,
    workers: 2,
    payload: z.object({ deliveryId: z.string().regex(/^[0-9a-f]{24}$/) }),
    handler: async ({ deliveryId }, run) => {
      const outcome = await (await attempt())(deliveryId, { final: run.final });
      if (outcome === "retry") throw new Error(`${label} delivery ${deliveryId} failed; retrying`);
    },
  });
}
