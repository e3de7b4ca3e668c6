"use client";

import { ActionIcon, Menu } from "@mantine/core";
import { IconDotsVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";

interface ProjectMenuProps {
  name: string;
  editHref: string | null;
  onDelete: (() => void) | null;
  className?: string;
}

/** Edit and Delete of one project, each only when the actor may; nothing when neither. */
export function ProjectMenu({ name, editHref, onDelete, className }: ProjectMenuProps) {
  const t = useTranslations("projects.card");
  if (!editHref && !onDelete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          className={className}
          variant="subtle"
          color="gray"
          aria-label={t("options", { name })}
          data-testid="project-menu"
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editHref && (
          <Menu.Item leftSection={<IconPencil size={16} />} component={Link} href={editHref} scroll={false}>
            {t("edit")}
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            {t("delete")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
