"use client";

import { ActionIcon, Loader, Menu, Skeleton, Text } from "@mantine/core";
import { IconApps, IconFolderPlus, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { ModuleIcon } from "@/components/modules/module-icon";
import { topModules } from "./navigation-filter";
import { useAddWorkspaceModule } from "./use-add-workspace-module";
import { useModuleCatalog } from "./use-module-catalog";

/**
 * The sidebar's + menu: New Project (the create wizard, back to this page) and New Module (the top
 * six catalog modules, active first, each added to the workspace at once) plus More Modules.
 */
export function AddMenu({
  onMoreModules,
  onNavigate,
}: {
  onMoreModules: () => void;
  onNavigate: () => void;
}) {
  const t = useTranslations("shell");
  const tCommon = useTranslations("common");
  const pathname = usePathname();
  const search = useSearchParams();
  const [opened, setOpened] = useState(false);
  const { catalog, error, loading, retry } = useModuleCatalog(opened);
  const { adding, add } = useAddWorkspaceModule();
  const query = search.toString();
  const redirect = query ? `${pathname}?${query}` : pathname;
  const createHref = `/flows/project/create?${new URLSearchParams({ redirect, view: "grid" }).toString()}`;

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={250}
      withinPortal
      closeOnItemClick
    >
      <Menu.Target>
        <ActionIcon variant="light" size="lg" aria-label={t("addMenu")} data-testid="sidebar-add">
          <IconPlus size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="sidebar-add-menu">
        <Menu.Item
          component={Link}
          href={createHref}
          leftSection={<IconFolderPlus size={16} />}
          onClick={onNavigate}
        >
          {t("newProject")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t("newModule")}</Menu.Label>
        {loading &&
          Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={28} my={4} mx="xs" w="auto" aria-label={tCommon("loading")} />
          ))}
        {error !== null && (
          <Menu.Item color="red" onClick={retry} closeMenuOnClick={false}>
            <Text size="xs">{errorMessage(error, t("catalogFailed"))}</Text>
            <Text size="xs" fw={600}>
              {t("retry")}
            </Text>
          </Menu.Item>
        )}
        {catalog &&
          topModules(catalog).map((module) => (
            <Menu.Item
              key={module.id}
              disabled={!module.active || adding !== null}
              leftSection={
                adding === module.id ? <Loader size={14} /> : <ModuleIcon tag={module.tag} size={16} />
              }
              onClick={() => void add(module)}
              data-testid="add-menu-module"
              data-tag={module.tag}
            >
              {module.title}
            </Menu.Item>
          ))}
        <Menu.Item leftSection={<IconApps size={16} />} onClick={onMoreModules} data-testid="more-modules">
          {t("moreModules")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
