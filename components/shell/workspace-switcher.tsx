"use client";

import { Button, Loader, Menu, Text } from "@mantine/core";
import { IconBuildings, IconCheck, IconSelector, IconSettings } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useWorkspaceSwitch } from "@/components/workspaces/switch-workspace";

export interface SwitcherWorkspace {
  id: string;
  name: string;
  active: boolean;
}

/** The header's workspace dropdown: switch workspace (then /projects?view=grid) or manage them. */
export function WorkspaceSwitcher({ workspaces }: { workspaces: SwitcherWorkspace[] }) {
  const t = useTranslations();
  const { switching, switchTo } = useWorkspaceSwitch();
  const current = workspaces.find((workspace) => workspace.active);

  function choose(workspace: SwitcherWorkspace) {
    if (!workspace.active) void switchTo(workspace.id);
  }

  return (
    <Menu position="bottom-start" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          maw={{ base: 150, xs: 220, sm: 280 }}
          leftSection={switching ? <Loader size={14} /> : <IconBuildings size={18} />}
          rightSection={<IconSelector size={14} />}
          aria-label={`${t("shell.switchWorkspace")}: ${current?.name ?? t("shell.noWorkspace")}`}
          data-testid="workspace-switcher"
        >
          <Text span size="sm" fw={600} truncate data-testid="workspace-switcher-current">
            {current?.name ?? t("shell.noWorkspace")}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="workspace-switcher-menu">
        <Menu.Label>{t("shell.workspaces")}</Menu.Label>
        {workspaces.map((workspace) => (
          <Menu.Item
            key={workspace.id}
            onClick={() => void choose(workspace)}
            aria-current={workspace.active ? "true" : undefined}
            leftSection={
              workspace.active ? (
                <IconCheck size={16} aria-label={t("shell.current")} />
              ) : (
                <span style={{ width: 16 }} />
              )
            }
            data-testid="workspace-switcher-item"
          >
            <Text size="sm" truncate fw={workspace.active ? 600 : undefined}>
              {workspace.name}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} href="/workspaces" leftSection={<IconSettings size={16} />}>
          {t("shell.manageWorkspaces")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
