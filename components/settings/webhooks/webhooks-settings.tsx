"use client";

import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { IconPlus, IconWebhook } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { PageHeading } from "@/components/ui/page-heading";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { webhookQueries } from "@/lib/client/webhooks";
import { WORKSPACE_WEBHOOKS_MAX } from "@/lib/webhooks/catalog";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";
import { useWebhookText } from "./use-webhook-text";
import type { WebhookChoices } from "./webhook-form-values";
import classes from "./webhooks.module.css";
import { webhookState, WebhookStatusBadge } from "./webhook-status";

// Opened on demand: the dialog's code (and the form's schema) loads on the first click.
const CreateWebhookModal = dynamic(
  () => import("./create-webhook-modal").then((module) => module.CreateWebhookModal),
  { ssr: false },
);

/** How many event badges a row shows before "+n". */
const BADGES_SHOWN = 3;

/**
 * /settings/webhooks: the workspace's webhooks — address and note, events, limits, status (with the
 * last error of one the service turned off) and last delivery — each row leading to its page; "New
 * webhook" adds one (up to WORKSPACE_WEBHOOKS_MAX).
 */
export function WebhooksSettings({
  initial,
  choices,
  workspaceName,
}: {
  initial: WorkspaceWebhook[];
  choices: WebhookChoices;
  workspaceName: string;
}) {
  const t = useTranslations("settings.webhooks");
  const { eventLabel, when } = useWebhookText();
  const seed = useServerSeed(initial);
  const query = useQuery(webhookQueries.list(), {
    initialData: seed ? { data: seed } : undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const errorText = useErrorText(query.error);
  const webhooks = query.data?.data ?? initial;
  const [creating, setCreating] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const full = webhooks.length >= WORKSPACE_WEBHOOKS_MAX;

  const startCreating = () => {
    setLoaded(true);
    setCreating(true);
  };
  const newButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={startCreating}
      disabled={full}
      aria-describedby={full ? "webhooks-full" : undefined}
      data-testid="webhook-new"
    >
      {t("new")}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1100} data-testid="webhooks-settings">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading title={t("title")} text={t("intro", { workspace: workspaceName })} />
        {newButton}
      </Group>
      {full && (
        <Text size="sm" c="dimmed" id="webhooks-full" data-testid="webhooks-full">
          {t("limitReached", { max: WORKSPACE_WEBHOOKS_MAX })}
        </Text>
      )}
      <Text size="sm">
        {t.rich("docsLine", {
          docs: (chunks) => (
            <Anchor component={Link} href="/developers/api" underline="always">
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
      <LoadError error={errorText} retryLabel={t("retry")} onRetry={() => void query.refetch()} />
      {webhooks.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="webhooks-empty">
          <Stack align="center" gap={6}>
            <IconWebhook size={28} aria-hidden />
            <Text fw={500}>{t("emptyTitle")}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t("emptyText")}
            </Text>
            <Button
              mt="sm"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={startCreating}
            >
              {t("new")}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" data-testid="webhooks-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("endpoint")}</Table.Th>
                <Table.Th>{t("eventsColumn")}</Table.Th>
                <Table.Th>{t("limits")}</Table.Th>
                <Table.Th>{t("statusTitle")}</Table.Th>
                <Table.Th>{t("lastDelivery")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {webhooks.map((webhook) => (
                <Table.Tr key={webhook.id} data-testid="webhook-row" data-webhook-id={webhook.id}>
                  <Table.Td maw={320}>
                    <Anchor
                      component={Link}
                      href={`/settings/webhooks/${webhook.id}`}
                      size="sm"
                      fw={500}
                      ff="monospace"
                      className={classes.breakAll}
                      data-testid="webhook-link"
                    >
                      {webhook.url}
                    </Anchor>
                    {webhook.description && (
                      <Text size="xs" c="dimmed">
                        {webhook.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t("eventsCount", { count: webhook.eventTypes.length })}</Text>
                    <Group gap={4} mt={4}>
                      {webhook.eventTypes.slice(0, BADGES_SHOWN).map((type) => (
                        <Badge key={type} variant="light" size="sm" tt="none" title={type}>
                          {eventLabel(type)}
                        </Badge>
                      ))}
                      {webhook.eventTypes.length > BADGES_SHOWN && (
                        <Badge variant="light" size="sm" color="gray">
                          {t("moreEvents", { count: webhook.eventTypes.length - BADGES_SHOWN })}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {webhook.projects === null
                        ? t("allProjects")
                        : t("someProjects", { names: webhook.projects.map((p) => p.name).join(", ") || "—" })}
                    </Text>
                    <Text size="xs">
                      {webhook.modules === null
                        ? t("allModules")
                        : t("someModules", { names: webhook.modules.map((m) => m.name).join(", ") || "—" })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <WebhookStatusBadge webhook={webhook} />
                    {webhookState(webhook) === "disabled" && webhook.lastError && (
                      <Text size="xs" c="dimmed" mt={4} maw={260} data-testid="webhook-last-error">
                        {t("lastError", { error: webhook.lastError })}
                      </Text>
                    )}
                    {webhook.enabled && webhook.consecutiveFailures > 0 && (
                      <Text size="xs" c="orange" mt={4}>
                        {t("failingCount", { count: webhook.consecutiveFailures })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {webhook.lastDeliveryAt ? when(webhook.lastDeliveryAt) : t("never")}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {loaded && (
        <CreateWebhookModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(made) => query.setData((current) => ({ data: [made, ...(current?.data ?? webhooks)] }))}
          choices={choices}
        />
      )}
    </Stack>
  );
}
