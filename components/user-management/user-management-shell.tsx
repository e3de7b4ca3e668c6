"use client";

import { Button, Container, Group, Stack, Tabs } from "@mantine/core";
import { IconPlus, IconUserPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, type ReactNode } from "react";
import { PageHeading } from "@/components/ui/page-heading";
import { pendingInvitationsQuery } from "@/lib/client/invitations/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { MEMBERS_QUERIES, userManagementQueries } from "@/lib/client/user-management/api";
import { USER_MANAGEMENT_TABS, type UserManagementTab } from "@/lib/schemas/members";
import { ManagementContext, type Grants } from "./management-context";
import { MembersTable } from "./members-table";
import { PendingTable } from "./pending-table";
import { RolesPanel } from "./roles-panel";

const ROOT = "/user-management";

function asTab(value: string | null | undefined): UserManagementTab {
  return USER_MANAGEMENT_TABS.find((tab) => tab === value) ?? "users";
}

/** The tab: the page's own `active`, or on a dialog route the one the dialog will return to. */
function useActiveTab(): UserManagementTab {
  const pathname = usePathname();
  const search = useSearchParams();
  if (pathname === ROOT) return asTab(search.get("active"));
  const redirect = search.get("redirect");
  if (!redirect?.startsWith("/")) return "users";
  return asTab(new URL(redirect, "http://local").searchParams.get("active"));
}

/**
 * /user-management: members and pending invitations, custom roles, and the dialog routes rendered
 * over them (the layout keeps this mounted while dialogs open and close).
 */
export function UserManagementShell({ grants, children }: { grants: Grants; children: ReactNode }) {
  const t = useTranslations("userManagement");
  const router = useRouter();
  const active = useActiveTab();
  const parentHref = `${ROOT}?active=${active}`;
  const roles = useQuery(userManagementQueries.roles());
  const rolesError = useErrorText(roles.error);
  const reloadRoles = roles.refetch;
  const reloadMembers = useCallback(() => void invalidateQueries(MEMBERS_QUERIES), []);
  const reloadPending = useCallback(() => void invalidateQueries(pendingInvitationsQuery().key), []);

  const context = useMemo(
    () => ({
      grants,
      roles: roles.data ?? null,
      reloadRoles,
      reloadMembers,
      reloadPending,
      parentHref,
    }),
    [grants, roles.data, reloadRoles, reloadMembers, reloadPending, parentHref],
  );
  const dialogHref = (path: string) => `${ROOT}${path}?redirect=${encodeURIComponent(parentHref)}`;

  return (
    <ManagementContext.Provider value={context}>
      <Container size="xl" px={0}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <PageHeading title={t("title")} text={t("subtitle")} />
            {grants.add && (
              <Group gap="sm">
                <Button
                  component={Link}
                  href={dialogHref("/roles/add")}
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                >
                  {t("addRole")}
                </Button>
                <Button
                  component={Link}
                  href={dialogHref("/users/add")}
                  leftSection={<IconUserPlus size={16} />}
                >
                  {t("addUser")}
                </Button>
              </Group>
            )}
          </Group>
          <Tabs
            value={active}
            onChange={(value) => router.push(`${ROOT}?active=${asTab(value)}`)}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="users" data-testid="tab-users">
                {t("tabs.users")}
              </Tabs.Tab>
              <Tabs.Tab value="pending" data-testid="tab-pending">
                {t("tabs.pending")}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="users" pt="md">
              <MembersTable dialogHref={dialogHref} />
            </Tabs.Panel>
            <Tabs.Panel value="pending" pt="md">
              <PendingTable />
            </Tabs.Panel>
          </Tabs>
          <RolesPanel
            error={rolesError}
            loading={roles.loading}
            reload={reloadRoles}
            dialogHref={dialogHref}
          />
        </Stack>
      </Container>
      {children}
    </ManagementContext.Provider>
  );
}
