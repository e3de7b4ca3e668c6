"use client";

import { useTranslations } from "next-intl";
import { useQuery } from "@/lib/client/query/use-query";
import { WebhookDeliveryLog } from "@/components/webhooks/delivery-log";
import { formApi, formQueries } from "@/modules/form-builder/client/api";
import type { Form } from "@/modules/form-builder/shared/types";

type FormWebhook = NonNullable<Form["webhook"]>;

/**
 * The form's webhook delivery log in its settings (module admins): every response sent, its status
 * and attempts, each with a Redeliver action; when the webhook is off, a notice that turns it on
 * (`onChange` tells the editor). Whether it is on is read again with Refresh and after a refused
 * redelivery.
 */
export function FormWebhookLog({
  moduleId,
  formId,
  webhook,
  onChange,
}: {
  moduleId: string;
  formId: string;
  webhook: FormWebhook;
  onChange: (webhook: FormWebhook) => void;
}) {
  const t = useTranslations("formBuilder.settings");
  const webhookQuery = useQuery(formQueries.webhook(moduleId, formId), {
    initialData: { ...webhook, secret: null },
  });
  return (
    <WebhookDeliveryLog
      log={formQueries.deliveries(moduleId, formId)}
      describe={() => t("deliveryEvent")}
      enabled={webhookQuery.data?.enabled ?? webhook.enabled}
      send={(deliveryId) => formApi.redeliver(moduleId, formId, deliveryId)}
      onTurnOn={async () => {
        const saved = await formApi.putWebhook(moduleId, formId, { url: webhook.url, enabled: true });
        webhookQuery.setData(() => saved);
        onChange({ url: saved.url, enabled: saved.enabled });
      }}
      onRefresh={() => void webhookQuery.refetch()}
    />
  );
}
