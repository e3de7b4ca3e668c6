"use client";

import { ActionIcon, Alert, Button, Group, Loader, Menu, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDots } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery } from "@/lib/client/query/use-query";
import { mentionedIds } from "@/lib/mentions";
import { chatApi, chatQueries, useChatEvents } from "@/modules/online-chat/client/api";
import { usePresence, useTyping } from "@/modules/online-chat/client/live";
import type { Presence } from "@/modules/online-chat/shared/constants";
import type {
  ChatMessage,
  ChatPerson,
  ChatReaction,
  ConversationDetail,
  MessagePage,
  OnlineChatInfo,
  ThreadState,
} from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { Composer } from "./composer";
import { DeleteChannelDialog, RenameChannelDialog } from "./channel-dialogs";
import { MessageItem, PendingItem, type Pending } from "./message-item";
import { conversationTitle } from "./people";
import { TypingLine } from "./typing-line";
import { useOutbox } from "./use-outbox";

/** The thread's code loads when one is first opened. */
const ThreadPanel = dynamic(() => import("./thread-panel").then((m) => m.ThreadPanel));

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;
/**
 * Under the title: for a 1:1, the other person's presence (online, away, offline); otherwise the
 * member count and how many of the others are online.
 */
function PresenceLine(props: {
  kind: string;
  memberCount: number;
  others: string[];
  presence: Readonly<Record<string, Presence>>;
}) {
  const t = useTranslations("onlineChat");
  const [only] = props.others;
  if (props.kind === "direct" && props.others.length === 1 && only) {
    const state = props.presence[only];
    return (
      <Text size="xs" c="dimmed" data-testid="chat-presence" data-presence={state}>
        {state && <span className={classes.presenceDot} data-presence={state} aria-hidden />}
        {state ? t(`presence.${state}`) : t("members", { count: props.memberCount })}
      </Text>
    );
  }
  const online = props.others.filter((id) => props.presence[id] === "online").length;
  return (
    <Text size="xs" c="dimmed" data-testid="chat-presence">
      {online > 0
        ? t("membersOnline", { count: props.memberCount, online })
        : t("members", { count: props.memberCount })}
    </Text>
  );
}

/** A root with its thread's new summary (none: the fields are absent, as the server answers it). */
function withThread(
  message: ChatMessage,
  thread: { replyCount: number; lastReplyAt: string | null; replyPeople: ChatPerson[] },
): ChatMessage {
  const { replyCount: _count, lastReplyAt: _last, replyPeople: _people, ...rest } = message;
  if (thread.replyCount === 0) return rest;
  return {
    ...rest,
    replyCount: thread.replyCount,
    replyPeople: thread.replyPeople,
    ...(thread.lastReplyAt ? { lastReplyAt: thread.lastReplyAt } : {}),
  };
}

/** A message searched for is looked for in at most this many pages of history. */
const FOCUS_PAGES = 30;
/** How long a message shown from a search stays marked. */
const FOCUS_MARK_MS = 2_500;

/**
 * Brings the message `id` into view once: reads older pages until it is loaded (at most FOCUS_PAGES),
 * scrolls it to the middle, and answers its id while it is marked.
 */
function useFocus(
  id: string | null,
  shown: readonly ChatMessage[],
  messages: { hasMore: boolean; loadingMore: boolean; loadMore: () => Promise<void> },
  atBottomRef: { current: boolean },
): string | null {
  const [marked, setMarked] = useState<string | null>(null);
  const done = useRef<string | null>(null);
  const pages = useRef(0);
  const { hasMore, loadingMore, loadMore } = messages;
  const present = id !== null && shown.some((message) => message.id === id);
  useEffect(() => {
    if (!id || done.current === id) return;
    if (present) {
      done.current = id;
      atBottomRef.current = false;
      document.getElementById(`chat-message-${id}`)?.scrollIntoView({ block: "center" });
      const mark = setTimeout(() => setMarked(id), 0);
      const unmark = setTimeout(() => setMarked(null), FOCUS_MARK_MS);
      return () => {
        clearTimeout(mark);
        clearTimeout(unmark);
      };
    }
    if (hasMore && !loadingMore && pages.current < FOCUS_PAGES) {
      pages.current += 1;
      void loadMore();
    }
    return undefined;
  }, [id, present, hasMore, loadingMore, loadMore, atBottomRef]);
  return marked;
}
/** Within this many pixels of the top, scrolling reads the page of older messages. */
const LOAD_OLDER_PX = 200;
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
 * One conversation: its title and actions, its top-level messages (the last 100, older ones on
 * request, live) with their threads' summaries, the composer (Enter sends, Shift+Enter a new line;
 * disabled while empty; "@" mentions), and the open thread beside it (`threadId`, in the URL).
 */
