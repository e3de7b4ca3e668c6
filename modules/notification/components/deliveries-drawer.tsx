"use client";

import { Badge, Drawer, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import { notificationQueries } from "@/modules/notification/client/api";
import {
  DELIVERY_STATUSES,
  NOTIFICATION_MODULE_TAG,
  type CampaignItem,
  type DeliveryStatus,
  type NotificationModuleEvent,
  type NotificationModuleInfo,
} from "@/modules/notification/shared/types";
import { ListTable } from "./list-table";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

const DELIVERY_COLOR: Record<DeliveryStatus, string> = {
  queued: "gray",
  sent: "teal",
  failed: "red",
  skipped: "orange",
};

/** A campaign's recipients in its latest run: who, status, why it failed, when it was sent. */
export function DeliveriesDrawer(props: {
  info: NotificationModuleInfo;
  campaign: CampaignItem | null;
  onClose: () => void;
}) {
  const t = useTranslations("notificationModule");
  const format = useFormatter();
  const { campaign } = props;
  const [status, setStatus] = useState<DeliveryStatus | "">("");
  const list = usePagedQuery(
    campaign
      ? (cursor) =>
          notificationQueries.deliveries(props.info.id, campaign.id, { status: status || null, cursor })
      : null,
    { keepPrevious: true },
  );
  // A send's progress (the campaign's events in the module's room) reads the deliveries again.
  useRoomInvalidation(campaign ? props.info.id : null, {
    filter: { tag: `campaignId:${campaign?.id}` },
    events: (envelope) => {
      const event = envelope.event as NotificationModuleEvent;
      return (
        envelope.tag === NOTIFICATION_MODULE_TAG && event.entity === "campaign" && event.id === campaign?.id
      );
    },
    delay: 400,
  });
  return (
    <Drawer
      closeButtonProps={{ "aria-label": t("close") }}
      opened={campaign !== null}
      onClose={props.onClose}
      position="right"
      size="lg"
      title={campaign ? t("deliveries.title", { name: campaign.name }) : ""}
      data-testid="deliveries-drawer"
    >
      <Stack gap="sm">
        {!props.info.access.seeEmails && (
          <Text size="xs" c="dimmed" data-testid="deliveries-addresses-hidden">
            {t("deliveries.addressesHidden")}
          </Text>
        )}
        <SegmentedControl
          data={[
            { value: "", label: t("deliveries.all") },
            ...DELIVERY_STATUSES.map((value) => ({
              value,
              label: t(`deliveryStatuses.${value}`),
            })),
          ]}
          value={status}
          onChange={(value) => setStatus(value as DeliveryStatus | "")}
        />
        <ListTable
          testId="deliveries-table"
          headers={[
            t("deliveries.recipient"),
            t("deliveries.status"),
            t("deliveries.detail"),
            t("deliveries.sentAt"),
          ]}
          rows={(list.items ?? []).map((row) => (
            <Table.Tr key={row.id} data-testid="delivery-row">
              <Table.Td>
                <Text size="sm">{row.name ?? row.email}</Text>
                {row.name && (
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={DELIVERY_COLOR[row.status]}>
                  {t(`deliveryStatuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {row.reason ? t(`reasons.${row.reason}`, { error: row.error ?? "" }) : "—"}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.sentAt
                  ? plainSpaces(
                      format.dateTime(new Date(row.sentAt), { dateStyle: "short", timeStyle: "short" }),
                    )
                  : "—"}
              </Table.Td>
            </Table.Tr>
          ))}
          list={list}
          filtered={status !== ""}
          empty={{ title: t("deliveries.empty") }}
        />
      </Stack>
    </Drawer>
  );
}
