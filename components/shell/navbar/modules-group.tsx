"use client";

import { Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { NavModule } from "@/lib/navigation/types";
import { moduleHref } from "@/lib/modules/routes";
import { ModuleIcon } from "@/components/modules/module-icon";
import { NavGroup, NavHint } from "./nav-group";
import { SidebarLink } from "./sidebar-link";
import { useActiveLink } from "./use-active-link";

/** The workspace's own modules (not in any project). */
export function WorkspaceModulesGroup({
  modules,
  searching,
  onNavigate,
}: {
  modules: NavModule[];
  searching: boolean;
  onNavigate: () => void;
}) {
  const t = useTranslations("shell");
  const isActive = useActiveLink();
  if (searching && modules.length === 0) return null;
  return (
    <NavGroup title={t("workspaceModulesGroup")} testId="sidebar-workspace-modules">
      <Stack gap={0}>
        {modules.length === 0 ? (
          <NavHint testId="sidebar-modules-empty">{t("addModuleHint")}</NavHint>
        ) : (
          modules.map((module) => {
            const href = moduleHref(module);
            return (
              <SidebarLink
                key={module.id}
                href={href}
                label={module.name}
                icon={<ModuleIcon tag={module.tag} />}
                active={isActive(href)}
                onNavigate={onNavigate}
                testId="sidebar-workspace-module"
              />
            );
          })
        )}
      </Stack>
    </NavGroup>
  );
}
