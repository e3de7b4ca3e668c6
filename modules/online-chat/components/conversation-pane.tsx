"use client";

import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconDots } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery } from "@/lib/client/query/use-query";
import { chatApi, chatQueries, useChatEvents } from "@/modules/online-chat/client/api";
import { MESSAGE_MAX } from "@/modules/online-chat/shared/constants";
import type {
  ChatMessage,
  ChatReaction,
  ConversationDetail,
  MessagePage,
  OnlineChatInfo,
} from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { Composer } from "./composer";
import { MessageText } from "./message-text";
import { ReactionChips, ReactionPicker } from "./reactions";
import { conversationTitle, PersonAvatar } from "./people";
import { useChatTime } from "./use-chat-time";

/** A message on its way: shown at once, then replaced by the server's; a failed one offers a retry. */
interface Pending {
  clientRequestId: string;
  body: string;
  failed: boolean;
}

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;
/** Within this many pixels of the bottom, a new message keeps the view at the bottom. */
const NEAR_BOTTOM_PX = 120;

/** Logs a failure for the console and returns the spec's text for it ('… check console for more information.'). */
function useFailure() {
  const t = useTranslations("onlineChat");
  return useCallback(
    (error: unknown) => {
      console.error(error);
      return t("errorText", { message: errorMessage(error, t("loadFailed")) });
    },
    [t],
  );
}

/**
 * One conversation: its title and actions, its messages (the last 100, older ones on request, live),
 * and the composer (Enter sends, Shift+Enter a new line; disabled while empty).
 */
