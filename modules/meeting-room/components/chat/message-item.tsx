"use client";

import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { MeetingMessage } from "@/modules/meeting-room/schemas/chats";
import classes from "./chat.module.css";

interface MessageItemProps {
  message: MeetingMessage;
  mine: boolean;
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One message: its author, time, text (edited, deleted), and for one's own Edit and Delete. */
export function MessageItem({ message, mine, onEdit, onDelete }: MessageItemProps) {
  const t = useTranslations("meetingRoom.chat");
  const format = useFormatter();
  const [editing, setEditing] = useState<string | null>(null);
  const at = new Date(message.createdAt);
  const save = async () => {
    if (editing === null || !editing.trim()) return;
    if (await onEdit(editing.trim())) setEditing(null);
  };
  return (
    <Stack component="li" gap={2} className={classes.message} data-testid="chat-message">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {message.author?.name ?? t("formerMember")}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {format.dateTime(at, { dateStyle: "medium", timeStyle: "short" })}
          </Text>
        </Group>
        {mine && !message.deleted && editing === null && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" aria-label={t("actions")}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing(message.body)}>{t("edit")}</Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                {t("delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {editing !== null ? (
        <Stack gap={4}>
          <Textarea
            aria-label={t("editLabel")}
            value={editing}
            autosize
            minRows={1}
            maxRows={8}
            autoFocus
            onChange={(event) => setEditing(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setEditing(null);
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                void save();
              }
            }}
          />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {t("cancel")}
            </Button>
            <Button size="xs" onClick={() => void save()} disabled={!editing.trim()}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      ) : message.deleted ? (
        <Text size="sm" fs="italic" c="dimmed">
          {t("deleted")}
        </Text>
      ) : (
        <Text size="sm" className={classes.body}>
          {message.body}
          {message.editedAt && (
            <Text span size="xs" c="dimmed">
              {" "}
              {t("edited")}
            </Text>
          )}
        </Text>
      )}
    </Stack>
  );
}
