"use client";

import { ActionIcon, Group, Kbd, Text, UnstyledButton } from "@mantine/core";
import { Spotlight, spotlight, type SpotlightActionGroupData } from "@mantine/spotlight";
import { IconFolder, IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { moduleHref } from "@/lib/modules/routes";
import { useNavigation } from "./navigation-context";
import { ModuleIcon } from "./navbar/module-icon";

/**
 * The command palette (Ctrl/Cmd+K or the header's search box): jump to any project, any of its
 * modules, or a workspace module the sidebar knows.
 */
export function CommandPalette() {
  const t = useTranslations("shell");
  const router = useRouter();
  const { projects, workspaceModules } = useNavigation();

  const actions = useMemo<SpotlightActionGroupData[]>(() => {
    const go = (href: string) => () => router.push(href);
    const groups: SpotlightActionGroupData[] = [
      {
        group: t("projectsGroup"),
        actions: projects.map((project) => ({
          id: `project-${project.id}`,
          label: project.name,
          leftSection: <IconFolder size={18} aria-hidden />,
          onClick: go(`/project/${project.id}/modules`),
        })),
      },
      {
        group: t("projectModulesGroup"),
        actions: projects.flatMap((project) =>
          project.modules.map((module) => ({
            id: `module-${module.id}`,
            label: module.name,
            description: project.name,
            keywords: [module.tag],
            leftSection: <ModuleIcon tag={module.tag} />,
            onClick: go(moduleHref(module, project.id)),
          })),
        ),
      },
      {
        group: t("workspaceModulesGroup"),
        actions: workspaceModules.map((module) => ({
          id: `workspace-module-${module.id}`,
          label: module.name,
          keywords: [module.tag],
          leftSection: <ModuleIcon tag={module.tag} />,
          onClick: go(moduleHref(module)),
        })),
      },
    ];
    return groups.filter((group) => group.actions.length > 0);
  }, [projects, workspaceModules, router, t]);

  return (
    <Spotlight
      actions={actions}
      nothingFound={t("nothingFound")}
      highlightQuery
      limit={50}
      scrollable
      maxHeight={420}
      shortcut={["mod + K"]}
      searchProps={{
        leftSection: <IconSearch size={18} aria-hidden />,
        placeholder: t("searchPlaceholder"),
        "aria-label": t("searchPlaceholder"),
      }}
    />
  );
}

/** The header's search box (an icon below `sm`): opens the command palette. */
export function SearchTrigger() {
  const t = useTranslations("shell");
  return (
    <>
      <UnstyledButton
        visibleFrom="sm"
        onClick={spotlight.open}
        aria-label={t("searchPlaceholder")}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-box"
        w={{ sm: 260, md: 360, lg: 420 }}
        px="sm"
        h={36}
        style={{
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: "var(--mantine-radius-md)",
          background: "var(--mantine-color-default)",
        }}
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconSearch size={16} aria-hidden />
            <Text size="sm" c="dimmed" truncate>
              {t("searchPlaceholder")}
            </Text>
          </Group>
          <Kbd size="xs">Ctrl + K</Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={spotlight.open}
        aria-label={t("searchPlaceholder")}
        data-testid="search-icon"
      >
        <IconSearch size={20} />
      </ActionIcon>
    </>
  );
}
