"use client";

import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { contentHubApi, contentHubQueries } from "@/modules/content-hub/client/api";
import { usePendingAction } from "../editor/use-pending-action";
import { SecretOnce } from "./secret-once";

const STATUS_COLOR = { queued: "gray", sent: "green", failed: "red" } as const;

/**
 * The webhook on publish (module admins): its https address, the signing secret shown once when
 * created or rotated, and the delivery log with every attempt's outcome.
 */
export function WebhookSection({ moduleId }: { moduleId: string }) {
  const t = useTranslations("contentHub.webhook");
  const format = useFormatter();
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
  // The delivery log of the webhook there is (none shown when it cannot be read).
  const deliveriesQuery = useQuery(webhook ? contentHubQueries.deliveries(moduleId, null) : null);
  const deliveries = deliveriesQuery.data?.data ?? [];
  const load = () => {
    void webhookQuery.refetch();
    void deliveriesQuery.refetch();
  };

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
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t("deliveries")}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={load}>
              {t("refresh")}
            </Button>
          </Group>
          {deliveries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("noDeliveries")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing={4} fz="sm" data-testid="webhook-deliveries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("event")}</Table.Th>
                    <Table.Th>{t("status")}</Table.Th>
                    <Table.Th>{t("attempts")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {deliveries.map((delivery) => (
                    <Table.Tr key={delivery.id}>
                      <Table.Td>
                        {t(`events.${delivery.event}`)}
                        <Text size="xs" c="dimmed">
                          {format.dateTime(new Date(delivery.createdAt), {
                            dateStyle: "short",
                            timeStyle: "medium",
                          })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOR[delivery.status]}>
                          {t(`statuses.${delivery.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {delivery.attempts.length === 0
                          ? "—"
                          : delivery.attempts.map((attempt, index) => (
                              <Text size="xs" key={index}>
                                {format.dateTime(new Date(attempt.at), { timeStyle: "medium" })}:{" "}
                                {attempt.status !== null ? `HTTP ${attempt.status}` : ""}
                                {attempt.error ? ` ${attempt.error}` : ""}
                              </Text>
                            ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}
