"use client";

import { ActionIcon, Avatar, Box, Group, Text, ThemeIcon, Tooltip, UnstyledButton } from "@mantine/core";
import { IconCalendarDue, IconCircleCheck, IconCircleDot } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import type { InboxItem } from "@/lib/inbox/inbox-state";
import classes from "./notification-row.module.css";
import { useNotificationText } from "./notification-text";

interface NotificationRowProps {
  item: InboxItem;
  now: number;
  /** Open it (marks it read and goes to its link). */
  onOpen: (item: InboxItem) => void;
  onToggleRead: (item: InboxItem) => void;
}

/** One notification: who, what, when; unread ones bold with a dot; a button to mark read/unread. */
export function NotificationRow({ item, now, onOpen, onToggleRead }: NotificationRowProps) {
  const t = useTranslations("notifications");
  const format = useFormatter();
  const text = useNotificationText()(item);
  const unread = item.readAt === null;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      className={classes.row}
      data-unread={unread || undefined}
      data-testid="notification-item"
    >
      <UnstyledButton className={classes.open} onClick={() => onOpen(item)} aria-label={text}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {item.actor ? (
            <Avatar name={item.actor.name} src={item.actor.image} color="initials" size={32} />
          ) : (
            <ThemeIcon variant="light" color="orange" radius="xl" size={32}>
              <IconCalendarDue size={18} aria-hidden />
            </ThemeIcon>
          )}
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={unread ? 600 : 400} lineClamp={3}>
              {text}
            </Text>
            <Text size="xs" c="dimmed">
              {/* An item that arrived after `now` was taken reads "now", never "in N seconds". */}
              {format.relativeTime(new Date(item.createdAt), Math.max(now, Date.parse(item.createdAt)))}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
      <Tooltip label={unread ? t("markRead") : t("markUnread")} withinPortal={false}>
        <ActionIcon
          variant="subtle"
          color={unread ? "blue" : "gray"}
          size="sm"
          aria-label={unread ? t("markRead") : t("markUnread")}
          onClick={() => onToggleRead(item)}
          data-testid="notification-toggle-read"
        >
          {unread ? <IconCircleDot size={16} /> : <IconCircleCheck size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
