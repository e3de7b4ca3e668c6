"use client";

import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MESSAGE_MAX } from "@/modules/online-chat/shared/constants";
import type { ChatMessage } from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { MessageText } from "./message-text";
import { PersonAvatar } from "./people";
import { ReactionChips, ReactionPicker } from "./reactions";
import { useChatTime } from "./use-chat-time";

/** A message on its way: shown at once, then replaced by the server's; a failed one offers a retry. */
export interface Pending {
  clientRequestId: string;
  body: string;
  failed: boolean;
}

/**
 * One message: its author, time, "(edited)", text and reactions, and its menu — edit one's own
 * inline (Enter saves, Escape cancels), mark as unread, delete — as the caller's rights allow.
 */
export function MessageItem(props: {
  message: ChatMessage;
  me: string;
  canWrite: boolean;
  /** A channel's operator (or the module's administrator in it): deletes anyone's message. */
  operator: boolean;
  /** Saves an edit; answers whether it was saved. */
  onEdit: (body: string) => Promise<boolean>;
  onReact: (emoji: string, on: boolean) => void;
  onMarkUnread: () => void;
  onDelete: () => void;
}) {
  const { message, me, canWrite } = props;
  const t = useTranslations("onlineChat");
  const time = useChatTime();
  const [editing, setEditing] = useState<string | null>(null);
  const own = message.author?.id === me;
  const mayDelete = (own && canWrite) || props.operator;
  const save = async () => {
    const body = editing?.trim();
    if (body && (await props.onEdit(body))) setEditing(null);
  };
  const mine = (emoji: string) => message.reactions.some((r) => r.emoji === emoji && r.userIds.includes(me));

  return (
    <div className={classes.message} data-testid="chat-message" data-seq={message.seq}>
      <PersonAvatar person={message.author ?? { id: "", name: "?", image: null }} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {message.author?.name ?? t("someone")}
          </Text>
          <Text size="xs" c="dimmed">
            {time(message.createdAt)}
            {message.editedAt && ` ${t("edited")}`}
          </Text>
        </Group>
        {editing !== null ? (
          <Stack gap={6}>
            <Textarea
              aria-label={t("editMessage")}
              value={editing}
              autosize
              minRows={1}
              maxRows={8}
              maxLength={MESSAGE_MAX}
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
            <Group gap="xs">
              <Button size="xs" onClick={() => void save()} disabled={!editing.trim()}>
                {t("save")}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t("cancel")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <MessageText text={message.body} />
        )}
        <ReactionChips reactions={message.reactions} me={me} canReact={canWrite} onToggle={props.onReact} />
      </Stack>
      {canWrite && <ReactionPicker onPick={(emoji) => props.onReact(emoji, !mine(emoji))} />}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="sm"
            className={classes.messageMenu}
            aria-label={t("messageActions")}
            data-testid="chat-message-menu"
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {own && canWrite && <Menu.Item onClick={() => setEditing(message.body)}>{t("edit")}</Menu.Item>}
          {!own && <Menu.Item onClick={props.onMarkUnread}>{t("markUnread")}</Menu.Item>}
          {mayDelete && (
            <Menu.Item color="red" onClick={props.onDelete}>
              {t("delete")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}

/** A message being sent (dimmed), or one that failed with 'Not sent.' and Retry. */
export function PendingItem(props: { item: Pending; me: { id: string; name: string }; onRetry: () => void }) {
  const t = useTranslations("onlineChat");
  const { item, me } = props;
  return (
    <div
      className={classes.message}
      data-pending={item.failed ? "failed" : "sending"}
      data-testid="chat-pending"
    >
      <PersonAvatar person={{ id: me.id, name: me.name, image: null }} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {me.name}
        </Text>
        <MessageText text={item.body} />
        {item.failed && (
          <Group gap="xs">
            <Text size="xs" c="red">
              {t("notSent")}
            </Text>
            <Button size="compact-xs" variant="light" color="red" onClick={props.onRetry}>
              {t("retry")}
            </Button>
          </Group>
        )}
      </Stack>
    </div>
  );
}
