"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { invalidateQueries } from "@/lib/client/query/cache";
import type { WebhookAttempt, WebhookDeliveryStatus } from "@/lib/webhooks/types";
import { useRowAction } from "@/components/ui/use-row-action";

/** What a redelivery answers (each kind's delivery item): its status and every attempt. */
export interface RedeliveryAnswer {
  status: WebhookDeliveryStatus;
  attempts: readonly WebhookAttempt[];
}

/** A delivery as the log lists it: enough to tell whether the redelivery made a new attempt. */
export interface LoggedDelivery extends RedeliveryAnswer {
  id: string;
  createdAt: string;
}

/**
 * The Redeliver action of a delivery log (POST …/deliveries/{id}/redeliver through the kind's
 * client API): `busyId` is the delivery being sent; afterwards the log (`logKey`) is read again so
 * the new attempt shows, and a toast says how it went: delivered, refused by the receiver (its
 * error), or queued for the job system. A refusal of the server (409 while the webhook is off, 403,
 * 404) shows the server's message in a red toast.
 */
export function useRedeliver(
  send: ((deliveryId: string) => Promise<RedeliveryAnswer>) | undefined,
  logKey: string,
) {
  const t = useTranslations("webhooks.log");
  const { busyId, run } = useRowAction();

  const redeliver = useCallback(
    (delivery: LoggedDelivery) =>
      run(delivery.id, async () => {
        if (!send) return;
        const answer = await send(delivery.id);
        invalidateQueries(logKey);
        const latest = answer.attempts.at(-1);
        const attempted = answer.attempts.length > delivery.attempts.length;
        if (answer.status === "sent") {
          notifications.show({ color: "teal", message: t("redelivered") });
        } else if (answer.status === "failed" || (attempted && latest?.error)) {
          const error = latest?.error ?? (latest?.status != null ? `HTTP ${latest.status}` : "—");
          notifications.show({ color: "orange", message: t("redeliveryRefused", { error }) });
        } else {
          notifications.show({ color: "teal", message: t("redeliveryQueued") });
        }
      }),
    [run, send, logKey, t],
  );

  return { busyId, redeliver };
}
