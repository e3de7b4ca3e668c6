"use client";

import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery } from "@/lib/client/query/use-query";
import { mentionedIds } from "@/lib/mentions";
import { chatApi, chatQueries, useChatEvents } from "@/modules/online-chat/client/api";
import { usePresence, useTyping } from "@/modules/online-chat/client/live";
import type {
  ChatMessage,
  ChatPerson,
  ChatReaction,
  ConversationDetail,
  MessagePage,
  OnlineChatInfo,
} from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { Composer, type Outgoing } from "./composer";
import { DeleteChannelDialog, RenameChannelDialog } from "./channel-dialogs";
import { MessageItem, PendingItem, type Pending } from "./message-item";
import { conversationTitle } from "./people";
import { TypingLine } from "./typing-line";
import { useOutbox } from "./use-outbox";
import { VirtualRows } from "@/components/ui/virtual-rows";
import { HistoryHead, messageRows, type MessageRow } from "./log-rows";
import { useVirtualLog, type LogRow } from "./virtual-log";
import { useFocus } from "./use-focus";
import { useHistoryScroll } from "./use-history-scroll";
import { readChatAgain, useMarkSeen } from "./use-mark-seen";
import { useThreadStates, withThread } from "./use-thread-states";
import { PaneHeader } from "./pane-header";
import { useFailure } from "./list-parts";

/** The thread's code loads when one is first opened. */
const ThreadPanel = dynamic(() => import("./thread-panel").then((m) => m.ThreadPanel));

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/** A row of the conversation's log: its head ('Load older messages' or the beginning), its messages. */
type PaneRow = MessageRow | (LogRow & { kind: "head" });

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

  const lastSeq = shown.at(-1)?.seq ?? 0;

  // Seen: the newest message, once shown in a visible tab.
  const conversation = detail.data;
  const readSent = useMarkSeen(moduleId, conversationId, conversation, lastSeq);

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
          attachmentIds: item.attachments.map((attachment) => attachment.id),
          clientRequestId: item.clientRequestId,
        }),
      [moduleId, conversationId],
    ),
    upsert,
  );
  const { settle, pending } = outbox;
  // The log's rows: 'Load older messages' or the beginning, the messages, those on their way.
  const rows = useMemo(
    (): PaneRow[] => [{ key: "head", kind: "head" }, ...messageRows(shown, pending)],
    [shown, pending],
  );
  const { scroller, atBottom, onScroll, toBottom, stick } = useHistoryScroll(shown, pending.length, messages);
  const virtualizer = useVirtualLog(scroller, rows);
  // Rows measured taller than estimated (an image, a long text) keep the reader at the bottom.
  const height = virtualizer.getTotalSize();
  useLayoutEffect(stick, [height, stick]);

  // A message to show (not in a thread): older pages are read until it is there (at most
  // FOCUS_PAGES), then it is scrolled to the middle and marked for a moment.
  const focused = useFocus(threadId ? null : focusId, shown, messages, atBottom, (id) => {
    const index = rows.findIndex((row) => row.key === id);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "center" });
  });

  // The caller's state in the threads shown.
  const threads = useThreadStates(messages.pages, shown, me.id, threadId);
  const keepThreadState = threads.keep;

  useChatEvents(
    moduleId,
    (event) => {
      if (event.type === "message.created" && event.message.rootId) {
        if (event.message.conversationId === conversationId) threads.heardReply(event.message);
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

  const send = (outgoing: Outgoing) => {
    toBottom();
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
  const readAgain = () => readChatAgain(moduleId);

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
      <Stack gap={0} h="100%" className={classes.paneMain} data-testid="chat-pane">
        <PaneHeader
          conversation={conversation}
          title={title}
          operator={operator}
          others={people.map((person) => person.id)}
          presence={presence}
          onBack={onClose}
          onState={(change) =>
            void act(() => chatApi.setState(moduleId, conversationId, change).then(readAgain))
          }
          onRename={() => setRenaming(conversation.name ?? "")}
          onLeave={() =>
            void act(async () => {
              await chatApi.removePerson(moduleId, conversationId, me.id);
              readAgain();
              onClose();
            })
          }
          onDelete={() => setConfirmingDelete(true)}
        />
        {actionError && (
          <Alert color="red" m="sm" withCloseButton onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        )}
        <div
          ref={scroller}
          className={classes.messages}
          onScroll={onScroll}
          role="log"
          aria-label={t("messages")}
          aria-live="polite"
          data-testid="chat-messages"
        >
          <VirtualRows
            virtualizer={virtualizer}
            items={rows}
            render={(row) => {
              if (row.kind === "pending")
                return <PendingItem item={row.item} me={me} onRetry={() => outbox.retry(row.item)} />;
              if (row.kind === "head") return <HistoryHead history={messages} />;
              const { message } = row;
              return (
                <MessageItem
                  message={message}
                  me={me.id}
                  highlighted={focused === message.id}
                  members={members}
                  thread={{
                    state: threads.stateOf(message.id),
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
              );
            }}
          />
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
