"use client";

import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from "@mantine/core";
import { IconDots, IconMessageReply } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { MESSAGE_MAX } from "@/modules/online-chat/shared/constants";
import type { MentionNames } from "@/modules/online-chat/shared/message-text";
import type {
  ChatAttachment,
  ChatMessage,
  ChatPerson,
  ThreadState,
} from "@/modules/online-chat/shared/types";
import { AttachmentList } from "./attachments";
import classes from "./chat.module.css";
import { MessageText } from "./message-text";
import { PersonAvatar } from "./people";
import { ReactionChips, ReactionPicker } from "./reactions";
import { useChatTime } from "./use-chat-time";

/** A message on its way: shown at once, then replaced by the server's; a failed one offers a retry. */
export interface Pending {
  clientRequestId: string;
  body: string;
  mentionIds: string[];
  attachments: ChatAttachment[];
  failed: boolean;
}

/** The names a message's mentions stand for, as the reader sees them. */
export function mentionNamesOf(
  message: Pick<ChatMessage, "mentionIds" | "mentionsChannel">,
  members: ReadonlyMap<string, ChatPerson>,
  me: string,
): MentionNames {
  return {
    people: (message.mentionIds ?? []).flatMap((id) => {
      const person = members.get(id);
      return person ? [{ name: person.name, me: id === me }] : [];
    }),
    channel: message.mentionsChannel ?? false,
  };
}

/** A top-level message's thread as its row shows it: open it, follow or unfollow it. */
export interface ThreadLink {
  state: ThreadState | undefined;
  open: boolean;
  onOpen: () => void;
  onFollow: (following: boolean) => void;
}

/**
 * One message: its author, time, "(edited)", text and reactions, and its menu — edit one's own
 * inline (Enter saves, Escape cancels), mark as unread, delete — as the caller's rights allow.
 */
export function MessageItem(props: {
  message: ChatMessage;
  me: string;
  /** The conversation's people by id (whom its mentions name). */
  members: ReadonlyMap<string, ChatPerson>;
  /** A top-level message's thread (none for a reply or the root shown atop its thread). */
  thread?: ThreadLink;
  canWrite: boolean;
  /** A channel's operator (or the module's administrator in it): deletes anyone's message. */
  operator: boolean;
  /** Saves an edit; answers whether it was saved. */
  onEdit: (body: string) => Promise<boolean>;
  onReact: (emoji: string, on: boolean) => void;
  onMarkUnread?: () => void;
  onDelete: () => void;
  /** Shown from a search: marked for a moment. */
  highlighted?: boolean;
}) {
  const { message, me, canWrite, members, thread } = props;
  const t = useTranslations("onlineChat");
  const time = useChatTime();
  const mentions = useMemo(() => mentionNamesOf(message, members, me), [message, members, me]);
  const [editing, setEditing] = useState<string | null>(null);
  const own = message.author?.id === me;
  const hasFiles = (message.attachments?.length ?? 0) > 0;
  const mayDelete = (own && canWrite) || props.operator;
  const save = async () => {
    const body = editing?.trim();
    if (body === undefined || (!body && !hasFiles)) return;
    if (await props.onEdit(body)) setEditing(null);
  };
  const mine = (emoji: string) => message.reactions.some((r) => r.emoji === emoji && r.userIds.includes(me));

  return (
    <div
      className={classes.message}
      id={`chat-message-${message.id}`}
      data-testid="chat-message"
      data-seq={message.seq}
      data-highlighted={props.highlighted ? "true" : undefined}
    >
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
              <Button size="xs" onClick={() => void save()} disabled={!editing.trim() && !hasFiles}>
                {t("save")}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t("cancel")}
              </Button>
            </Group>
          </Stack>
        ) : (
          message.body && <MessageText text={message.body} mentions={mentions} />
        )}
        {message.attachments && <AttachmentList attachments={message.attachments} />}
        <ReactionChips reactions={message.reactions} me={me} canReact={canWrite} onToggle={props.onReact} />
        {thread && (message.replyCount ?? 0) > 0 && (
          <UnstyledButton
            onClick={thread.onOpen}
            className={classes.threadLink}
            aria-current={thread.open ? "true" : undefined}
            data-testid="chat-thread-link"
          >
            <Group gap={6} wrap="nowrap">
              <Avatar.Group spacing={6}>
                {(message.replyPeople ?? []).map((person) => (
                  <Avatar key={person.id} src={person.image} name={person.name} size={20} color="initials" />
                ))}
              </Avatar.Group>
              <Text size="xs" fw={600} c="blue">
                {t("replies", { count: message.replyCount ?? 0 })}
              </Text>
              {thread.state?.following && thread.state.unread > 0 && (
                <Badge size="xs" circle={thread.state.unread < 10} data-testid="chat-thread-unread">
                  {t("newReplies", { count: thread.state.unread })}
                </Badge>
              )}
              {message.lastReplyAt && (
                <Text size="xs" c="dimmed">
                  {t("lastReply", { time: time(message.lastReplyAt) })}
                </Text>
              )}
            </Group>
          </UnstyledButton>
        )}
      </Stack>
      {thread && canWrite && (
        <ActionIcon
          variant="subtle"
          size="sm"
          className={classes.messageMenu}
          aria-label={t("replyInThread")}
          onClick={thread.onOpen}
          data-testid="chat-reply-in-thread"
        >
          <IconMessageReply size={16} />
        </ActionIcon>
      )}
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
          {thread && <Menu.Item onClick={thread.onOpen}>{t("replyInThread")}</Menu.Item>}
          {thread && (thread.state?.following || (message.replyCount ?? 0) > 0) && (
            <Menu.Item onClick={() => thread.onFollow(!thread.state?.following)}>
              {thread.state?.following ? t("unfollowThread") : t("followThread")}
            </Menu.Item>
          )}
          {!own && props.onMarkUnread && (
            <Menu.Item onClick={props.onMarkUnread}>{t("markUnread")}</Menu.Item>
          )}
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
        {item.body && <MessageText text={item.body} />}
        {item.attachments.length > 0 && <AttachmentList attachments={item.attachments} />}
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
