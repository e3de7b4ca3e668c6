"use client";

import { ActionIcon, Indicator, Popover, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBell, IconBellCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";

/** The header bell: no notification source feeds it yet, so it reports zero and says so. */
export function NotificationBell() {
  const t = useTranslations("notifications");
  const count = 0;
  return (
    <Indicator
      label={count}
      size={16}
      showZero
      offset={6}
      color={count > 0 ? "red" : "gray"}
      data-testid="notification-badge"
    >
      <Popover position="bottom-end" width={300} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("open", { count })}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t("title")} data-testid="notification-popover">
          <Stack align="center" gap="xs" py="sm">
            <ThemeIcon variant="light" color="teal" size="xl" radius="xl">
              <IconBellCheck size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={600} size="sm">
              {t("title")}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t("empty")}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