export function ConversationPane(props: {
  info: OnlineChatInfo;
  me: { id: string; name: string };
  conversationId: string;
  initial: { detail: ConversationDetail; messages: MessagePage } | null;
  threadId: string | null;
  /** A message to bring into view and mark (a search result's), in the conversation or its thread. */
  focusId: string | null;
  onThread: (rootId: string | null) => void;
  /** The conversation's title, once known (the search offers "in {title}"). */
  onTitle?: (title: string | null) => void;
  onClose: () => void;
}) {
  const { info, me, conversationId, initial, onClose, threadId, onThread, focusId, onTitle } = props;
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
  const memberList = detail.data?.members;
  const members = useMemo(
    () => new Map<string, ChatPerson>((memberList ?? []).map((member) => [member.id, member])),
    [memberList],
  );
  const knownTitle = detail.data ? conversationTitle(detail.data, t) : null;
  const typing = useTyping(moduleId, conversationId, null);
  const presence = usePresence(
    moduleId,
    (memberList ?? []).filter((member) => member.id !== me.id).map((member) => member.id),
  );
  useEffect(() => {
    onTitle?.(knownTitle);
    return () => onTitle?.(null);
  }, [knownTitle, onTitle]);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const { setItems } = messages;

  // Scrolled to the newest message on open and as messages come while the reader is at the bottom.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastSeq = shown.at(-1)?.seq ?? 0;
  // Older messages read on scrolling up: the view keeps its distance from the bottom.
  const keepFromBottom = useRef<number | null>(null);
  const firstSeq = shown[0]?.seq ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || keepFromBottom.current === null || messages.loadingMore) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstSeq, messages.loadingMore]);

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
  const outbox = useOutbox(
    useCallback(
      (item: Pending) =>
        chatApi.send(moduleId, conversationId, {
          body: item.body,
          mentionIds: item.mentionIds,
          clientRequestId: item.clientRequestId,
        }),
      [moduleId, conversationId],
    ),
    upsert,
  );
  const { settle, pending } = outbox;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastSeq, pending.length]);

  // A message to show (not in a thread): older pages are read until it is there (at most
  // FOCUS_PAGES), then it is scrolled to the middle and marked for a moment.
  const focused = useFocus(threadId ? null : focusId, shown, messages, atBottom);

  // The caller's state in the threads shown: as the pages read it, then as changed here or heard.
  const [threadStates, setThreadStates] = useState<ReadonlyMap<string, ThreadState>>(new Map());
  const readThreads = useMemo(
    () =>
      new Map(
        (messages.pages ?? [])
          .flatMap((page) => (page as MessagePage).threads ?? [])
          .map((s) => [s.rootId, s]),
      ),
    [messages.pages],
  );
  const threadState = (rootId: string) => threadStates.get(rootId) ?? readThreads.get(rootId);
  const keepThreadState = useCallback(
    (state: ThreadState) => setThreadStates((current) => new Map(current).set(state.rootId, state)),
    [],
  );

  useChatEvents(
    moduleId,
    (event) => {
      if (event.type === "message.created" && event.message.rootId) {
        // A reply of someone else in a thread followed here and not open: one more unread. The
        // server's rule: the root's author follows from the first reply, a mention follows again.
        const { rootId, author, conversationId: where } = event.message;
        const mentionIds = event.message.mentionIds ?? [];
        const known = threadStates.get(rootId) ?? readThreads.get(rootId);
        const mine = shown.find((item) => item.id === rootId)?.author?.id === me.id;
        const state =
          known && !mentionIds.includes(me.id)
            ? known
            : known || mine || mentionIds.includes(me.id)
              ? { rootId, conversationId: where, viewedSeq: 0, unread: 0, ...known, following: true }
              : undefined;
        if (state?.following && author?.id !== me.id && rootId !== threadId)
          keepThreadState({ ...state, unread: state.unread + 1 });
      } else if (
        (event.type === "message.created" || event.type === "message.restored") &&
        event.message.conversationId === conversationId
      ) {
        upsert(event.message);
        settle(event.message.clientRequestId);
        if (event.message.author) typing.stopped(event.message.author.id);
      } else if (
        event.type === "message.updated" &&
        event.message.conversationId === conversationId &&
        !event.message.rootId
      ) {
        upsert(event.message);
      } else if (event.type === "message.deleted" && event.conversationId === conversationId) {
        setItems((items) => items.filter((item) => item.id !== event.messageId));
      } else if (event.type === "message.reactions" && event.conversationId === conversationId) {
        setReactions(event.messageId, event.reactions);
      } else if (event.type === "thread.changed" && event.conversationId === conversationId) {
        setItems((items) => items.map((item) => (item.id === event.rootId ? withThread(item, event) : item)));
      } else if (event.type === "thread.state" && event.state.conversationId === conversationId) {
        keepThreadState(event.state);
      }
    },
    () => void messages.refetch(),
  );

  const send = (outgoing: { body: string; mentionIds: string[] }) => {
    atBottom.current = true;
    outbox.send(outgoing);
  };

  const act = async (work: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await work();
    } catch (error) {
      setActionError(failure(error));
    }
  };
  const readAgain = () =>
    invalidateQueries(({ key, tags }) => tags.includes(moduleTag(moduleId)) && !key.includes("/messages"));

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
  const people = conversation.members.filter((member) => member.id !== me.id);

  return (
    <div className={classes.paneLayout} data-thread={threadId ? "open" : undefined}>
      <Stack gap={0} h="100%" className={classes.conversation} data-testid="chat-pane">
        <Group justify="space-between" p="sm" wrap="nowrap" className={classes.paneHeader}>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <ActionIcon variant="subtle" className={classes.back} aria-label={t("back")} onClick={onClose}>
              <IconArrowLeft size={18} />
            </ActionIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} size="h4" lineClamp={1} data-testid="chat-pane-title">
                {conversation.kind === "channel" ? `# ${title}` : title}
              </Title>
              <PresenceLine
                kind={conversation.kind}
                memberCount={conversation.memberCount}
                others={people.map((person) => person.id)}
                presence={presence}
              />
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
            // Near the top: the page before, the view kept where it is (the button stays for keys).
            if (el.scrollTop < LOAD_OLDER_PX && messages.hasMore && !messages.loadingMore) {
              keepFromBottom.current = el.scrollHeight - el.scrollTop;
              void messages.loadMore();
            }
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
          {shown.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              me={me.id}
              highlighted={focused === message.id}
              members={members}
              thread={{
                state: threadState(message.id),
                open: threadId === message.id,
                onOpen: () => onThread(message.id),
                onFollow: (following) =>
                  void act(async () =>
                    keepThreadState(await chatApi.threadState(moduleId, message.id, { following })),
                  ),
              }}
              canWrite={canWrite}
              operator={operator}
              onEdit={async (body) => {
                let saved = false;
                await act(async () => {
                  upsert(
                    await chatApi.edit(moduleId, message.id, {
                      body,
                      mentionIds: mentionedIds(body, people),
                    }),
                  );
                  saved = true;
                });
                return saved;
              }}
              onReact={(emoji, on) => react(message.id, emoji, on)}
              onMarkUnread={() =>
                void act(async () => {
                  // Not read again by this view until a newer message comes.
                  readSent.current = lastSeq;
                  await chatApi.read(moduleId, conversationId, { unreadFrom: message.seq });
                  readAgain();
                  onClose();
                })
              }
              onDelete={() =>
                void act(async () => {
                  await chatApi.deleteMessage(moduleId, message.id);
                  setItems((items) => items.filter((item) => item.id !== message.id));
                })
              }
            />
          ))}
          {pending.map((item) => (
            <PendingItem key={item.clientRequestId} item={item} me={me} onRetry={() => outbox.retry(item)} />
          ))}
        </div>
        <TypingLine typists={typing.typists} />
        {canWrite ? (
          <Composer
            onTyped={typing.typed}
            moduleId={moduleId}
            conversationId={conversationId}
            draft={{ initial: conversation.draft }}
            people={people}
            canCallChannel={operator}
            placeholder={t("composerPlaceholder", { name: title })}
            onSend={send}
          />
        ) : (
          <Text size="sm" c="dimmed" p="sm" className={classes.composer}>
            {t("readOnly")}
          </Text>
        )}
        {confirmingDelete && (
          <DeleteChannelDialog
            title={title}
            onClose={() => setConfirmingDelete(false)}
            onConfirm={() =>
              void act(async () => {
                await chatApi.remove(moduleId, conversationId);
                setConfirmingDelete(false);
                readAgain();
                onClose();
              })
            }
          />
        )}
        {renaming !== null && (
          <RenameChannelDialog
            name={renaming}
            onClose={() => setRenaming(null)}
            onSave={(name) =>
              void act(async () => {
                await chatApi.rename(moduleId, conversationId, name);
                readAgain();
                setRenaming(null);
              })
            }
          />
        )}
      </Stack>
      {threadId && (
        <ThreadPanel
          key={threadId}
          moduleId={moduleId}
          me={me}
          rootId={threadId}
          conversationId={conversationId}
          focusId={focusId}
          members={members}
          canWrite={canWrite}
          operator={operator}
          canCallChannel={operator}
          act={act}
          failure={failure}
          onState={keepThreadState}
          onClose={() => onThread(null)}
        />
      )}
    </div>
  );
}
