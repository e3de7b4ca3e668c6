"use client";

import { Button, Group, Stack, TextInput, Title } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { WebhookDeliveryLog } from "@/components/webhooks/delivery-log";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { contentHubApi, contentHubQueries } from "@/modules/content-hub/client/api";
import { usePendingAction } from "../editor/use-pending-action";
import { SecretOnce } from "./secret-once";

/**
 * The webhook on publish (module admins): its https address, the signing secret shown once when
 * created or rotated, and the delivery log with every attempt's outcome, each delivery with a
 * Redeliver action, and, when the webhook is off, a notice that turns it on.
 */
export function WebhookSection({ moduleId }: { moduleId: string }) {
  const t = useTranslations("contentHub.webhook");
  const webhookQuery = useQuery(contentHubQueries.webhook(moduleId));
  const webhook = webhookQuery.data;
  const setWebhook = webhookQuery.setData;
  // What was typed; null until then (the saved address shows).
  const [typed, setUrl] = useState<string | null>(null);
  const url = typed ?? webhook?.url ?? "";
  const [secret, setSecret] = useState<string | null>(null);
  const {
    pending,
    error: actionError,
    setError,
    run: act,
  } = usePendingAction<"save" | "rotate" | "remove">(t("saveFailed"));
  const error =
    actionError ?? (webhookQuery.error ? errorMessage(webhookQuery.error, t("loadFailed")) : null);

  const run = (kind: "save" | "rotate" | "remove") =>
    act(kind, async () => {
      if (kind === "remove") {
        await contentHubApi.deleteWebhook(moduleId);
        setWebhook(() => null);
        setUrl(null);
      } else {
        const saved = await contentHubApi.putWebhook(moduleId, {
          url: url.trim(),
          rotateSecret: kind === "rotate",
        });
        setWebhook(() => saved);
        setSecret(saved.secret);
      }
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t("title")}
      </Title>
      <TextInput
        label={t("url")}
        description={t("hint")}
        placeholder="https://example.com/api/rebuild"
        value={url}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-testid="webhook-url"
      />
      {secret && <SecretOnce label={t("secret")} value={secret} testId="webhook-secret" />}
      <Group justify="flex-end" gap="xs">
        {webhook && (
          <>
            <Button
              variant="subtle"
              color="red"
              loading={pending === "remove"}
              disabled={pending !== null}
              onClick={() => void run("remove")}
            >
              {t("remove")}
            </Button>
            <Button
              variant="default"
              loading={pending === "rotate"}
              disabled={pending !== null}
              onClick={() => void run("rotate")}
            >
              {t("rotate")}
            </Button>
          </>
        )}
        <Button
          loading={pending === "save"}
          disabled={pending !== null || !url.trim() || url.trim() === webhook?.url}
          onClick={() => void run("save")}
        >
          {t("save")}
        </Button>
      </Group>
      {webhook && (
        <WebhookDeliveryLog
          log={contentHubQueries.deliveries(moduleId, null)}
          describe={(delivery) => t(`events.${delivery.event}`)}
          enabled={webhook.enabled}
          send={(deliveryId) => contentHubApi.redeliver(moduleId, deliveryId)}
          onTurnOn={async () => {
            const saved = await contentHubApi.putWebhook(moduleId, { url: webhook.url, enabled: true });
            setWebhook(() => saved);
          }}
          onRefresh={() => void webhookQuery.refetch()}
        />
      )}
    </Stack>
  );
}
