"use client";

import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDotsVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { HOME } from "@/lib/routing/decide-route";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

interface WorkspaceCardProps {
  workspace: WorkspaceSummary;
  switching: boolean;
  onActivate: () => void;
  onEdit: () => void;
}

/** One workspace on 'Choose workspace': name, Active tag, member count, Open/Activate and a menu. */
export function WorkspaceCard({ workspace, switching, onActivate, onEdit }: WorkspaceCardProps) {
  const t = useTranslations("workspaces");
  const canEdit = workspace.role === "owner" || workspace.role === "admin";
  const canDelete = workspace.role === "owner";
  return (
    <Card withBorder padding="lg" radius="md" data-testid="workspace-card" data-active={workspace.active}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate title={workspace.name} data-testid="workspace-name">
              {workspace.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              {workspace.active && (
                <Badge color="teal" variant="light">
                  {t("active")}
                </Badge>
              )}
              {canEdit && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t("options", { name: workspace.name })}
                      data-testid="workspace-menu"
                    >
                      <IconDotsVertical size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                      {t("edit")}
                    </Menu.Item>
                    {canDelete && (
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        component={Link}
                        href={`/workspaces/${workspace.id}/delete`}
                      >
                        {t("delete")}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t("members", { count: workspace.followers.count })} · {t(`roles.${workspace.role}`)}
          </Text>
        </Stack>
        {workspace.active ? (
          <Button component={Link} href={HOME} variant="light">
            {t("open")}
          </Button>
        ) : (
          <Button onClick={onActivate} loading={switching}>
            {t("activate")}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