export function ConversationPane(props: {
  info: OnlineChatInfo;
  me: { id: string; name: string };
  conversationId: string;
  initial: { detail: ConversationDetail; messages: MessagePage } | null;
  onClose: () => void;
}) {
  const { info, me, conversationId, initial, onClose } = props;
  const moduleId = info.id;
  const t = useTranslations("onlineChat");
  const failure = useFailure();

  const detail = useQuery(chatQueries.conversation(moduleId, conversationId), {
    initialData: initial?.detail,
    staleTime: 10_000,
  });
  const messages = usePagedQuery((cursor) => chatQueries.messages(moduleId, conversationId, cursor), {
    initialPage: initial?.messages,
    staleTime: 10_000,
  });
  const shown = useMemo(() => [...(messages.items ?? [])].sort(bySeq), [messages.items]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const { setItems } = messages;

  // Scrolled to the newest message on open and as messages come while the reader is at the bottom.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastSeq = shown.at(-1)?.seq ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastSeq, pending.length]);

  // Seen: the newest message, once shown in a visible tab.
  const conversation = detail.data;
  const readSent = useRef(0);
  useEffect(() => {
    if (!conversation || lastSeq === 0 || lastSeq <= conversation.viewedSeq || readSent.current >= lastSeq)
      return;
    if (document.visibilityState !== "visible") return;
    readSent.current = lastSeq;
    chatApi
      .read(moduleId, conversationId, { seq: lastSeq })
      .then(() =>
        invalidateQueries(
          ({ key, tags }) => tags.includes(moduleTag(moduleId)) && !key.includes("/messages"),
        ),
      )
      .catch((error: unknown) => console.error(error));
  }, [conversation, lastSeq, moduleId, conversationId]);

  const setReactions = useCallback(
    (messageId: string, reactions: ChatReaction[]) =>
      setItems((items) => items.map((item) => (item.id === messageId ? { ...item, reactions } : item))),
    [setItems],
  );
  const react = (messageId: string, emoji: string, on: boolean) =>
    void act(async () => setReactions(messageId, await chatApi.react(moduleId, messageId, emoji, on)));

  const upsert = useCallback(
    (message: ChatMessage) =>
      setItems((items) =>
        items.some((item) => item.id === message.id)
          ? items.map((item) => (item.id === message.id ? message : item))
          : [...items, message],
      ),
    [setItems],
  );

  useChatEvents(
    moduleId,
    (event) => {
      if (event.type === "message.created" && event.message.conversationId === conversationId) {
        upsert(event.message);
        setPending((list) => list.filter((p) => p.clientRequestId !== event.message.clientRequestId));
      } else if (event.type === "message.updated" && event.message.conversationId === conversationId) {
        upsert(event.message);
      } else if (event.type === "message.deleted" && event.conversationId === conversationId) {
        setItems((items) => items.filter((item) => item.id !== event.messageId));
      } else if (event.type === "message.reactions" && event.conversationId === conversationId) {
        setReactions(event.messageId, event.reactions);
      }
    },
    () => void messages.refetch(),
  );

  const deliver = useCallback(
    async (item: Pending) => {
      setPending((list) =>
        list.map((p) => (p.clientRequestId === item.clientRequestId ? { ...p, failed: false } : p)),
      );
      try {
        const message = await chatApi.send(moduleId, conversationId, {
          body: item.body,
          clientRequestId: item.clientRequestId,
        });
        upsert(message);
        setPending((list) => list.filter((p) => p.clientRequestId !== item.clientRequestId));
      } catch (error) {
        console.error(error);
        setPending((list) =>
          list.map((p) => (p.clientRequestId === item.clientRequestId ? { ...p, failed: true } : p)),
        );
      }
    },
    [moduleId, conversationId, upsert],
  );

  const send = (body: string) => {
    const item = { clientRequestId: crypto.randomUUID(), body, failed: false };
    setPending((list) => [...list, item]);
    atBottom.current = true;
    void deliver(item);
  };

  const act = async (work: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await work();
    } catch (error) {
      setActionError(failure(error));
    }
  };
  const saveEdit = async () => {
    if (!editing) return;
    const body = editing.body.trim();
    if (!body) return;
    await act(async () => {
      upsert(await chatApi.edit(moduleId, editing.id, body));
      setEditing(null);
    });
  };
  const readAgain = () =>
    invalidateQueries(({ key, tags }) => tags.includes(moduleTag(moduleId)) && !key.includes("/messages"));

  const time = useChatTime();

  if (detail.error && !conversation)
    return (
      <Stack p="xl" align="center" justify="center" h="100%">
        <Alert color="red" title={t("errorTitle")}>
          {failure(detail.error)}
        </Alert>
        <Button variant="default" onClick={onClose}>
          {t("back")}
        </Button>
      </Stack>
    );
  if (!conversation)
    return (
      <Stack align="center" justify="center" h="100%">
        <Loader size="sm" aria-label={t("loading")} />
      </Stack>
    );

  const title = conversationTitle(conversation, t);
  const operator =
    conversation.kind === "channel" && (conversation.role === "operator" || info.access.manage);
  const canWrite = info.access.add;

  return (
    <Stack gap={0} h="100%" data-testid="chat-pane">
      <Group justify="space-between" p="sm" wrap="nowrap" className={classes.paneHeader}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon variant="subtle" className={classes.back} aria-label={t("back")} onClick={onClose}>
            <IconArrowLeft size={18} />
          </ActionIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" lineClamp={1} data-testid="chat-pane-title">
              {conversation.kind === "channel" ? `# ${title}` : title}
            </Title>
            <Text size="xs" c="dimmed">
              {t("members", { count: conversation.memberCount })}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t("conversationActions")}
              data-testid="chat-conversation-menu"
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() =>
                void act(() =>
                  chatApi
                    .setState(moduleId, conversationId, { starred: !conversation.starred })
                    .then(readAgain),
                )
              }
            >
              {conversation.starred ? t("unstar") : t("star")}
            </Menu.Item>
            <Menu.Item
              onClick={() =>
                void act(() =>
                  chatApi
                    .setState(moduleId, conversationId, { archived: !conversation.archived })
                    .then(readAgain),
                )
              }
            >
              {conversation.archived ? t("unarchive") : t("archive")}
            </Menu.Item>
            {operator && (
              <Menu.Item onClick={() => setRenaming(conversation.name ?? "")}>{t("rename")}</Menu.Item>
            )}
            {conversation.kind === "channel" && (
              <Menu.Item
                onClick={() =>
                  void act(async () => {
                    await chatApi.removePerson(moduleId, conversationId, me.id);
                    readAgain();
                    onClose();
                  })
                }
              >
                {t("leave")}
              </Menu.Item>
            )}
            {operator && (
              <Menu.Item color="red" onClick={() => setConfirmingDelete(true)}>
                {t("deleteChannel")}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {actionError && (
        <Alert color="red" m="sm" withCloseButton onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <div
        ref={scroller}
        className={classes.messages}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        }}
        role="log"
        aria-label={t("messages")}
        aria-live="polite"
        data-testid="chat-messages"
      >
        {messages.hasMore ? (
          <Group justify="center" p="xs">
            <Button
              variant="subtle"
              size="xs"
              loading={messages.loadingMore}
              onClick={() => void messages.loadMore()}
            >
              {t("loadOlder")}
            </Button>
          </Group>
        ) : messages.items ? (
          <Text size="sm" c="dimmed" ta="center" p="md" data-testid="chat-beginning">
            {t("beginning")}
          </Text>
        ) : null}
        {messages.error && !messages.items && (
          <Alert color="red" m="sm">
            {failure(messages.error)}
          </Alert>
        )}
        {shown.map((message) => {
          const own = message.author?.id === me.id;
          const mayDelete = (own && canWrite) || operator;
          return (
            <div
              key={message.id}
              className={classes.message}
              data-testid="chat-message"
              data-seq={message.seq}
            >
              {message.author ? (
                <PersonAvatar person={message.author} />
              ) : (
                <PersonAvatar person={{ id: "", name: "?", image: null }} />
              )}
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
                {editing?.id === message.id ? (
                  <Stack gap={6}>
                    <Textarea
                      aria-label={t("editMessage")}
                      value={editing.body}
                      autosize
                      minRows={1}
                      maxRows={8}
                      maxLength={MESSAGE_MAX}
                      autoFocus
                      onChange={(event) => setEditing({ id: message.id, body: event.currentTarget.value })}
                      onKeyDown={(event) => {
                        if (event.key === "Escape") setEditing(null);
                        if (event.key === "Enter" && !event.shiftKey) {
                          event.preventDefault();
                          void saveEdit();
                        }
                      }}
                    />
                    <Group gap="xs">
                      <Button size="xs" onClick={() => void saveEdit()} disabled={!editing.body.trim()}>
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
                <ReactionChips
                  reactions={message.reactions}
                  me={me.id}
                  canReact={canWrite}
                  onToggle={(emoji, on) => react(message.id, emoji, on)}
                />
              </Stack>
              {canWrite && (
                <ReactionPicker
                  onPick={(emoji) =>
                    react(
                      message.id,
                      emoji,
                      !message.reactions.some((r) => r.emoji === emoji && r.userIds.includes(me.id)),
                    )
                  }
                />
              )}
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
                  {own && canWrite && (
                    <Menu.Item onClick={() => setEditing({ id: message.id, body: message.body })}>
                      {t("edit")}
                    </Menu.Item>
                  )}
                  {!own && (
                    <Menu.Item
                      onClick={() =>
                        void act(async () => {
                          // Not read again by this view until a newer message comes.
                          readSent.current = lastSeq;
                          await chatApi.read(moduleId, conversationId, { unreadFrom: message.seq });
                          readAgain();
                          onClose();
                        })
                      }
                    >
                      {t("markUnread")}
                    </Menu.Item>
                  )}
                  {mayDelete && (
                    <Menu.Item
                      color="red"
                      onClick={() =>
                        void act(async () => {
                          await chatApi.deleteMessage(moduleId, message.id);
                          setItems((items) => items.filter((item) => item.id !== message.id));
                        })
                      }
                    >
                      {t("delete")}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            </div>
          );
        })}
        {pending.map((item) => (
          <div
            key={item.clientRequestId}
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
                  <Button size="compact-xs" variant="light" color="red" onClick={() => void deliver(item)}>
                    {t("retry")}
                  </Button>
                </Group>
              )}
            </Stack>
          </div>
        ))}
      </div>
      {canWrite ? (
        <Composer
          moduleId={moduleId}
          conversationId={conversationId}
          initialDraft={conversation.draft}
          title={title}
          onSend={send}
        />
      ) : (
        <Text size="sm" c="dimmed" p="sm" className={classes.composer}>
          {t("readOnly")}
        </Text>
      )}
      {confirmingDelete && (
        <Modal opened onClose={() => setConfirmingDelete(false)} title={t("deleteChannel")} size="sm">
          <Stack>
            <Text size="sm">{t("deleteChannelConfirm", { name: title })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmingDelete(false)}>
                {t("cancel")}
              </Button>
              <Button
                color="red"
                data-testid="chat-delete-channel-confirm"
                onClick={() =>
                  void act(async () => {
                    await chatApi.remove(moduleId, conversationId);
                    setConfirmingDelete(false);
                    readAgain();
                    onClose();
                  })
                }
              >
                {t("deleteChannel")}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {renaming !== null && (
        <Modal opened onClose={() => setRenaming(null)} title={t("rename")} size="sm">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void act(async () => {
                await chatApi.rename(moduleId, conversationId, renaming);
                readAgain();
                setRenaming(null);
              });
            }}
          >
            <Stack>
              <TextInput
                label={t("channelName")}
                value={renaming}
                onChange={(event) => setRenaming(event.currentTarget.value)}
                maxLength={80}
                data-autofocus
                required
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setRenaming(null)}>
                  {t("cancel")}
                </Button>
                <Button type="submit" disabled={!renaming.trim()}>
                  {t("save")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      )}
    </Stack>
  );
}
