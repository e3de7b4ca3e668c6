"use client";

import { NavLink } from "@mantine/core";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/**
 * One sidebar entry: a link, highlighted with aria-current when it is the current page. Its page is
 * prefetched when the pointer or the focus reaches it, not when it scrolls into view: a sidebar of
 * projects and modules would otherwise ask the server for every page at once while the current page
 * loads and starts its live updates.
 */
export function SidebarLink({
  href,
  label,
  icon,
  active,
  onNavigate,
  testId,
  rightSection,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  onNavigate: () => void;
  testId?: string;
  rightSection?: ReactNode;
}) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <NavLink
      component={Link}
      href={href}
      prefetch={false}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      label={label}
      leftSection={icon}
      rightSection={rightSection}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
      data-testid={testId}
      styles={{ label: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } }}
      style={{ borderRadius: "var(--mantine-radius-sm)" }}
    />
  );
}
