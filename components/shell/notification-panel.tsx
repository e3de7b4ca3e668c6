"use client";

import { Anchor, Button, Divider, Group, ScrollArea, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBellCheck } from "@tabler/icons-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { NotificationRow } from "@/components/inbox/notification-row";
import type { InboxItem } from "@/lib/inbox/inbox-state";
import { NotificationSkeleton } from "./notification-skeleton";

/**
 * The bell's popover content (loaded when the bell is first opened): mark all read, the newest
 * notifications with "Load more", their loading, empty and error states, and a link to the inbox.
 */
export function NotificationPanel({
  count,
  inbox,
  error,
  loading,
  now,
  onReadAll,
  onRetry,
  onLoadMore,
  onOpen,
  onToggleRead,
  onClose,
}: {
  count: number;
  inbox: { loaded: boolean; items: InboxItem[]; nextCursor: string | null };
  error: string | null;
  loading: boolean;
  now: number;
  onReadAll: () => void;
  onRetry: () => void;
  onLoadMore: () => void;
  onOpen: (item: InboxItem) => void;
  onToggleRead: (item: InboxItem) => void;
  onClose: () => void;
}) {
  const t = useTranslations("notifications");
  return (
    <>
      <Group justify="space-between" px={6} pb={6}>
        <Text fw={600} size="sm">
          {t("title")}
        </Text>
        <Button variant="subtle" size="compact-xs" disabled={count === 0} onClick={onReadAll}>
          {t("markAllRead")}
        </Button>
      </Group>
      <Divider />
      {error ? (
        <Stack align="center" gap="xs" py="md">
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t("retry")}
          </Button>
        </Stack>
      ) : !inbox.loaded ? (
        <NotificationSkeleton />
      ) : inbox.items.length === 0 ? (
        <Stack align="center" gap="xs" py="sm">
          <ThemeIcon variant="light" color="teal" size="xl" radius="xl">
            <IconBellCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text size="sm" c="dimmed" ta="center">
            {t("empty")}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
          <Stack gap={2} py={4} data-testid="notification-list">
            {inbox.items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                now={now}
                onOpen={onOpen}
                onToggleRead={onToggleRead}
              />
            ))}
            {inbox.nextCursor && (
              <Button variant="subtle" size="xs" loading={loading} onClick={onLoadMore}>
                {t("loadMore")}
              </Button>
            )}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Group justify="center" pt={6}>
        <Anchor component={Link} href="/notifications" size="sm" onClick={onClose}>
          {t("viewAll")}
        </Anchor>
      </Group>
    </>
  );
}
