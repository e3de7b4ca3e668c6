"use client";

import { Group, NavLink, ScrollArea, Stack } from "@mantine/core";
import { IconHome, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { HOME } from "@/lib/routing/decide-route";

const ENTRIES = [
  { key: "home", href: HOME, match: "/projects", icon: IconHome },
  { key: "userManagement", href: "/user-management", match: "/user-management", icon: IconUsers },
] as const;

/** The sidebar's entries; the projects issue adds bookmarks, projects and modules below them. */
export function AppNavbar({ onNavigate, footer }: { onNavigate: () => void; footer?: ReactNode }) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Stack gap={2} p="sm" data-testid="sidebar">
          {ENTRIES.map(({ key, href, match, icon: Icon }) => {
            const active = pathname === match || pathname.startsWith(`${match}/`);
            return (
              <NavLink
                key={key}
                component={Link}
                href={href}
                label={t(key)}
                leftSection={<Icon size={18} aria-hidden />}
                active={active}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                style={{ borderRadius: "var(--mantine-radius-sm)" }}
              />
            );
          })}
        </Stack>
      </ScrollArea>
      {footer && (
        <Group
          p="sm"
          gap="sm"
          justify="space-between"
          style={{ borderTop: "1px solid var(--app-shell-border-color)" }}
        >
          {footer}
        </Group>
      )}
    </Stack>
  );
}
