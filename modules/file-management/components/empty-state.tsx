"use client";

import { Button, Stack, Text } from "@mantine/core";
import {
  IconApps,
  IconClock,
  IconFilterOff,
  IconFolderOff,
  IconFolders,
  IconSearch,
  IconShare,
  IconStar,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { PageTab } from "@/modules/file-management/shared/types";

type EmptyKind = PageTab | "search" | "filter" | "folder-gone";

const ICONS = {
  "my-files": IconFolders,
  "recent-files": IconClock,
  bookmarks: IconStar,
  "shared-with-me": IconShare,
  trash: IconTrash,
  "from-modules": IconApps,
  search: IconSearch,
  filter: IconFilterOff,
  "folder-gone": IconFolderOff,
} satisfies Record<EmptyKind, typeof IconFolders>;

/** What an empty listing says (an empty folder offers an upload to those who may add). */
export function EmptyState({
  kind,
  canUpload = false,
  onAction,
}: {
  kind: EmptyKind;
  canUpload?: boolean;
  onAction?: () => void;
}) {
  const t = useTranslations("fileManagement.empty");
  const Icon = ICONS[kind];
  const action =
    kind === "folder-gone" ? t("backToRoot") : kind === "my-files" && canUpload ? t("upload") : null;
  return (
    <Stack align="center" gap="xs" py="xl" data-testid={`empty-${kind}`}>
      <Icon size={40} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{t(`${kind}.title`)}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={440}>
        {t(`${kind}.body`)}
      </Text>
      {action && onAction && (
        <Button variant="light" onClick={onAction}>
          {action}
        </Button>
      )}
    </Stack>
  );
}
