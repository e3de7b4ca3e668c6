"use client";

import { ActionIcon, Table, Tooltip, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { EmailCell, EmptyMembersRow, PersonCell, RoleCell } from "@/components/members/member-cells";
import { confirmAction } from "@/components/ui/confirm";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { useRowAction } from "@/components/ui/use-row-action";
import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import type { ModuleMember } from "@/lib/modules/types";

/**
 * The module's members: avatar, name ('Me' for the caller), e-mail and role. Those who manage the
 * members change roles with a dropdown and delete after confirming; owners and one's own row have
 * no controls.
 */
export function MembersTable({
  api,
  members,
  loading,
  manageMembers,
  selfId,
  onChanged,
}: {
  api: ModuleMembersApi;
  members: ModuleMember[] | null;
  loading: boolean;
  manageMembers: boolean;
  selfId: string;
  onChanged: () => void;
}) {
  const t = useTranslations("moduleMembers");
  const tRoles = useTranslations("userManagement.roles");
  // The list is read again after every change, also a failed one (the row may have changed meanwhile).
  const { busyId, run } = useRowAction({ onSettled: onChanged });

  function changeRole(row: ModuleMember, value: string | null) {
    const role = ASSIGNABLE_ROLES.find((candidate) => candidate === value);
    if (!role || role === row.role) return;
    void run(row.id, async () => {
      await api.update(row.id, role);
      notifications.show({
        color: "teal",
        message: t("roleChanged", { name: row.member.name, role: tRoles(role) }),
      });
    });
  }

  async function remove(row: ModuleMember) {
    const confirmed = await confirmAction({
      title: t("delete.title", { name: row.member.name }),
      message: t("delete.message"),
      confirm: t("delete.confirm"),
      cancel: t("delete.cancel"),
      danger: true,
    });
    if (!confirmed) return;
    await run(row.id, async () => {
      await api.remove(row.id);
      notifications.show({ color: "teal", message: t("delete.done", { name: row.member.name }) });
    });
  }

  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: tRoles(role) }));
  const rows = members ?? [];

  return (
    <Table.ScrollContainer minWidth={340}>
      <Table
        layout="fixed"
        verticalSpacing="sm"
        highlightOnHover
        data-testid="module-members-table"
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.name")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("columns.email")}</Table.Th>
            <Table.Th w={136}>{t("columns.role")}</Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members === null && loading ? (
            <SkeletonRows rows={3} columns={4} />
          ) : (
            rows.map((row) => {
              const me = row.member.id === selfId;
              const editable = manageMembers && !row.owner && !me;
              return (
                <Table.Tr key={row.id} data-testid="module-member-row" data-email={row.member.email}>
                  <PersonCell
                    name={row.member.name}
                    me={me}
                    meLabel={t("me")}
                    foldedEmail={row.member.email ?? ""}
                  />
                  <EmailCell email={row.member.email} visibleFrom="sm" />
                  <RoleCell
                    owner={row.owner}
                    ownerLabel={tRoles("owner")}
                    role={row.role}
                    roleLabel={tRoles(row.role)}
                    editable={editable}
                    options={roleOptions}
                    onChange={(value) => changeRole(row, value)}
                    busy={busyId === row.id}
                    ariaLabel={t("roleOf", { name: row.member.name })}
                    testId="module-member-role"
                  />
                  <Table.Td>
                    {editable && (
                      <Tooltip label={t("delete.action", { name: row.member.name })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => void remove(row)}
                          loading={busyId === row.id}
                          aria-label={t("delete.action", { name: row.member.name })}
                          data-testid="module-member-delete"
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
          {members !== null && rows.length === 0 && (
            <EmptyMembersRow colSpan={4} text={t("empty")} testId="module-members-empty" />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
