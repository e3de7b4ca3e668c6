"use client";

import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconDots,
  IconDoorExit,
  IconKey,
  IconSearch,
  IconShieldLock,
  IconTrash,
  IconUsers,
} from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmailCell, EmptyMembersRow, PersonCell, RoleCell } from "@/components/members/member-cells";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { SkeletonRows } from "@/components/ui/skeleton-rows";
import { useRowAction } from "@/components/ui/use-row-action";
import { hardNavigate } from "@/lib/client/navigation";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { memberApi, userManagementQueries, type UpdateMemberInput } from "@/lib/client/user-management/api";
import type { MemberRow } from "@/lib/members/types";
import { MEMBER_TABLE_PAGE_SIZE } from "@/lib/schemas/members";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import { canAssignAdmin, canChangeRole, canRemove, canSetCustomRole, canTransfer } from "./abilities";
import { useManagement } from "./management-context";

/** The members table: 'Me' marker, role and title dropdowns, permissions, access, transfer, delete. */
export function MembersTable({ dialogHref }: { dialogHref: (path: string) => string }) {
  const t = useTranslations("userManagement");
  const router = useRouter();
  const { grants, roles, reloadRoles } = useManagement();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  // The spec debounces filter changes by 500 ms.
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const { busyId, run } = useRowAction();
  // The previous page stays shown while the next page or search loads (no flicker).
  const members = useQuery(
    userManagementQueries.members(grants.workspaceId, {
      page,
      limit: MEMBER_TABLE_PAGE_SIZE,
      search: debounced || undefined,
    }),
    { keepPrevious: true },
  );
  const { data, refetch } = members;
  const error = useErrorText(members.error);
  const loading = members.loading || members.fetching;
  const reload = () => void refetch();

  const patch = (row: MemberRow, body: UpdateMemberInput) =>
    memberApi.update(grants.workspaceId, row.member.id, body);

  function changeRole(row: MemberRow, value: string | null) {
    const role = ASSIGNABLE_ROLES.find((candidate) => candidate === value);
    if (!role || role === row.role) return;
    void run(`role:${row.id}`, async () => {
      await patch(row, { role });
      notifications.show({ color: "teal", message: t("roleChanged", { name: row.member.name }) });
      reload();
    });
  }

  function changeCustomRole(row: MemberRow, customRoleId: string | null) {
    if ((customRoleId ?? null) === (row.customRole?.id ?? null)) return;
    void run(`title:${row.id}`, async () => {
      await patch(row, { customRoleId });
      notifications.show({ color: "teal", message: t("customRoleChanged", { name: row.member.name }) });
      reload();
      reloadRoles();
    });
  }

  async function transfer(row: MemberRow) {
    const ok = await confirmAction({
      title: t("transfer.title"),
      message: t("transfer.message", { name: row.member.name }),
      confirm: t("transfer.confirm"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    await run(`transfer:${row.id}`, async () => {
      await patch(row, { role: "owner" });
      notifications.show({ color: "teal", message: t("transfer.done", { name: row.member.name }) });
      // The caller is an admin now: the server-side grants of the layout change too.
      router.refresh();
      reload();
    });
  }

  async function remove(row: MemberRow) {
    const leaving = row.member.id === grants.userId;
    const ok = await confirmAction({
      title: leaving ? t("leave.title") : t("delete.title", { name: row.member.name }),
      message: leaving ? t("leave.message") : t("delete.message"),
      confirm: leaving ? t("leave.confirm") : t("delete.confirm"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    await run(`delete:${row.id}`, async () => {
      await memberApi.remove(grants.workspaceId, row.member.id);
      if (leaving) return hardNavigate("/workspaces");
      notifications.show({ color: "teal", message: t("delete.done", { name: row.member.name }) });
      reload();
    });
  }

  const roleOptions = (row: MemberRow) =>
    ASSIGNABLE_ROLES.map((role) => ({
      value: role,
      label: t(`roles.${role}`),
      disabled: role === "admin" && row.role !== "admin" && !canAssignAdmin(grants),
    }));
  const titleOptions = (roles ?? []).map((role) => ({ value: role.id, label: role.title }));

  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEMBER_TABLE_PAGE_SIZE));

  return (
    <Stack gap="sm">
      <TextInput
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        placeholder={t("searchMembers")}
        aria-label={t("searchMembers")}
        leftSection={<IconSearch size={16} />}
        maw={360}
        maxLength={100}
      />
      <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={reload} />
      <Table.ScrollContainer minWidth={1060}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="members-table" aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={220}>{t("columns.name")}</Table.Th>
              <Table.Th>{t("columns.email")}</Table.Th>
              <Table.Th miw={150}>{t("columns.role")}</Table.Th>
              <Table.Th miw={170}>{t("columns.customRole")}</Table.Th>
              <Table.Th miw={110}>{t("columns.added")}</Table.Th>
              <Table.Th w={190}>
                <Text span size="sm" fw={700}>
                  {t("columns.actions")}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && !data ? (
              <SkeletonRows rows={4} columns={6} />
            ) : (
              rows.map((row) => {
                const target = { userId: row.member.id, role: row.role };
                const me = row.member.id === grants.userId;
                return (
                  <Table.Tr key={row.id} data-testid="member-row" data-email={row.member.email}>
                    <PersonCell name={row.member.name} me={me} meLabel={t("me")} meTestId="me-marker" />
                    <EmailCell email={row.member.email} />
                    <RoleCell
                      owner={row.owner}
                      ownerLabel={t("roles.owner")}
                      role={row.role}
                      roleLabel={t(`roles.${row.role}`)}
                      editable
                      options={roleOptions(row)}
                      onChange={(value) => changeRole(row, value)}
                      busy={!canChangeRole(grants, target) || busyId === `role:${row.id}`}
                      ariaLabel={t("roleOf", { name: row.member.name })}
                      minWidth={130}
                    />
                    <Table.Td>
                      <Select
                        size="xs"
                        miw={150}
                        data={titleOptions}
                        value={row.customRole?.id ?? null}
                        onChange={(value) => changeCustomRole(row, value)}
                        placeholder={row.customRole ? undefined : t("noCustomRole")}
                        clearable
                        disabled={!canSetCustomRole(grants, target) || busyId === `title:${row.id}`}
                        aria-label={t("customRoleOf", { name: row.member.name })}
                        nothingFoundMessage={t("noRolesYet")}
                        comboboxProps={{ withinPortal: true }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                        {dayjs(row.createdAt).format("MMM DD, YYYY")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap" justify="flex-end">
                        {!row.owner && (
                          <Button
                            component={Link}
                            href={dialogHref(`/${row.member.id}/access`)}
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconKey size={14} />}
                            data-testid="manage-access"
                          >
                            {t("manageAccess")}
                          </Button>
                        )}
                        <Tooltip label={t("permissions.open")}>
                          <ActionIcon
                            component={Link}
                            href={dialogHref(`/permissions/${row.member.id}`)}
                            variant="subtle"
                            aria-label={t("permissions.openFor", { name: row.member.name })}
                          >
                            <IconShieldLock size={18} />
                          </ActionIcon>
                        </Tooltip>
                        {(canTransfer(grants, target) || canRemove(grants, target)) && (
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t("moreActions", { name: row.member.name })}
                                loading={busyId === `transfer:${row.id}` || busyId === `delete:${row.id}`}
                              >
                                <IconDots size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              {canTransfer(grants, target) && (
                                <Menu.Item
                                  leftSection={<IconUsers size={16} />}
                                  onClick={() => void transfer(row)}
                                >
                                  {t("transfer.title")}
                                </Menu.Item>
                              )}
                              {canRemove(grants, target) && (
                                <Menu.Item
                                  color="red"
                                  leftSection={me ? <IconDoorExit size={16} /> : <IconTrash size={16} />}
                                  onClick={() => void remove(row)}
                                >
                                  {me ? t("leave.title") : t("delete.action")}
                                </Menu.Item>
                              )}
                            </Menu.Dropdown>
                          </Menu>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
            {!loading && data && rows.length === 0 && (
              <EmptyMembersRow
                colSpan={6}
                text={debounced ? t("noMembersFound", { search: debounced }) : t("noMembers")}
              />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t("memberCount", { count: total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Group>
    </Stack>
  );
}
