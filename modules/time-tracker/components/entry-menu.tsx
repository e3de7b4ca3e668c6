"use client";

import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { useTimeTracker } from "./time-tracker-context";

/**
 * An entry's actions: Continue (a new timer like it) and Delete, each as the caller may. The menu is
 * built when its button is first used (a list renders one plain button per row); it opens at once,
 * with the focus on its first item, and gives the focus back to its button when it closes.
 */
export function EntryMenu({ entry }: { entry: TimeEntryItem }) {
  const t = useTranslations("timeTracker");
  const { access, actions } = useTimeTracker();
  const [built, setBuilt] = useState(false);
  if (!access.add && !access.delete) return null;

  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t("entry.actions")}
      aria-haspopup="menu"
      onClick={built ? undefined : () => setBuilt(true)}
      data-testid="entry-menu"
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!built) return button;

  return (
    <Menu position="bottom-end" withinPortal defaultOpened returnFocus>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {access.add && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => void actions.continueEntry(entry)}
          >
            {t("entry.continue")}
          </Menu.Item>
        )}
        {access.delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void actions.remove(entry)}
          >
            {t("entry.delete")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
