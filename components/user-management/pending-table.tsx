"use client";

import { ActionIcon, Badge, Group, Select, Stack, Table, Text, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLink, IconSend, IconX } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { useRowAction } from "@/components/ui/use-row-action";
import { invitationApi, pendingInvitationsQuery } from "@/lib/client/invitations/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import type { InvitationView } from "@/lib/invitations/types";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import { canAssignAdmin } from "./abilities";
import { useManagement } from "./management-context";

/** Writes to the clipboard; false where the browser refuses (insecure origin, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Pending invitations (helper A's API): role change, resend, copy link, cancel. */
export function PendingTable() {
  const t = useTranslations("userManagement");
  const { grants } = useManagement();
  const pending = useQuery(pendingInvitationsQuery());
  const { data, refetch } = pending;
  const error = useErrorText(pending.error);
  const loading = pending.loading || pending.fetching;
  const reload = () => void refetch();
  const { busyId, run } = useRowAction();
  // Admin invitations are the owner's, like the admin role itself.
  const handlesAdmins = canAssignAdmin(grants);

  const changeRole = (invitation: InvitationView, value: string | null) => {
    const role = ASSIGNABLE_ROLES.find((candidate) => candidate === value);
    if (!role || role === invitation.role) return;
    void run(`role:${invitation.id}`, async () => {
      await invitationApi.update(invitation.id, { role });
      notifications.show({ color: "teal", message: t("pending.roleChanged", { email: invitation.email }) });
      reload();
    });
  };

  const resend = (invitation: InvitationView) =>
    run(`resend:${invitation.id}`, async () => {
      await invitationApi.resend(invitation.id);
      notifications.show({ color: "teal", message: t("pending.resent") });
      reload();
    });

  const copyLink = (invitation: InvitationView) =>
    run(`link:${invitation.id}`, async () => {
      const { link } = await invitationApi.link(invitation.id);
      if (await copyText(link)) notifications.show({ color: "teal", message: t("pending.linkCopied") });
      else
        notifications.show({
          color: "yellow",
          title: t("pending.copyFailed"),
          message: link,
          autoClose: false,
        });
      reload();
    });

  async function cancel(invitation: InvitationView) {
    const ok = await confirmAction({
      title: t("pending.cancelTitle", { email: invitation.email }),
      message: t("pending.cancelMessage"),
      confirm: t("pending.cancelConfirm"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    await run(`cancel:${invitation.id}`, async () => {
      await invitationApi.cancel(invitation.id);
      notifications.show({ color: "teal", title: t("pending.cancelled"), message: t("pending.inviteAgain") });
      reload();
    });
  }

  const rows = data ?? [];
  return (
    <Stack gap="sm">
      <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={reload} />
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="pending-table" aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("columns.email")}</Table.Th>
              <Table.Th w={150}>{t("columns.role")}</Table.Th>
              <Table.Th>{t("columns.invitedBy")}</Table.Th>
              <Table.Th w={130}>{t("columns.sent")}</Table.Th>
              <Table.Th w={130}>{t("columns.expires")}</Table.Th>
              <Table.Th w={130}>{t("columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && !data ? (
              <SkeletonRows rows={3} columns={6} />
            ) : (
              rows.map((invitation) => {
                const expired = dayjs(invitation.expiresAt).isBefore(dayjs());
                const mayHandle = invitation.role !== "admin" || handlesAdmins;
                return (
                  <Table.Tr key={invitation.id} data-testid="pending-row" data-email={invitation.email}>
                    <Table.Td>
                      <Text size="sm" truncate>
                        {invitation.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        data={ASSIGNABLE_ROLES.map((role) => ({
                          value: role,
                          label: t(`roles.${role}`),
                          disabled: role === "admin" && !handlesAdmins,
                        }))}
                        value={invitation.role}
                        onChange={(value) => changeRole(invitation, value)}
                        disabled={!grants.edit || !mayHandle || busyId === `role:${invitation.id}`}
                        allowDeselect={false}
                        aria-label={t("pending.roleOf", { email: invitation.email })}
                        comboboxProps={{ withinPortal: true }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {invitation.invitedBy?.name ?? "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {dayjs(invitation.updatedAt).format("MMM DD, YYYY")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {expired ? (
                        <Badge color="red" variant="light">
                          {t("pending.expired")}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {dayjs(invitation.expiresAt).format("MMM DD, YYYY")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {grants.add && mayHandle && (
                          <>
                            <Tooltip label={t("pending.resend")}>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => void resend(invitation)}
                                loading={busyId === `resend:${invitation.id}`}
                                aria-label={t("pending.resendTo", { email: invitation.email })}
                              >
                                <IconSend size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t("pending.copyLink")}>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => void copyLink(invitation)}
                                loading={busyId === `link:${invitation.id}`}
                                aria-label={t("pending.copyLinkFor", { email: invitation.email })}
                              >
                                <IconLink size={18} />
                              </ActionIcon>
                            </Tooltip>
                          </>
                        )}
                        {grants.delete && mayHandle && (
                          <Tooltip label={t("pending.cancel")}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => void cancel(invitation)}
                              loading={busyId === `cancel:${invitation.id}`}
                              aria-label={t("pending.cancelFor", { email: invitation.email })}
                            >
                              <IconX size={18} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
            {!loading && data && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text ta="center" c="dimmed" py="lg">
                    {t("pending.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
