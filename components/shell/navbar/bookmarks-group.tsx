"use client";

import { Stack } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { moduleHref } from "@/lib/modules/routes";
import { ModuleIcon } from "@/components/modules/module-icon";
import { NavGroup, NavHint } from "./nav-group";
import { bookmarkCount, type NavBookmarks } from "./navigation-filter";
import { SidebarLink } from "./sidebar-link";
import { useActiveLink } from "./use-active-link";

/** The caller's bookmarks: projects, then project modules, then workspace modules. */
export function BookmarksGroup({
  bookmarks,
  searching,
  onNavigate,
}: {
  bookmarks: NavBookmarks;
  searching: boolean;
  onNavigate: () => void;
}) {
  const t = useTranslations("shell");
  const isActive = useActiveLink();
  const empty = bookmarkCount(bookmarks) === 0;
  if (searching && empty) return null;
  const link = (key: string, href: string, label: string, icon: React.ReactNode, testId: string) => (
    <SidebarLink
      key={key}
      href={href}
      label={label}
      icon={icon}
      active={isActive(href)}
      onNavigate={onNavigate}
      testId={testId}
    />
  );
  return (
    <NavGroup title={t("bookmarksGroup")} testId="sidebar-bookmarks">
      <Stack gap={0}>
        {empty && <NavHint testId="sidebar-bookmarks-empty">{t("noBookmarks")}</NavHint>}
        {bookmarks.projects.map((project) =>
          link(
            project.id,
            `/project/${project.id}/modules`,
            project.name,
            <IconFolder size={18} aria-hidden />,
            "bookmarked-project",
          ),
        )}
        {bookmarks.projectModules.map(({ project, module }) =>
          link(
            module.id,
            moduleHref(module, project.id),
            module.name,
            <ModuleIcon tag={module.tag} />,
            "bookmarked-project-module",
          ),
        )}
        {bookmarks.workspaceModules.map((module) =>
          link(
            module.id,
            moduleHref(module),
            module.name,
            <ModuleIcon tag={module.tag} />,
            "bookmarked-workspace-module",
          ),
        )}
      </Stack>
    </NavGroup>
  );
}
