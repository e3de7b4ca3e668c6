"use client";

import { Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import type { QuerySpec } from "@/lib/client/query/spec";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import type { Page } from "@/lib/contracts/endpoint";
import { LoadError } from "@/components/ui/load-error";
import { useRedeliver, type LoggedDelivery, type RedeliveryAnswer } from "./use-redeliver";
import { WebhookOffNotice } from "./webhook-off-notice";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

const STATUS_COLOR = { queued: "gray", sent: "green", failed: "red" } as const;

/**
 * A webhook's delivery log (the content hub's, a form's): each delivery's event, status and every
 * attempt, newest first. With `send` (the kind's POST …/redeliver; only for whom the endpoint
 * allows, the module's admins) each row has a Redeliver button; while the webhook is off
 * (`enabled` false) a notice says so, with `onTurnOn` to turn it on, and the buttons wait.
 */
export function WebhookDeliveryLog<D extends LoggedDelivery>({
  log,
  describe,
  enabled,
  send,
  onTurnOn,
  onRefresh,
}: {
  /** The kind's log query (its first page). */
  log: QuerySpec<Page<D>>;
  /** What the event column says of a delivery (the change, the response it carried). */
  describe: (delivery: D) => string;
  enabled: boolean;
  send?: (deliveryId: string) => Promise<RedeliveryAnswer>;
  onTurnOn?: () => Promise<unknown>;
  /** Reads the webhook itself again (whether it is on): with Refresh, and after a refused redelivery. */
  onRefresh?: () => void;
}) {
  const t = useTranslations("webhooks.log");
  const format = useFormatter();
  const query = useQuery(log);
  const errorText = useErrorText(query.error);
  const { busyId, redeliver } = useRedeliver(send, log.key);
  const deliveries = query.data?.data ?? [];
  const when = (at: string, full = true) =>
    plainSpaces(
      format.dateTime(
        new Date(at),
        full ? { dateStyle: "short", timeStyle: "medium" } : { timeStyle: "medium" },
      ),
    );
  const refresh = () => {
    void query.refetch();
    onRefresh?.();
  };

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t("title")}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={refresh} loading={query.fetching}>
          {t("refresh")}
        </Button>
      </Group>
      {!enabled && <WebhookOffNotice onTurnOn={onTurnOn} />}
      <LoadError error={errorText} retryLabel={t("refresh")} onRetry={refresh} />
      {query.loading ? (
        <Loader size="sm" aria-label={t("loading")} />
      ) : deliveries.length === 0 ? (
        !errorText && (
          <Text size="sm" c="dimmed">
            {t("empty")}
          </Text>
        )
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4} fz="sm" data-testid="webhook-deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("event")}</Table.Th>
                <Table.Th>{t("status")}</Table.Th>
                <Table.Th>{t("attempts")}</Table.Th>
                {send && (
                  <Table.Th>
                    <VisuallyHidden>{t("actions")}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={delivery.id} data-testid="webhook-delivery">
                  <Table.Td>
                    {describe(delivery)}
                    <Text size="xs" c="dimmed">
                      {when(delivery.createdAt)}
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
                            {when(attempt.at, false)}:{" "}
                            {attempt.status !== null ? `HTTP ${attempt.status}` : ""}
                            {attempt.error ? ` ${attempt.error}` : ""}
                          </Text>
                        ))}
                  </Table.Td>
                  {send && (
                    <Table.Td>
                      <Button
                        variant="default"
                        size="compact-sm"
                        loading={busyId === delivery.id}
                        disabled={!enabled || (busyId !== null && busyId !== delivery.id)}
                        aria-label={t("redeliverLabel", {
                          event: describe(delivery),
                          time: when(delivery.createdAt),
                        })}
                        onClick={() =>
                          // Refused (turned off meanwhile, say): the webhook is read again too.
                          void redeliver(delivery).then((ok) => ok || onRefresh?.())
                        }
                      >
                        {t("redeliver")}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
