"use client";

import { Alert, Anchor, Button, Group, Stack, Switch, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconKey, IconSend, IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { useRowAction } from "@/components/ui/use-row-action";
import { invalidateQueries } from "@/lib/client/query/cache";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { webhookQueries, webhooksApi, webhookTag } from "@/lib/client/webhooks";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";
import { WebhookDeliveryLog } from "./webhook-delivery-log";
import { WebhookEditForm } from "./webhook-edit-form";
import type { WebhookChoices } from "./webhook-form-values";
import { RotatedSecretModal } from "./webhook-secret";
import { webhookState, WebhookStatusBadge } from "./webhook-status";
import { useWebhookText } from "./use-webhook-text";
import classes from "./webhooks.module.css";

/**
 * /settings/webhooks/{id}: the address with its status and on/off switch (turning on one the service
 * turned off restarts its failure count, which a confirmation says), "Send test ping", "Rotate
 * secret" (the new one shown once) and "Delete"; below, the delivery log and the settings form.
 */
export function WebhookDetail({ initial, choices }: { initial: WorkspaceWebhook; choices: WebhookChoices }) {
  const t = useTranslations("settings.webhooks.detail");
  const tList = useTranslations("settings.webhooks");
  const router = useRouter();
  const { when } = useWebhookText();
  const seed = useServerSeed(initial);
  const query = useQuery(webhookQueries.one(initial.id), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const webhook = query.data ?? initial;
  const state = webhookState(webhook);
  const [secret, setSecret] = useState<string | null>(null);
  const { busyId, run } = useRowAction();
  const busy = busyId !== null;

  const replace = (next: WorkspaceWebhook) => {
    query.setData(() => next);
    invalidateQueries(webhookQueries.list().key);
  };

  const setEnabled = async (enabled: boolean) => {
    if (enabled && state === "disabled") {
      const confirmed = await confirmAction({
        title: t("turnOnTitle"),
        message: t("turnOnText", { count: webhook.consecutiveFailures }),
        confirm: t("turnOn"),
        cancel: t("cancel"),
      });
      if (!confirmed) return;
    }
    await run("toggle", async () => {
      replace(await webhooksApi.update(webhook.id, { enabled }));
      notifications.show({ color: "teal", message: enabled ? t("turnedOn") : t("turnedOff") });
    });
  };

  const ping = () =>
    run("ping", async () => {
      const delivery = await webhooksApi.ping(webhook.id);
      invalidateQueries({ tag: webhookTag(webhook.id) });
      const latest = delivery.attempts.at(-1);
      if (delivery.status === "sent") {
        notifications.show({ color: "teal", message: t("pingSent", { status: latest?.status ?? 200 }) });
      } else if (latest) {
        const error = latest.error ?? (latest.status !== null ? `HTTP ${latest.status}` : "—");
        notifications.show({ color: "orange", message: t("pingFailed", { error }) });
      } else {
        notifications.show({ color: "teal", message: t("pingQueued") });
      }
    });

  const rotate = async () => {
    const confirmed = await confirmAction({
      title: t("rotateTitle"),
      message: t("rotateText"),
      confirm: t("rotate"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    await run("rotate", async () => {
      const rotated = await webhooksApi.rotateSecret(webhook.id);
      replace(rotated.webhook);
      setSecret(rotated.secret);
    });
  };

  const remove = async () => {
    const confirmed = await confirmAction({
      title: t("deleteTitle"),
      message: t("deleteText", { url: webhook.url }),
      confirm: t("deleteConfirm"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    await run("delete", async () => {
      await webhooksApi.remove(webhook.id);
      invalidateQueries(webhookQueries.list().key);
      notifications.show({ color: "teal", message: t("deleted") });
      router.push("/settings/webhooks");
    });
  };

  return (
    <Stack gap="lg" maw={1100} data-testid="webhook-detail">
      <Anchor component={Link} href="/settings/webhooks" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("back")}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={2} size="h3" ff="monospace" className={classes.breakAll} data-testid="webhook-title">
            {webhook.url}
          </Title>
          <WebhookStatusBadge webhook={webhook} />
        </Group>
        {webhook.description && <Text size="sm">{webhook.description}</Text>}
        <Text size="xs" c="dimmed">
          {t("created", { time: when(webhook.createdAt) })}
          {webhook.createdBy && ` · ${t("createdBy", { name: webhook.createdBy.name })}`}
        </Text>
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={t("enabled")}
          description={webhook.enabled ? undefined : t("enabledHint")}
          checked={webhook.enabled}
          disabled={busy}
          onChange={(event) => void setEnabled(event.currentTarget.checked)}
          data-testid="webhook-enabled"
        />
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={busyId === "ping"}
            disabled={!webhook.enabled || (busy && busyId !== "ping")}
            onClick={() => void ping()}
            data-testid="webhook-ping"
          >
            {t("ping")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={busyId === "rotate"}
            disabled={busy && busyId !== "rotate"}
            onClick={() => void rotate()}
            data-testid="webhook-rotate"
          >
            {t("rotate")}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={busyId === "delete"}
            disabled={busy && busyId !== "delete"}
            onClick={() => void remove()}
            data-testid="webhook-delete"
          >
            {t("delete")}
          </Button>
        </Group>
      </Group>
      {state === "disabled" && (
        <Alert color="red" title={t("disabledTitle")} data-testid="webhook-disabled">
          <Text size="sm">
            {t("disabledText", {
              time: webhook.disabledAt ? when(webhook.disabledAt) : "—",
              count: webhook.consecutiveFailures,
            })}
          </Text>
          {webhook.lastError && (
            <Text size="sm" mt={4}>
              {tList("lastError", { error: webhook.lastError })}
            </Text>
          )}
          <Text size="sm" mt={4}>
            {t("disabledFix")}
          </Text>
        </Alert>
      )}
      {state === "off" && (
        <Alert color="yellow" title={t("offTitle")} data-testid="webhook-off">
          {t("offText")}
        </Alert>
      )}
      {state === "active" && webhook.consecutiveFailures > 0 && (
        <Alert color="orange" data-testid="webhook-failing">
          {t("failingText", { count: webhook.consecutiveFailures })}
          {webhook.lastError && ` ${tList("lastError", { error: webhook.lastError })}`}
        </Alert>
      )}
      <Tabs defaultValue="deliveries" keepMounted>
        <Tabs.List>
          <Tabs.Tab value="deliveries" data-testid="webhook-tab-deliveries">
            {t("tabDeliveries")}
          </Tabs.Tab>
          <Tabs.Tab value="settings" data-testid="webhook-tab-settings">
            {t("tabSettings")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="deliveries" pt="md">
          <WebhookDeliveryLog webhookId={webhook.id} enabled={webhook.enabled} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <WebhookEditForm webhook={webhook} choices={choices} onSaved={replace} />
        </Tabs.Panel>
      </Tabs>
      <RotatedSecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
