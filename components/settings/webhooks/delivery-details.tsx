"use client";

import { Badge, Button, Code, CopyButton, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { WorkspaceWebhookDelivery } from "@/lib/webhooks/workspace-types";
import type { WebhookAttemptOutcome } from "@/lib/webhooks/types";
import { useWebhookText } from "./use-webhook-text";
import classes from "./webhooks.module.css";

const OUTCOME_COLOR: Record<WebhookAttemptOutcome, string> = { sent: "teal", retry: "yellow", failed: "red" };

/** The body as sent, indented; a body that is not JSON (it always is) shows as stored. */
function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** A long text in its own scroll box: focusable, so the keyboard scrolls it too, and named. */
function ScrollBox({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div className={classes.scrollBox} role="region" aria-label={label} tabIndex={0}>
      <Code block className={classes.breakAll} data-testid={testId}>
        {text}
      </Code>
    </div>
  );
}

/**
 * One delivery opened in the log: the request as sent (its webhook-id header and the JSON body) and
 * each attempt — when, the receiver's HTTP status, how long it took, the error, what came of it, the
 * next try and the start of the receiver's answer.
 */
export function DeliveryDetails({ delivery }: { delivery: WorkspaceWebhookDelivery }) {
  const t = useTranslations("settings.webhooks.log");
  const { when } = useWebhookText();
  const body = pretty(delivery.payload);

  return (
    <Stack gap="md" py="xs" data-testid="webhook-delivery-details">
      <Stack gap={6}>
        <Title order={4} size="h6">
          {t("request")}
        </Title>
        <Table fz="xs" withRowBorders={false} verticalSpacing={2} w="auto">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th ff="monospace" fw={500}>
                webhook-id
              </Table.Th>
              <Table.Td ff="monospace" data-testid="webhook-delivery-event-id">
                {delivery.eventId}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="space-between" align="flex-end">
          <Text size="sm" fw={500}>
            {t("body")}
          </Text>
          <CopyButton value={body}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color={copied ? "teal" : undefined}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t("copied") : t("copyBody")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <ScrollBox label={t("bodyRegion")} text={body} testId="webhook-delivery-body" />
      </Stack>
      <Stack gap={6}>
        <Title order={4} size="h6">
          {t("attemptsTitle")}
        </Title>
        {delivery.attempts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("noAttempts")}
          </Text>
        )}
        {delivery.attempts.map((attempt, index) => (
          <Stack key={`${attempt.at}-${index}`} gap={4} data-testid="webhook-attempt">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {t("attemptN", { n: index + 1 })}
              </Text>
              <Text size="sm" c="dimmed">
                {when(attempt.at)}
              </Text>
              <Badge
                variant="light"
                color={attempt.status !== null && attempt.status < 300 ? "teal" : "gray"}
              >
                {attempt.status !== null ? t("httpStatus", { status: attempt.status }) : t("noAnswer")}
              </Badge>
              {attempt.outcome && (
                <Badge variant="light" color={OUTCOME_COLOR[attempt.outcome]}>
                  {t(`outcomes.${attempt.outcome}`)}
                </Badge>
              )}
              {attempt.durationMs != null && (
                <Text size="xs" c="dimmed">
                  {t("duration", { ms: attempt.durationMs })}
                </Text>
              )}
            </Group>
            {attempt.error && (
              <Text size="sm" c="red" data-testid="webhook-attempt-error">
                {t("error", { error: attempt.error })}
              </Text>
            )}
            {attempt.nextRetryAt && (
              <Text size="xs" c="dimmed">
                {t("nextRetry", { time: when(attempt.nextRetryAt) })}
              </Text>
            )}
            {attempt.response != null &&
              (attempt.response === "" ? (
                <Text size="xs" c="dimmed">
                  {t("emptyResponse")}
                </Text>
              ) : (
                <Stack gap={2}>
                  <Text size="xs" fw={500}>
                    {t("response")}
                  </Text>
                  <ScrollBox
                    label={t("responseRegion", { n: index + 1 })}
                    text={attempt.response}
                    testId="webhook-attempt-response"
                  />
                </Stack>
              ))}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
