"use client";

import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArrowBackUp,
  IconCopy,
  IconDots,
  IconDownload,
  IconEye,
  IconFileZip,
  IconFolderOpen,
  IconFolderShare,
  IconHistory,
  IconPencil,
  IconStar,
  IconStarOff,
  IconTrash,
  IconTrashX,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { DriveItem } from "@/modules/file-management/shared/types";

export type ItemAction =
  | "open"
  | "download"
  | "rename"
  | "move"
  | "copy"
  | "star"
  | "share"
  | "versions"
  | "trash"
  | "restore"
  | "delete";

export interface ItemRights {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

/** The actions an item offers where it is (the trash offers restore and delete for good). */
export function actionsOf(item: DriveItem, inTrash: boolean, rights: ItemRights): ItemAction[] {
  if (inTrash)
    return [...(rights.edit ? (["restore"] as const) : []), ...(rights.delete ? (["delete"] as const) : [])];
  return [
    "open",
    "download",
    "star",
    ...(rights.edit ? (["rename", "move", "share"] as const) : []),
    ...(rights.add ? (["copy"] as const) : []),
    ...(item.kind === "file" ? (["versions"] as const) : []),
    ...(rights.delete ? (["trash"] as const) : []),
  ];
}

/** An item's "…" menu. */
export function ItemMenu({
  item,
  actions,
  onAction,
}: {
  item: DriveItem;
  actions: ItemAction[];
  onAction: (action: ItemAction, item: DriveItem) => void;
}) {
  const t = useTranslations("fileManagement.actions");
  const icon = {
    open: item.kind === "folder" ? <IconFolderOpen size={16} /> : <IconEye size={16} />,
    download: item.kind === "folder" ? <IconFileZip size={16} /> : <IconDownload size={16} />,
    rename: <IconPencil size={16} />,
    move: <IconFolderShare size={16} />,
    copy: <IconCopy size={16} />,
    star: item.bookmarked ? <IconStarOff size={16} /> : <IconStar size={16} />,
    share: <IconFolderShare size={16} />,
    versions: <IconHistory size={16} />,
    trash: <IconTrash size={16} />,
    restore: <IconArrowBackUp size={16} />,
    delete: <IconTrashX size={16} />,
  } satisfies Record<ItemAction, React.ReactNode>;
  const label = (action: ItemAction) =>
    action === "open"
      ? t(item.kind === "folder" ? "openFolder" : "preview")
      : action === "download"
        ? t(item.kind === "folder" ? "downloadZip" : "download")
        : action === "star"
          ? t(item.bookmarked ? "unstar" : "star")
          : t(action);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("menu", { name: item.name })}
          data-testid="item-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            leftSection={icon[action]}
            color={action === "trash" || action === "delete" ? "red" : undefined}
            onClick={() => onAction(action, item)}
          >
            {label(action)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
