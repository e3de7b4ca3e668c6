"use client";

import { Group, ScrollArea, Stack, Text } from "@mantine/core";
import { IconHome, IconReportAnalytics, IconTarget, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { HOME } from "@/lib/routing/decide-route";
import dynamic from "next/dynamic";
import { useNavigation } from "./navigation-context";

// Loaded when first opened ('More Modules'), not with every page.
const ModulesModal = dynamic(() => import("./modules-modal").then((module) => module.ModulesModal), {
  ssr: false,
});
import { AddMenu } from "./navbar/add-menu";
import { BookmarksGroup } from "./navbar/bookmarks-group";
import { WorkspaceModulesGroup } from "./navbar/modules-group";
import {
  bookmarkCount,
  collectBookmarks,
  filterBookmarks,
  filterModules,
  filterProjects,
  normalizeSearch,
} from "./navbar/navigation-filter";
import { ProjectsGroup } from "./navbar/projects-group";
import { SidebarLink } from "./navbar/sidebar-link";
import { useActiveLink } from "./navbar/use-active-link";

const ENTRIES = [
  { key: "home", href: HOME, section: "/projects", icon: IconHome },
  { key: "userManagement", href: "/user-management", section: "/user-management", icon: IconUsers },
  { key: "reporting", href: "/reporting", section: "/reporting", icon: IconReportAnalytics },
  { key: "goals", href: "/goals", section: "/goals", icon: IconTarget },
] as const;

/**
 * The sidebar: main entries, the group search and + menu, then Bookmarks, Projects (each with its
 * modules) and Workspace modules, all read from useNavigation() so optimistic changes show at once.
 */
export function AppNavbar({ onNavigate, footer }: { onNavigate: () => void; footer?: ReactNode }) {
  const t = useTranslations("shell");
  const navigation = useNavigation();
  const isActive = useActiveLink();
  const [query, setQuery] = useState("");
  const [modulesOpened, setModulesOpened] = useState(false);
  const searching = normalizeSearch(query) !== "";
  const projects = filterProjects(navigation.projects, query);
  const workspaceModules = filterModules(navigation.workspaceModules, query);
  const bookmarks = filterBookmarks(collectBookmarks(navigation), query);
  const nothingFound =
    searching && projects.length === 0 && workspaceModules.length === 0 && bookmarkCount(bookmarks) === 0;

  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Stack gap={2} p="sm" data-testid="sidebar">
          {ENTRIES.map(({ key, href, section, icon: Icon }) => (
            <SidebarLink
              key={key}
              href={href}
              label={t(key)}
              icon={<Icon size={18} aria-hidden />}
              active={isActive(section, true)}
              onNavigate={onNavigate}
            />
          ))}
          <Group gap="xs" wrap="nowrap" mt="sm" mb={4}>
            <SearchInput
              label={t("searchDashboards")}
              value={query}
              onChange={setQuery}
              iconSize={14}
              size="xs"
              style={{ flex: 1 }}
              data-testid="sidebar-search"
            />
            <AddMenu onMoreModules={() => setModulesOpened(true)} onNavigate={onNavigate} />
          </Group>
          {nothingFound && (
            <Text size="sm" c="dimmed" ta="center" py="md" role="status" data-testid="sidebar-no-results">
              {t("noDashboards")}
            </Text>
          )}
          <BookmarksGroup bookmarks={bookmarks} searching={searching} onNavigate={onNavigate} />
          <ProjectsGroup projects={projects} searching={searching} onNavigate={onNavigate} />
          <WorkspaceModulesGroup modules={workspaceModules} searching={searching} onNavigate={onNavigate} />
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
      {modulesOpened && <ModulesModal opened onClose={() => setModulesOpened(false)} />}
    </Stack>
  );
}
