"use client";

import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { Fragment, useEffect, useState } from "react";
import { useRedeliver } from "@/components/webhooks/use-redeliver";
import { LoadError } from "@/components/ui/load-error";
import { LoadMore } from "@/components/ui/load-more";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { invalidateQueries } from "@/lib/client/query/cache";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { pagedSpec, usePagedQuery } from "@/lib/client/query/use-paged-query";
import { webhookQueries, webhooksApi } from "@/lib/client/webhooks";
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from "@/lib/webhooks/types";
import { useWebhookText } from "./use-webhook-text";
import { DeliveryDetails } from "./delivery-details";
import { ExpandToggle } from "@/components/ui/expand-toggle";

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = { queued: "gray", sent: "teal", failed: "red" };
/** How long after a queued delivery's attempt is due the log reads it again (ms). */
const QUEUED_REFRESH_MS = 5_000;
const COLUMNS = 6;

/**
 * A workspace webhook's delivery log, newest first: a status filter, each delivery's event, time,
 * status and number of attempts, opened in place to show the request and every attempt's answer;
 * Redeliver per delivery (waiting while the webhook is off), "Load more" and Refresh.
 */
export function WebhookDeliveryLog({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const t = useTranslations("settings.webhooks.log");
  const tLog = useTranslations("webhooks.log");
  const { eventLabel, when } = useWebhookText();
  const [status, setStatus] = useState<WebhookDeliveryStatus | "all">("all");
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const page = (cursor: string | null) =>
    webhookQueries.deliveries(webhookId, status === "all" ? null : status, cursor);
  const list = usePagedQuery(page, { keepPrevious: true });
  const errorText = useErrorText(list.error);
  const moreErrorText = useErrorText(list.moreError);
  const { busyId, redeliver } = useRedeliver(async (deliveryId) => {
    const answer = await webhooksApi.redeliver(webhookId, deliveryId);
    // Its last delivery and failure count changed too.
    invalidateQueries(webhookQueries.one(webhookId).key);
    return answer;
  }, pagedSpec(page).key);
  const deliveries = list.items;
  const { refetch } = list;

  // A queued delivery is read again a little after its next attempt is due (at once: its first).
  useEffect(() => {
    const dues = (deliveries ?? [])
      .filter((delivery) => delivery.status === "queued")
      .map((delivery) => Date.parse(delivery.attempts.at(-1)?.nextRetryAt ?? "") || 0);
    if (dues.length === 0) return;
    const timer = setTimeout(
      () => void refetch(),
      Math.max(Math.min(...dues) - Date.now(), 0) + QUEUED_REFRESH_MS,
    );
    return () => clearTimeout(timer);
  }, [deliveries, refetch]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap="sm" data-testid="webhook-log">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {tLog("title")}
        </Title>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={t("filterLabel")}
            value={status}
            onChange={(value) => setStatus(value as WebhookDeliveryStatus | "all")}
            data={[
              { value: "all", label: t("all") },
              ...WEBHOOK_DELIVERY_STATUSES.map((value) => ({ value, label: tLog(`statuses.${value}`) })),
            ]}
            data-testid="webhook-log-filter"
          />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={list.fetching && !list.loading}
            onClick={() => void list.refetch()}
            data-testid="webhook-log-refresh"
          >
            {tLog("refresh")}
          </Button>
        </Group>
      </Group>
      <LoadError error={errorText} retryLabel={tLog("refresh")} onRetry={() => void list.refetch()} />
      {!list.loading && (deliveries ?? []).length === 0 ? (
        !errorText && (
          <Text size="sm" c="dimmed" data-testid="webhook-log-empty">
            {status === "all" ? t("empty") : t("emptyFiltered")}
          </Text>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" fz="sm" data-testid="webhook-deliveries" aria-busy={list.loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <VisuallyHidden>{t("details")}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{tLog("event")}</Table.Th>
                <Table.Th>{t("time")}</Table.Th>
                <Table.Th>{tLog("status")}</Table.Th>
                <Table.Th>{tLog("attempts")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{tLog("actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.loading && <SkeletonRows rows={3} columns={COLUMNS} />}
              {(deliveries ?? []).map((delivery) => {
                const label = { event: eventLabel(delivery.eventType), time: when(delivery.createdAt) };
                const expanded = open.has(delivery.id);
                const detailsId = `webhook-delivery-${delivery.id}`;
                return (
                  <Fragment key={delivery.id}>
                    <Table.Tr
                      data-testid="webhook-delivery"
                      data-delivery-id={delivery.id}
                      data-event-type={delivery.eventType}
                      data-status={delivery.status}
                    >
                      <Table.Td>
                        <ExpandToggle
                          expanded={expanded}
                          controls={detailsId}
                          label={expanded ? t("hideDetails", label) : t("showDetails", label)}
                          onToggle={() => toggle(delivery.id)}
                          testId="webhook-delivery-toggle"
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {label.event}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {delivery.eventType}
                        </Text>
                      </Table.Td>
                      <Table.Td>{label.time}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOR[delivery.status]}>
                          {tLog(`statuses.${delivery.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{t("attemptsCount", { count: delivery.attempts.length })}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          variant="default"
                          size="compact-sm"
                          loading={busyId === delivery.id}
                          disabled={!enabled || (busyId !== null && busyId !== delivery.id)}
                          aria-label={tLog("redeliverLabel", label)}
                          onClick={() => void redeliver(delivery)}
                          data-testid="webhook-redeliver"
                        >
                          {tLog("redeliver")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr id={detailsId} data-testid="webhook-delivery-expanded">
                        <Table.Td colSpan={COLUMNS}>
                          <DeliveryDetails delivery={delivery} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore list={list} error={moreErrorText} label={t("loadMore")} testId="webhook-log-more" />
    </Stack>
  );
}
