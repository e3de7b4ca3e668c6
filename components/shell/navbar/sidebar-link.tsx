"use client";

import { NavLink } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/** One sidebar entry: a link, highlighted with aria-current when it is the current page. */
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
  return (
    <NavLink
      component={Link}
      href={href}
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
