"use client";

import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { useTimeTracker } from "./time-tracker-context";

/** An entry's actions: Continue (a new timer like it) and Delete, each as the caller may. */
export function EntryMenu({ entry }: { entry: TimeEntryItem }) {
  const t = useTranslations("timeTracker");
  const { access, actions } = useTimeTracker();
  if (!access.add && !access.delete) return null;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("entry.actions")} data-testid="entry-menu">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
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
