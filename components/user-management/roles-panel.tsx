"use client";

import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { confirmAction } from "@/components/ui/confirm";
import { LoadError } from "@/components/ui/load-error";
import { useRowAction } from "@/components/ui/use-row-action";
import { roleApi } from "@/lib/client/user-management/api";
import { useManagement, type CustomRole } from "./management-context";

/** The workspace's custom role titles, with edit (dialog route) and delete. */
export function RolesPanel({
  error,
  loading,
  reload,
  dialogHref,
}: {
  error: string | null;
  loading: boolean;
  reload(): void;
  dialogHref: (path: string) => string;
}) {
  const t = useTranslations("userManagement");
  const { grants, roles, reloadMembers } = useManagement();
  const { busyId, run } = useRowAction();

  async function remove(role: CustomRole) {
    const ok = await confirmAction({
      title: t("rolesPanel.deleteTitle", { title: role.title }),
      message: t("rolesPanel.deleteMessage"),
      confirm: t("delete.confirm"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    await run(role.id, async () => {
      await roleApi.remove(role.id);
      notifications.show({ color: "teal", message: t("rolesPanel.deleted", { title: role.title }) });
      reload();
      reloadMembers();
    });
  }

  return (
    <Card withBorder padding="md" data-testid="roles-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t("rolesPanel.title")}</Title>
          {grants.add && (
            <Button component={Link} href={dialogHref("/roles/add")} size="compact-sm" variant="light">
              {t("addRole")}
            </Button>
          )}
        </Group>
        <LoadError error={error} retryLabel={t("retry")} onRetry={reload} />
        {loading && !roles ? (
          <Skeleton h={28} />
        ) : roles && roles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("rolesPanel.empty")}
          </Text>
        ) : (
          <Group gap="xs">
            {(roles ?? []).map((role) => (
              <Badge
                key={role.id}
                size="lg"
                variant="light"
                color="gray"
                tt="none"
                data-testid="custom-role"
                rightSection={
                  <Group gap={2} wrap="nowrap">
                    <Text span size="xs" c="dimmed">
                      {role.members}
                    </Text>
                    {grants.edit && (
                      <Tooltip label={t("rolesPanel.edit")}>
                        <ActionIcon
                          component={Link}
                          href={dialogHref(`/roles/${role.id}/edit`)}
                          size="xs"
                          variant="transparent"
                          aria-label={t("rolesPanel.editNamed", { title: role.title })}
                        >
                          <IconPencil size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {grants.delete && (
                      <Tooltip label={t("rolesPanel.delete")}>
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="red"
                          loading={busyId === role.id}
                          onClick={() => void remove(role)}
                          aria-label={t("rolesPanel.deleteNamed", { title: role.title })}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                }
              >
                {role.title}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
