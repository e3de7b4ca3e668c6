"use client";

import { NavLink } from "@mantine/core";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/**
 * One sidebar entry: a link, highlighted with aria-current when it is the current page. Its route is
 * prefetched when the pointer or the focus reaches it, not when it scrolls into view: a sidebar of
 * projects and modules would otherwise ask the server for every route at once while the current
 * page loads and starts its live updates. Signed-in pages are dynamic and have no loading.tsx, so a
 * prefetch brings the route's tree, not its data: the page itself renders when clicked.
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
