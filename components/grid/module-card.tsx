"use client";

import { ActionIcon, Card, Group, Loader, Menu, Text, Tooltip } from "@mantine/core";
import {
  IconBookmark,
  IconBookmarkOff,
  IconDots,
  IconFolderShare,
  IconArrowsMove,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { ModuleIcon } from "@/components/modules/module-icon";
import { ModuleSummaryView } from "@/components/modules/summaries/module-summary";
import type { ModuleSummary } from "@/lib/modules/summaries";
import { moduleHref } from "@/lib/modules/routes";
import type { CatalogModule, GridItem } from "./grid-types";
import classes from "./module-grid.module.css";

export interface ModuleCardActions {
  rename: (item: GridItem) => void;
  /** Move and resize by keyboard (the 'Position and size' dialog). */
  arrange: (item: GridItem) => void;
  toggleBookmark: (item: GridItem) => void;
  move: (item: GridItem) => void;
  remove: (item: GridItem) => void;
}

/**
 * One module on the grid: a gradient header (the drag handle when the layout is editable) with the
 * icon, name and menu, and a body linking to the module's page: its kind's live summary when it has
 * one, else the catalog's description.
 */
export function ModuleCard({
  item,
  projectId,
  catalog,
  canEdit,
  canAdminister,
  draggable,
  actions,
  summary,
}: {
  item: GridItem;
  projectId: string;
  catalog: CatalogModule | undefined;
  canEdit: boolean;
  /** Move to another project and Delete: project administration (apply-module-batch.ts). */
  canAdminister: boolean;
  draggable: boolean;
  actions: ModuleCardActions;
  summary?: ModuleSummary;
}) {
  const t = useTranslations("grid.card");
  const tGrid = useTranslations("grid");
  const [from, to] = catalog?.uiSettings.gradient ?? ["#495057", "#868e96"];
  const id = item.id;
  const description = summary ? (
    <ModuleSummaryView summary={summary} />
  ) : (
    <Text size="sm" c="dimmed" lineClamp={6}>
      {catalog?.description}
    </Text>
  );

  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      shadow="xs"
      className={classes.card}
      data-testid="module-card"
      data-module-id={id ?? ""}
      data-layout={`${item.x},${item.y},${item.w},${item.h}`}
      aria-label={item.name}
      component="article"
    >
      <Group
        className={`${classes.header} ${draggable ? `module-drag-handle ${classes.handle}` : ""}`}
        style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="sm"
        py={6}
        title={draggable ? t("dragHandle", { name: item.name }) : undefined}
      >
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ModuleIcon tag={item.tag} size={18} color="white" />
          <Text fw={600} size="sm" truncate c="white" data-testid="module-card-name">
            {item.name}
          </Text>
          {item.isBookmark && (
            <Tooltip label={t("bookmarked")}>
              <IconBookmark size={14} aria-label={t("bookmarked")} fill="currentColor" />
            </Tooltip>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          {!id && <Loader size="xs" color="white" aria-label={t("unsaved", { name: item.name })} />}
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="white"
                size="sm"
                aria-label={t("options", { name: item.name })}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit && (
                <Menu.Item
                  leftSection={<IconPencil size={14} aria-hidden />}
                  disabled={!id}
                  onClick={() => actions.rename(item)}
                >
                  {t("rename")}
                </Menu.Item>
              )}
              {canEdit && (
                <Menu.Item
                  leftSection={<IconArrowsMove size={14} aria-hidden />}
                  onClick={() => actions.arrange(item)}
                >
                  {tGrid("arrange.menu")}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={
                  item.isBookmark ? (
                    <IconBookmarkOff size={14} aria-hidden />
                  ) : (
                    <IconBookmark size={14} aria-hidden />
                  )
                }
                disabled={!id}
                onClick={() => actions.toggleBookmark(item)}
              >
                {item.isBookmark ? t("removeBookmark") : t("bookmark")}
              </Menu.Item>
              {canAdminister && (
                <Menu.Item
                  leftSection={<IconFolderShare size={14} aria-hidden />}
                  disabled={!id}
                  onClick={() => actions.move(item)}
                >
                  {t("move")}
                </Menu.Item>
              )}
              {canAdminister && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => actions.remove(item)}
                >
                  {t("delete")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {id ? (
        <Link
          href={moduleHref({ id, tag: item.tag }, projectId)}
          className={classes.body}
          aria-label={t("open", { name: item.name })}
          data-testid="module-card-link"
        >
          {description}
        </Link>
      ) : (
        <div className={classes.body}>{description}</div>
      )}
    </Card>
  );
}
