"use client";

import { ActionIcon, Alert, Button, Divider, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { mentionedIds } from "@/lib/mentions";
import { chatApi, chatQueries, useChatEvents } from "@/modules/online-chat/client/api";
import { useTyping } from "@/modules/online-chat/client/live";
import type { ChatMessage, ChatPerson, ThreadState } from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { Composer } from "./composer";
import { MessageItem, PendingItem, type Pending } from "./message-item";
import { TypingLine } from "./typing-line";
import { useFocus } from "./use-focus";
import { useOutbox } from "./use-outbox";
import { VirtualRows } from "@/components/ui/virtual-rows";
import { LoadOlder, messageRow, messageRows, type MessageRow } from "./log-rows";
import { useVirtualLog, type LogRow } from "./virtual-log";

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/** A row of the thread's log: its messages, the replies' line and 'Load older replies'. */
type ThreadRow = MessageRow | (LogRow & ({ kind: "divider" } | { kind: "older" }));

function upsertInto(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return list.some((item) => item.id === message.id)
    ? list.map((item) => (item.id === message.id ? message : item))
    : [...list, message].sort(bySeq);
}

/**
 * A thread beside its conversation: the root message, its replies (the newest 100, older ones on
 * request, live; a virtual list as the conversation's), Follow / Following, and a reply box (no
 * draft kept). Opening it marks its replies
 * seen for a follower; a root deleted elsewhere closes it.
 */
export function ThreadPanel(props: {
  moduleId: string;
  me: { id: string; name: string };
  rootId: string;
  conversationId: string;
  /** A reply (or the root) to bring into view and mark: a search result's. */
  focusId: string | null;
  members: ReadonlyMap<string, ChatPerson>;
  canWrite: boolean;
  operator: boolean;
  canCallChannel: boolean;
  /** Runs an action, showing its failure in the conversation. */
  act: (work: () => Promise<unknown>) => Promise<void>;
  failure: (error: unknown) => string;
  onState: (state: ThreadState) => void;
  onClose: () => void;
}) {
  const { moduleId, me, rootId, members, act, onState, onClose } = props;
  const t = useTranslations("onlineChat");
  const query = useQuery(chatQueries.thread(moduleId, rootId), { staleTime: 5_000 });
  const data = query.data;
  const [root, setRoot] = useState<ChatMessage | null>(null);
  const [replies, setReplies] = useState<ChatMessage[]>([]);
  const [state, setState] = useState<ThreadState | null>(null);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // Each answer of the thread's query (its first read, a read again after a reconnect) is merged in:
  // older replies loaded meanwhile stay; none twice.
  const [seen, setSeen] = useState<typeof data>(undefined);
  if (data && data !== seen) {
    setSeen(data);
    setRoot(data.root);
    setState(data.state);
    setReplies((current) => data.replies.reduce(upsertInto, current));
    if (!seen) setOlderCursor(data.nextCursor);
  }

  const typing = useTyping(moduleId, props.conversationId, rootId);
  const people = useMemo(() => [...members.values()].filter((p) => p.id !== me.id), [members, me.id]);
  const upsert = useCallback((message: ChatMessage) => setReplies((list) => upsertInto(list, message)), []);
  const outbox = useOutbox(
    useCallback(
      (item: Pending) =>
        chatApi.send(moduleId, props.conversationId, {
          body: item.body,
          mentionIds: item.mentionIds,
          attachmentIds: item.attachments.map((attachment) => attachment.id),
          clientRequestId: item.clientRequestId,
          rootId,
        }),
      [moduleId, props.conversationId, rootId],
    ),
    useCallback(
      (message: ChatMessage) => {
        upsert(message);
        // Replying follows the thread, seen up to the reply (the server's rule, shown at once).
        if (!state) return;
        const next = { ...state, following: true, viewedSeq: Math.max(state.viewedSeq, message.seq) };
        setState(next);
        onState(next);
      },
      [upsert, onState, state],
    ),
  );
  const { settle } = outbox;

  useChatEvents(
    moduleId,
    (event) => {
      if (
        (event.type === "message.created" || event.type === "message.restored") &&
        event.message.rootId === rootId
      ) {
        upsert(event.message);
        settle(event.message.clientRequestId);
        if (event.message.author) typing.stopped(event.message.author.id);
      } else if (event.type === "message.updated" && event.message.rootId === rootId) upsert(event.message);
      else if (event.type === "message.updated" && event.message.id === rootId) setRoot(event.message);
      else if (event.type === "message.deleted" && event.messageId === rootId) onClose();
      else if (event.type === "message.deleted")
        setReplies((list) => list.filter((item) => item.id !== event.messageId));
      else if (event.type === "message.reactions" && event.messageId === rootId)
        setRoot((current) => current && { ...current, reactions: event.reactions });
      else if (event.type === "message.reactions")
        setReplies((list) =>
          list.map((item) => (item.id === event.messageId ? { ...item, reactions: event.reactions } : item)),
        );
      else if (event.type === "thread.state" && event.state.rootId === rootId) setState(event.state);
      else if (event.type === "thread.changed" && event.rootId === rootId)
        setRoot(
          (current) =>
            current && {
              ...current,
              replyCount: event.replyCount,
              replyPeople: event.replyPeople,
              lastReplyAt: event.lastReplyAt ?? undefined,
            },
        );
    },
    () => void query.refetch(),
  );

  // Seen: a follower's newest reply, once shown in a visible tab.
  const lastSeq = replies.at(-1)?.seq ?? 0;
  const readSent = useRef(0);
  useEffect(() => {
    if (!state?.following || lastSeq <= state.viewedSeq || readSent.current >= lastSeq) return;
    if (document.visibilityState !== "visible") return;
    readSent.current = lastSeq;
    chatApi
      .threadState(moduleId, rootId, { seq: lastSeq })
      .then((next) => {
        setState(next);
        onState(next);
      })
      .catch((error: unknown) => console.error(error));
  }, [state, lastSeq, moduleId, rootId, onState]);

  // The log's rows: the root, the replies' line, 'Load older replies', the replies, those on their way.
  const pending = outbox.pending;
  const rows = useMemo((): ThreadRow[] => {
    if (!root) return [];
    return [
      messageRow(root),
      { key: "replies", kind: "divider" },
      ...(olderCursor ? [{ key: "older", kind: "older" } as const] : []),
      ...messageRows(replies, pending),
    ];
  }, [root, replies, olderCursor, pending]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualLog(scroller, rows);
  // At the newest reply (also as rows are measured), unless a searched-for one is to be shown.
  const atBottom = useRef(!props.focusId);
  const height = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastSeq, pending.length, height]);

  const follow = (following: boolean) =>
    void act(async () => {
      const next = await chatApi.threadState(moduleId, rootId, { following });
      setState(next);
      onState(next);
    });
  const loadOlder = async () => {
    if (!olderCursor) return;
    setLoadingOlder(true);
    try {
      const page = await chatQueries
        .thread(moduleId, rootId, olderCursor)
        .fetch(new AbortController().signal);
      setReplies((current) => page.replies.reduce(upsertInto, current));
      setOlderCursor(page.nextCursor);
    } catch (error) {
      console.error(error);
    } finally {
      setLoadingOlder(false);
    }
  };

  // A reply searched for: older replies are read until it is there, then it is shown and marked.
  const all = useMemo(() => (root ? [root, ...replies] : []), [root, replies]);
  const marked = useFocus(
    props.focusId,
    all,
    { hasMore: root !== null && olderCursor !== null, loadingMore: loadingOlder, loadMore: loadOlder },
    atBottom,
    (id) => {
      const index = rows.findIndex((row) => row.key === id);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: "center" });
    },
  );

  const itemFor = (message: ChatMessage) => (
    <MessageItem
      key={message.id}
      message={message}
      me={me.id}
      members={members}
      canWrite={props.canWrite}
      operator={props.operator}
      highlighted={marked === message.id}
      onEdit={async (body) => {
        let saved = false;
        await act(async () => {
          const next = await chatApi.edit(moduleId, message.id, {
            body,
            mentionIds: mentionedIds(body, people),
          });
          if (next.id === rootId) setRoot(next);
          else upsert(next);
          saved = true;
        });
        return saved;
      }}
      onReact={(emoji, on) =>
        void act(async () => {
          const reactions = await chatApi.react(moduleId, message.id, emoji, on);
          if (message.id === rootId) setRoot((current) => current && { ...current, reactions });
          else
            setReplies((list) =>
              list.map((item) => (item.id === message.id ? { ...item, reactions } : item)),
            );
        })
      }
      onDelete={() =>
        void act(async () => {
          await chatApi.deleteMessage(moduleId, message.id);
          if (message.id === rootId) onClose();
          else setReplies((list) => list.filter((item) => item.id !== message.id));
        })
      }
    />
  );

  return (
    <Stack gap={0} h="100%" className={classes.thread} data-testid="chat-thread">
      <Group justify="space-between" p="sm" wrap="nowrap" className={classes.paneHeader}>
        <Title order={3} size="h5">
          {t("thread")}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {state && (
            <Button
              size="compact-sm"
              variant={state.following ? "light" : "default"}
              onClick={() => follow(!state.following)}
              data-testid="chat-thread-follow"
            >
              {state.following ? t("following") : t("follow")}
            </Button>
          )}
          <ActionIcon variant="subtle" aria-label={t("closeThread")} onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <div ref={scroller} className={classes.messages} role="log" aria-label={t("thread")} aria-live="polite">
        {query.error && !root && (
          <Alert color="red" m="sm">
            {props.failure(query.error)}
          </Alert>
        )}
        {!root && !query.error && (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t("loading")} />
          </Group>
        )}
        {root && (
          <VirtualRows
            virtualizer={virtualizer}
            items={rows}
            render={(row) => {
              if (row.kind === "message") return itemFor(row.message);
              if (row.kind === "pending")
                return <PendingItem item={row.item} me={me} onRetry={() => outbox.retry(row.item)} />;
              if (row.kind === "older")
                return (
                  <LoadOlder
                    label={t("loadOlderReplies")}
                    loading={loadingOlder}
                    onLoad={() => void loadOlder()}
                  />
                );
              return (
                <Divider
                  my="xs"
                  labelPosition="left"
                  label={
                    <Text size="xs" c="dimmed" px="md">
                      {t("replies", { count: root.replyCount ?? 0 })}
                    </Text>
                  }
                />
              );
            }}
          />
        )}
      </div>
      <TypingLine typists={typing.typists} />
      {props.canWrite && root && (
        <Composer
          onTyped={typing.typed}
          moduleId={moduleId}
          conversationId={root.conversationId}
          people={people}
          canCallChannel={props.canCallChannel}
          placeholder={t("replyPlaceholder")}
          label={t("reply")}
          testId="chat-thread-composer"
          onSend={outbox.send}
        />
      )}
    </Stack>
  );
}
