"use client";

import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { ColorSchemeToggle } from "@/components/ui/color-scheme-toggle";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { HOME } from "@/lib/routing/decide-route";

export interface HeaderUser {
  name: string;
  email: string;
}

export function AppHeader({ user }: { user: HeaderUser }) {
  const t = useTranslations();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Link href={HOME} style={{ color: "inherit", textDecoration: "none" }} aria-label={t("shell.home")}>
        <Logo label={t("common.appName")} />
      </Link>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <ColorSchemeToggle />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton data-testid="profile-menu" aria-label={user.name}>
              <Group gap={6} wrap="nowrap">
                <Avatar name={user.name} color="initials" size={32} />
                <Text size="sm" fw={500} visibleFrom="sm" data-testid="profile-name">
                  {user.name}
                </Text>
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t("common.signedInAs", { email: user.email })}</Menu.Label>
            <Menu.Item component={Link} href="/logout" color="red" leftSection={<IconLogout size={16} />}>
              {t("common.logout")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
