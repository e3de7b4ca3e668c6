"use client";

import { Badge, Menu, Progress, Stack, Table, Text } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { notificationModuleApi, notificationQueries } from "@/modules/notification/client/api";
import type {
  CampaignAction,
  CampaignItem,
  CampaignSchedule,
  CampaignStatus,
} from "@/modules/notification/shared/types";
import { CampaignForm } from "./campaign-form";
import { DeliveriesDrawer } from "./deliveries-drawer";
import { ResourceTab, RowMenu, RowMenuCell, useResourceTab, type ResourceTabProps } from "./resource-tab";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

const STATUS_COLOR: Record<CampaignStatus, string> = {
  draft: "gray",
  scheduled: "blue",
  sending: "yellow",
  paused: "orange",
  completed: "teal",
  cancelled: "red",
};

/** What a campaign's row menu offers in its state (sending needs the module's send right). */
function actionsFor(status: CampaignStatus): CampaignAction[] {
  switch (status) {
    case "draft":
    case "completed":
      return ["send"];
    case "scheduled":
      return ["cancel"];
    case "sending":
      return ["pause", "cancel"];
    case "paused":
      return ["resume", "cancel"];
    case "cancelled":
      return [];
  }
}

/** Campaigns: a template through a channel to an audience, sent now or on a schedule, with live totals. */
export function CampaignsTab(props: ResourceTabProps) {
  const { info, filters } = props;
  const t = useTranslations("notificationModule");
  const tRoles = useTranslations("workspaces.roles");
  const format = useFormatter();
  const state = useResourceTab({
    tab: props,
    resource: "campaign",
    query: { q: filters.q, status: filters.status as CampaignStatus | null },
    page: notificationQueries.campaigns,
    deleteRow: notificationModuleApi.deleteCampaign,
    onEvent: (event, list) => {
      if (event.entity !== "campaign") return;
      const { status, totals, revision } = event;
      if (event.deleted) list.setItems((items) => items.filter((item) => item.id !== event.id));
      else if (status && totals && revision !== undefined && list.items?.some((item) => item.id === event.id))
        // An API answer may arrive after a newer event (a fast run ends before the Send answer): keep the newer.
        list.setItems((items) =>
          items.map((item) =>
            item.id === event.id && revision > item.revision ? { ...item, status, totals, revision } : item,
          ),
        );
      else void list.refetch();
    },
    replaces: (next, current) => next.revision >= current.revision,
  });
  const { list, setEditing, replace, fail, remove } = state;
  // The recipients drawer follows the row as it is now (live totals while a run sends).
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = list.items?.find((item) => item.id === viewingId) ?? null;

  const when = (iso: string) =>
    plainSpaces(format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }));
  const audienceText = (row: CampaignItem) => {
    const audience = row.audience;
    if (audience.kind === "all") return t("campaign.audienceAll");
    if (audience.kind === "project")
      return t("campaign.audienceProject", { name: row.audienceProjectName ?? t("campaign.missing") });
    if (audience.kind === "role") return t("campaign.audienceRole", { role: tRoles(audience.role) });
    return t("campaign.audienceEmails", { count: audience.count });
  };
  const scheduleText = (schedule: CampaignSchedule) =>
    schedule.kind === "now"
      ? t("campaign.scheduleNow")
      : t(
          `campaign.schedule${schedule.kind === "at" ? "At" : schedule.kind === "daily" ? "Daily" : "Weekly"}`,
          {
            when: when(schedule.at),
          },
        );

  const act = async (row: CampaignItem, action: CampaignAction) => {
    // Sent before: everyone receives it again, and it counts against the daily quota again.
    const again = action === "send" && row.status === "completed";
    if (action === "send" || action === "cancel") {
      const ok = await confirmAction({
        title:
          action === "send"
            ? t(again ? "campaign.sendAgainTitle" : "campaign.sendTitle", { name: row.name })
            : t("campaign.cancelTitle", { name: row.name }),
        message:
          action === "cancel"
            ? t("campaign.cancelMessage")
            : again
              ? t("campaign.sendAgainMessage")
              : row.schedule.kind === "now"
                ? t("campaign.sendNow")
                : t("campaign.sendScheduled"),
        confirm: action === "send" ? t("campaign.send") : t("campaign.cancelCampaign"),
        cancel: t("cancel"),
        danger: action === "cancel",
      });
      if (!ok) return;
    }
    try {
      replace(await notificationModuleApi.campaignAction(info.id, row.id, action, again));
    } catch (caught) {
      fail(caught);
    }
  };
  const actionLabel = (row: CampaignItem, action: CampaignAction) =>
    action === "send"
      ? row.status === "completed"
        ? t("campaign.sendAgain")
        : t("campaign.send")
      : action === "cancel"
        ? t("campaign.cancelCampaign")
        : t(`campaign.${action}`);

  const renderRow = (row: CampaignItem) => {
    const total = row.totals.sent + row.totals.failed + row.totals.queued;
    const editable = row.status === "draft" || row.status === "scheduled";
    // What a scheduled campaign sends was chosen by someone who may send: only they change it.
    const locked = row.status === "scheduled" && !info.access.send;
    const sendActions = info.access.send ? actionsFor(row.status) : [];
    const deletable = info.access.delete && row.status !== "sending" && row.status !== "paused";
    return (
      <Table.Tr
        key={row.id}
        data-testid="campaign-row"
        style={{ cursor: "pointer" }}
        onClick={() => setViewingId(row.id)}
      >
        <Table.Td fw={500}>{row.name}</Table.Td>
        <Table.Td>{row.template?.name ?? t("campaign.missing")}</Table.Td>
        <Table.Td>
          {row.channel ? `${row.channel.name} (${t(`kinds.${row.channel.kind}`)})` : t("campaign.missing")}
        </Table.Td>
        <Table.Td>{audienceText(row)}</Table.Td>
        <Table.Td>{scheduleText(row.schedule)}</Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLOR[row.status]} variant="light" data-testid="campaign-status">
            {t(`campaignStatuses.${row.status}`)}
          </Badge>
        </Table.Td>
        <Table.Td miw={160}>
          <Stack gap={4}>
            <Progress.Root size="sm" aria-label={t("campaign.totals", { ...row.totals })}>
              <Progress.Section value={total ? (row.totals.sent / total) * 100 : 0} color="teal" />
              <Progress.Section value={total ? (row.totals.failed / total) * 100 : 0} color="red" />
            </Progress.Root>
            <Text size="xs" c="dimmed" data-testid="campaign-totals">
              {t("campaign.totals", { ...row.totals })}
            </Text>
          </Stack>
        </Table.Td>
        <Table.Td>{row.nextRunAt ? when(row.nextRunAt) : "—"}</Table.Td>
        <RowMenuCell
          name={row.name}
          shown={sendActions.length > 0 || (editable && info.access.edit) || deletable}
          stopPropagation
        >
          {sendActions.map((action) => (
            <Menu.Item
              key={action}
              onClick={() => void act(row, action)}
              color={action === "cancel" ? "red" : undefined}
            >
              {actionLabel(row, action)}
            </Menu.Item>
          ))}
          {editable && info.access.edit && !locked && <RowMenu.Edit onClick={() => setEditing(row)} />}
          {editable && info.access.edit && locked && <RowMenu.Locked hint={t("campaign.lockedHint")} />}
          <Menu.Item onClick={() => setViewingId(row.id)}>{t("campaign.recipients")}</Menu.Item>
          {deletable && <RowMenu.Delete onClick={() => void remove(row)} />}
        </RowMenuCell>
      </Table.Tr>
    );
  };

  return (
    <ResourceTab
      state={state}
      columns={["name", "template", "channel", "audience", "schedule", "status", "progress", "nextRun"]}
      renderRow={renderRow}
      filtered={Boolean(filters.q || filters.status)}
      modalSize={640}
      renderForm={(form) => <CampaignForm info={info} {...form} />}
    >
      <DeliveriesDrawer info={info} campaign={viewing} onClose={() => setViewingId(null)} />
    </ResourceTab>
  );
}
