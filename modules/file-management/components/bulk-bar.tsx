"use client";

import { Button, Group, Paper, Text } from "@mantine/core";
import {
  IconArrowBackUp,
  IconCopy,
  IconFolderShare,
  IconTrash,
  IconTrashX,
  IconX,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { DriveItem } from "@/modules/file-management/shared/types";
import type { ItemRights } from "./item-menu";

/** What can be done to the selection at once: move, copy, the trash; in the trash, restore or delete for good. */
export function BulkBar({
  items,
  inTrash,
  rights,
  onMove,
  onTrash,
  onRestore,
  onDelete,
  onClear,
}: {
  items: DriveItem[];
  inTrash: boolean;
  rights: ItemRights;
  onMove: (mode: "move" | "copy") => void;
  onTrash: () => void;
  onRestore: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("fileManagement");
  const buttons = inTrash
    ? [
        {
          shown: rights.edit,
          label: t("actions.restore"),
          icon: <IconArrowBackUp size={14} />,
          onClick: onRestore,
        },
        {
          shown: rights.delete,
          label: t("actions.delete"),
          icon: <IconTrashX size={14} />,
          onClick: onDelete,
          danger: true,
        },
      ]
    : [
        {
          shown: rights.edit,
          label: t("actions.move"),
          icon: <IconFolderShare size={14} />,
          onClick: () => onMove("move"),
        },
        {
          shown: rights.add,
          label: t("actions.copy"),
          icon: <IconCopy size={14} />,
          onClick: () => onMove("copy"),
        },
        {
          shown: rights.delete,
          label: t("actions.trash"),
          icon: <IconTrash size={14} />,
          onClick: onTrash,
          danger: true,
        },
      ];
  return (
    <Paper withBorder radius="md" p="xs" role="toolbar" aria-label={t("bulk.label")} data-testid="bulk-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t("bulk.selected", { count: items.length })}
        </Text>
        <Group gap="xs">
          {buttons
            .filter((button) => button.shown)
            .map((button) => (
              <Button
                key={button.label}
                size="xs"
                variant={button.danger ? "light" : "default"}
                color={button.danger ? "red" : undefined}
                leftSection={button.icon}
                onClick={button.onClick}
              >
                {button.label}
              </Button>
            ))}
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} />} onClick={onClear}>
            {t("bulk.clear")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
