"use client";

import { ActionIcon, Avatar, Box, Burger, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconBellCog,
  IconChevronDown,
  IconHistory,
  IconKey,
  IconPackageExport,
  IconPackageImport,
  IconRobot,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconShieldLock,
  IconUserCog,
  IconWebhook,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { HOME } from "@/lib/routing/decide-route";
import classes from "./app-header.module.css";
import { SearchTrigger } from "./command-palette";
import { TourAnchor } from "./guided-tour";
import { NotificationBell } from "./notification-bell";
import { TutorialPopover } from "./tutorial-popover";
import { WorkspaceSwitcher, type SwitcherWorkspace } from "./workspace-switcher";

export interface HeaderUser {
  id: string;
  name: string;
  email: string;
  /** The profile picture's address, or null for initials. */
  image?: string | null;
}

export interface SidebarToggle {
  mobileOpened: boolean;
  desktopOpened: boolean;
  toggleMobile: () => void;
  toggleDesktop: () => void;
}

interface AppHeaderProps {
  user: HeaderUser;
  workspaces: SwitcherWorkspace[];
  /** Present when the frame has a sidebar. */
  sidebar: SidebarToggle | null;
  /** Language and colour scheme controls, when they are not in the sidebar. */
  preferences: React.ReactNode;
  /** Inside a workspace: the search box, tutorial and bell (not during onboarding). */
  withTools: boolean;
}

/** The profile menu's settings pages: the person's own, then the workspace's (their pages say who may use them). */
const SETTINGS_LINKS = [
  {
    href: "/settings/profile",
    icon: IconUserCog,
    testId: "profile-link",
    label: "profile.menu",
  },
  {
    href: "/settings/notifications",
    icon: IconBellCog,
    testId: "notification-settings-link",
    label: "notifications.settings.menu",
  },
  {
    href: "/settings/api-tokens",
    icon: IconKey,
    testId: "api-tokens-link",
    label: "settings.apiTokens.menu",
  },
  {
    href: "/settings/service-tokens",
    icon: IconRobot,
    testId: "service-tokens-link",
    label: "settings.serviceTokens.menu",
  },
  { href: "/settings/webhooks", icon: IconWebhook, testId: "webhooks-link", label: "settings.webhooks.menu" },
  {
    href: "/settings/audit-log",
    icon: IconHistory,
    testId: "audit-log-link",
    label: "settings.auditLog.menu",
  },
  { href: "/settings/sso", icon: IconShieldLock, testId: "sso-link", label: "settings.sso.menu" },
  {
    href: "/settings/export",
    icon: IconPackageExport,
    testId: "export-link",
    label: "settings.export.menu",
  },
  {
    href: "/settings/import",
    icon: IconPackageImport,
    testId: "import-link",
    label: "settings.import.menu",
  },
] as const;

/**
 * Logo, workspace switcher, the search box that opens the command palette, tutorial help,
 * notification bell and the profile menu. The switcher and the search are the tour's anchors.
 */
export function AppHeader({ user, workspaces, sidebar, preferences, withTools }: AppHeaderProps) {
  const t = useTranslations();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {sidebar && (
          <>
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={sidebar.mobileOpened}
              onClick={sidebar.toggleMobile}
              aria-label={t("shell.openNavigation")}
              aria-expanded={sidebar.mobileOpened}
              aria-controls="app-navbar"
            />
            <ActionIcon
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              size="lg"
              onClick={sidebar.toggleDesktop}
              aria-label={t("shell.toggleSidebar")}
              aria-expanded={sidebar.desktopOpened}
              aria-controls="app-navbar"
              data-testid="sidebar-toggle"
            >
              {sidebar.desktopOpened ? (
                <IconLayoutSidebarLeftCollapse size={20} />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} />
              )}
            </ActionIcon>
          </>
        )}
        <Box visibleFrom="xs">
          <Link href={HOME} style={{ color: "inherit", textDecoration: "none" }} aria-label={t("shell.home")}>
            <Logo label={t("common.appName")} />
          </Link>
        </Box>
        {workspaces.length > 0 && (
          <TourAnchor step="workspaces">
            <WorkspaceSwitcher workspaces={workspaces} />
          </TourAnchor>
        )}
      </Group>
      {withTools && (
        <Box className={classes.search}>
          <TourAnchor step="niaAi">
            <SearchTrigger />
          </TourAnchor>
        </Box>
      )}
      <Group gap={4} wrap="nowrap">
        {preferences}
        {withTools && (
          <>
            <TutorialPopover />
            <NotificationBell workspaceId={workspaces.find((workspace) => workspace.active)?.id ?? null} />
          </>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton data-testid="profile-menu" aria-label={user.name}>
              <Group gap={6} wrap="nowrap">
                <Avatar src={user.image ?? null} name={user.name} color="initials" size={32} alt="" />
                <Text size="sm" fw={500} visibleFrom="sm" data-testid="profile-name">
                  {user.name}
                </Text>
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t("common.signedInAs", { email: user.email })}</Menu.Label>
            {SETTINGS_LINKS.map((link) => (
              <Menu.Item
                key={link.href}
                component={Link}
                href={link.href}
                leftSection={<link.icon size={16} />}
                data-testid={link.testId}
              >
                {t(link.label)}
              </Menu.Item>
            ))}
            <Menu.Item component={Link} href="/logout" color="red" leftSection={<IconLogout size={16} />}>
              {t("common.logout")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
