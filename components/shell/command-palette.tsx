"use client";

import { ActionIcon, Group, Kbd, Text, UnstyledButton } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { openPalette, usePaletteRequested } from "./palette-store";

// The search dialog loads with the first request (the search box or Ctrl/Cmd+K), not with every page.
const SearchDialog = dynamic(() => import("./search-dialog").then((module) => module.SearchDialog), {
  ssr: false,
});

/**
 * Search everything (Ctrl/Cmd+K or the header's search box: search-dialog.tsx). Mounted by the
 * frame; the dialog itself is loaded on first use and opens as soon as it is there.
 */
export function CommandPalette() {
  const requested = usePaletteRequested();
  useHotkeys([["mod+K", openPalette]], []);
  return requested ? <SearchDialog /> : null;
}

/** The header's search box (an icon below `sm`): opens search everything. */
export function SearchTrigger() {
  const t = useTranslations("shell");
  return (
    <>
      <UnstyledButton
        visibleFrom="sm"
        onClick={openPalette}
        aria-label={t("searchPlaceholder")}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-box"
        w={{ sm: 260, md: 360, lg: 420 }}
        px="sm"
        h={36}
        style={{
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: "var(--mantine-radius-md)",
          background: "var(--mantine-color-default)",
        }}
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconSearch size={16} aria-hidden />
            <Text size="sm" c="dimmed" truncate>
              {t("searchPlaceholder")}
            </Text>
          </Group>
          <Kbd size="xs">Ctrl + K</Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={openPalette}
        aria-label={t("searchPlaceholder")}
        data-testid="search-icon"
      >
        <IconSearch size={20} />
      </ActionIcon>
    </>
  );
}
