"use client";

import { Spotlight, spotlight, type SpotlightActionGroupData } from "@mantine/spotlight";
import { IconFolder, IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { moduleHref } from "@/lib/modules/routes";
import { useNavigation } from "./navigation-context";
import { ModuleIcon } from "@/components/modules/module-icon";
import { registerOpener } from "./palette-store";

/**
 * The command palette (Ctrl/Cmd+K or the header's search box): jump to any project, any of its
 * modules, or a workspace module the sidebar knows.
 */
export function CommandPaletteDialog() {
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

  // From now on the search box and the shortcut open this dialog (a pending request opens it now).
  useEffect(() => registerOpener(spotlight.open), []);

  return (
    <Spotlight
      actions={actions}
      nothingFound={t("nothingFound")}
      highlightQuery
      limit={50}
      scrollable
      maxHeight={420}
      shortcut={null}
      searchProps={{
        leftSection: <IconSearch size={18} aria-hidden />,
        placeholder: t("searchPlaceholder"),
        "aria-label": t("searchPlaceholder"),
      }}
    />
  );
}
