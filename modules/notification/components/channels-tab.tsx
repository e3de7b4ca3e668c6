"use client";

import { Badge, Group, Menu, Table, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMail, IconBell, IconWebhook } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { notificationModuleApi, notificationQueries } from "@/modules/notification/client/api";
import type { ChannelItem, ChannelKind, ChannelWithSecret } from "@/modules/notification/shared/types";
import { ChannelForm } from "./channel-form";
import { ChannelSecretModal } from "./channel-secret-modal";
import { ResourceTab, RowMenu, RowMenuCell, useResourceTab, type ResourceTabProps } from "./resource-tab";

const STATUS_COLOR = { available: "teal", disabled: "gray", failing: "red" } as const;
export const KIND_ICON = { inApp: IconBell, email: IconMail, webhook: IconWebhook } as const;

/** Channels: where campaigns go, with their status, a test, enable/disable, rotate a webhook's secret. */
export function ChannelsTab(props: ResourceTabProps) {
  const { info, filters } = props;
  const t = useTranslations("notificationModule");
  const format = useFormatter();
  const state = useResourceTab({
    tab: props,
    resource: "channel",
    query: {
      q: filters.q,
      kind: filters.kind as ChannelKind | null,
      status: filters.status as ChannelItem["status"] | null,
    },
    page: notificationQueries.channels,
    deleteRow: notificationModuleApi.deleteChannel,
  });
  const { setEditing, replace, fail, remove } = state;
  const [secret, setSecret] = useState<string | null>(null);

  const test = async (row: ChannelItem) => {
    try {
      const result = await notificationModuleApi.testChannel(info.id, row.id);
      replace(result.channel);
      notifications.show(
        result.ok
          ? { color: "teal", message: t("channel.testSent", { name: row.name }) }
          : { color: "red", message: t("channel.testFailed", { error: result.error ?? "" }) },
      );
    } catch (caught) {
      fail(caught);
    }
  };
  const toggle = (row: ChannelItem) =>
    notificationModuleApi.updateChannel(info.id, row.id, { enabled: !row.enabled }).then(replace, fail);
  const rotate = (row: ChannelItem) =>
    notificationModuleApi.updateChannel(info.id, row.id, { rotateSecret: true }).then((updated) => {
      replace(updated);
      setSecret(updated.secret);
    }, fail);

  const renderRow = (row: ChannelItem) => {
    const Icon = KIND_ICON[row.kind];
    // A channel a scheduled or sending campaign uses is changed only by those who may send.
    const changeable = info.access.edit && (!row.inUse || info.access.send);
    return (
      <Table.Tr key={row.id} data-testid="channel-row">
        <Table.Td fw={500}>{row.name}</Table.Td>
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Icon size={16} aria-hidden />
            {t(`kinds.${row.kind}`)}
          </Group>
        </Table.Td>
        <Table.Td>
          <Tooltip label={row.lastError ?? ""} disabled={!row.lastError || row.status !== "failing"}>
            <Badge color={STATUS_COLOR[row.status]} variant="light" data-testid="channel-status">
              {t(`statuses.${row.status}`)}
            </Badge>
          </Tooltip>
        </Table.Td>
        <Table.Td>{format.dateTime(new Date(row.createdAt), { dateStyle: "medium" })}</Table.Td>
        <Table.Td>{row.createdBy?.name ?? "—"}</Table.Td>
        <RowMenuCell name={row.name} shown={info.access.edit || info.access.delete}>
          {info.access.edit && <Menu.Item onClick={() => void test(row)}>{t("channel.sendTest")}</Menu.Item>}
          {changeable && <RowMenu.Edit onClick={() => setEditing(row)} />}
          {info.access.edit && !changeable && <RowMenu.Locked hint={t("channel.lockedHint")} />}
          {changeable && (
            <Menu.Item onClick={() => void toggle(row)}>
              {row.enabled ? t("channel.disable") : t("channel.enable")}
            </Menu.Item>
          )}
          {info.access.send && row.kind === "webhook" && (
            <Menu.Item onClick={() => void rotate(row)}>{t("channel.rotate")}</Menu.Item>
          )}
          {info.access.delete && <RowMenu.Delete onClick={() => void remove(row)} />}
        </RowMenuCell>
      </Table.Tr>
    );
  };

  return (
    <ResourceTab<ChannelItem, ChannelWithSecret>
      state={state}
      columns={["name", "kind", "status", "created", "createdBy"]}
      renderRow={renderRow}
      filtered={Boolean(filters.q || filters.kind || filters.status)}
      renderForm={(form) => <ChannelForm moduleId={info.id} {...form} />}
      onCreated={(saved) => {
        if (saved.secret) setSecret(saved.secret);
      }}
    >
      <ChannelSecretModal secret={secret} onClose={() => setSecret(null)} />
    </ResourceTab>
  );
}
