"use client";

import { ActionIcon, Box, Button, Collapse, Group, Stack } from "@mantine/core";
import { IconChevronRight, IconFolder, IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { NavProject } from "@/lib/navigation/types";
import { moduleHref } from "@/lib/modules/routes";
import { ModuleIcon } from "@/components/modules/module-icon";
import { NavGroup, NavHint } from "./nav-group";
import { SidebarLink } from "./sidebar-link";
import { useActiveLink } from "./use-active-link";

interface GroupProps {
  projects: NavProject[];
  /** The group search is on: matching projects open, empty hints give way to the search's text. */
  searching: boolean;
  onNavigate: () => void;
}

/** Projects listed before 'Show all': the most recently updated, plus the one the user is in. */
export const SIDEBAR_PROJECTS_SHOWN = 15;

/**
 * The Projects group: each project links to its module grid and expands to its modules. A large
 * workspace shows its most recent projects (and the current one) until 'Show all'; the group
 * search always looks through all of them.
 */
export function ProjectsGroup({ projects, searching, onNavigate }: GroupProps) {
  const t = useTranslations("shell");
  const isActive = useActiveLink();
  const [showAll, setShowAll] = useState(false);
  if (searching && projects.length === 0) return null;
  const limited = !searching && !showAll && projects.length > SIDEBAR_PROJECTS_SHOWN;
  const shown = limited
    ? projects.filter(
        (project, index) => index < SIDEBAR_PROJECTS_SHOWN || isActive(`/project/${project.id}`, true),
      )
    : projects;
  return (
    <NavGroup title={t("projectsGroup")} testId="sidebar-projects">
      <Stack gap={0}>
        {projects.length === 0 ? (
          <NavHint testId="sidebar-projects-empty">{t("addProjectHint")}</NavHint>
        ) : (
          shown.map((project) => (
            <ProjectEntry key={project.id} project={project} searching={searching} onNavigate={onNavigate} />
          ))
        )}
        {limited && (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setShowAll(true)} mt={4}>
            {t("showAllProjects", { count: projects.length })}
          </Button>
        )}
      </Stack>
    </NavGroup>
  );
}

function ProjectEntry({
  project,
  searching,
  onNavigate,
}: {
  project: NavProject;
  searching: boolean;
  onNavigate: () => void;
}) {
  const t = useTranslations("shell");
  const isActive = useActiveLink();
  const href = `/project/${project.id}/modules`;
  const inside =
    isActive(`/project/${project.id}`, true) || project.modules.some((m) => isActive(moduleHref(m)));
  // null = follow the page (open while inside the project or searching) until the user chooses.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? (inside || searching);
  const bodyId = `sidebar-project-${project.id}`;

  return (
    <Box data-testid="sidebar-project" data-project-id={project.id}>
      <Group gap={0} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={() => setChosen(!expanded)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={t(expanded ? "collapseProject" : "expandProject", { name: project.name })}
          disabled={project.modules.length === 0}
        >
          <IconChevronRight
            size={14}
            aria-hidden
            style={{ transform: expanded ? "rotate(90deg)" : undefined, transition: "transform 150ms" }}
          />
        </ActionIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <SidebarLink
            href={href}
            label={project.name}
            icon={<IconFolder size={18} aria-hidden />}
            rightSection={project.private ? <IconLock size={14} aria-label={t("private")} /> : undefined}
            active={isActive(href)}
            onNavigate={onNavigate}
            testId="sidebar-project-link"
          />
        </Box>
      </Group>
      <Collapse expanded={expanded && project.modules.length > 0} id={bodyId}>
        {/* Rendered only while open: a workspace of many projects would otherwise render every module. */}
        {expanded && (
          <Stack gap={0} pl={28} data-testid="sidebar-project-modules">
            {project.modules.map((module) => {
              const moduleLink = moduleHref(module, project.id);
              return (
                <SidebarLink
                  key={module.id}
                  href={moduleLink}
                  label={module.name}
                  icon={<ModuleIcon tag={module.tag} size={16} />}
                  active={isActive(moduleLink)}
                  onNavigate={onNavigate}
                  testId="sidebar-project-module"
                />
              );
            })}
          </Stack>
        )}
      </Collapse>
    </Box>
  );
}
