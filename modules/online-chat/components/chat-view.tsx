"use client";

import { Button, CloseButton, Group, Paper, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconEdit, IconSearch } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { AskAiButton } from "@/components/ai/ask-ai-button";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { readChatAgain } from "./use-mark-seen";
import { moduleHref } from "@/lib/modules/routes";
import { useChatEvents } from "@/modules/online-chat/client/api";
import { useAwayReporting } from "@/modules/online-chat/client/live";
import {
  CHAT_TABS,
  isMessageBox,
  ONLINE_CHAT_TAG,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  type ChatTab,
  type ConversationSort,
} from "@/modules/online-chat/shared/constants";
import { chatPageHref } from "@/modules/online-chat/shared/links";
import type {
  BoxMessage,
  Conversation,
  ConversationDetail,
  MessagePage,
  OnlineChatInfo,
} from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { BoxList } from "./box-list";
import { ConversationList } from "./conversation-list";

/** The open conversation's code loads with the first conversation opened (rendered on the server when the URL opens one). */
const ConversationPane = dynamic(() => import("./conversation-pane").then((m) => m.ConversationPane));

/** The search's results load when a search is first typed. */
const SearchResults = dynamic(() => import("./search-results").then((m) => m.SearchResults));

const NewMessageModal = dynamic(() => import("./new-message-modal").then((m) => m.NewMessageModal), {
  ssr: false,
});

/**
 * What the URL holds (spec §2 Online chat): the tab, the open conversation, the order and the people
 * filter; and the open thread (ours: a notification of a reply links to it).
 */
export interface ChatSearch {
  active: ChatTab;
  conversationId: string | null;
  thread: string | null;
  /** A message to show in its conversation (or thread): a search result's. */
  message: string | null;
  filter: ConversationSort;
  users: string[];
}

export interface ChatViewProps {
  info: OnlineChatInfo;
  me: { id: string; name: string };
  search: ChatSearch;
  /**
   * The server's first page of the tab for `search` (conversations, or the sent box or trash), and
   * the open conversation with its last messages.
   */
  initialList: { data: Conversation[]; nextCursor: string | null } | null;
  initialBox: { data: BoxMessage[]; nextCursor: string | null } | null;
  initialOpen: { detail: ConversationDetail; messages: MessagePage } | null;
}

/** How long list changes heard from the room are gathered before the list is read again. */
const LIST_DELAY_MS = 150;

/**
 * The Online chat module (spec §2): the conversation list (tabs, people filter, order) on the left,
 * the open conversation on the right, 'New message' to start one and 'Ask AI' (the module's
 * assistant); live through the module's room.
 */
export function ChatView({ info, me, search, initialList, initialBox, initialOpen }: ChatViewProps) {
  const t = useTranslations("onlineChat");
  const router = useRouter();
  const [composing, setComposing] = useState(false);
  // This tab tells the server when its person is away (hidden), for others' presence.
  useAwayReporting();
  const moduleId = info.id;
  // The module's own page: under its project, or /workspace-modules/{id} for the workspace's own.
  const page = moduleHref({ id: moduleId, tag: ONLINE_CHAT_TAG }, info.project?.id ?? null);

  const go = useCallback(
    (changes: Partial<ChatSearch>) => {
      const next = { ...search, ...changes };
      // Another conversation (or none) closes the thread; any move forgets the message shown.
      if ("conversationId" in changes && !("thread" in changes)) next.thread = null;
      if (!("message" in changes)) next.message = null;
      const params = new URLSearchParams();
      if (next.active !== "inbox") params.set("active", next.active);
      if (next.conversationId) params.set("conversationId", next.conversationId);
      if (next.conversationId && next.thread) params.set("thread", next.thread);
      if (next.conversationId && next.message) params.set("message", next.message);
      if (next.filter !== "newest") params.set("filter", next.filter);
      for (const user of next.users) params.append("users", user);
      router.replace(chatPageHref(page, params), { scroll: false });
    },
    [page, router, search],
  );

  // The room's events: the list (and the open conversation's people) read again, gathered.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const readListsAgain = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // The lists and conversations of the module; the open conversation's messages apply events themselves.
      readChatAgain(moduleId);
    }, LIST_DELAY_MS);
  }, [moduleId]);
  useChatEvents(
    moduleId,
    (event) => {
      // Reactions and threads change no list; everything else may (order, last message, counts, people).
      const quiet =
        event.type === "message.reactions" ||
        event.type === "thread.changed" ||
        event.type === "thread.state" ||
        ((event.type === "message.created" || event.type === "message.updated") && event.message.rootId);
      if (!quiet) readListsAgain();
      if (event.type === "conversation.removed" && event.conversationId === search.conversationId)
        go({ conversationId: null, thread: null });
    },
    () => invalidateQueries({ tag: moduleTag(moduleId) }),
  );

  const open = search.conversationId;
  const [openTitle, setOpenTitle] = useState<string | null>(null);
  // Searching messages: what is typed, searched 300 ms after the last key from two characters.
  const [searchText, setSearchText] = useState("");
  const [typed] = useDebouncedValue(searchText.trim(), 300);
  const q = typed.length >= SEARCH_QUERY_MIN ? typed : "";
  return (
    <Stack gap="md" p="lg" className={classes.page} data-testid="online-chat-page">
      <Stack gap={4}>
        <ModuleBreadcrumbs
          label={t("breadcrumbs")}
          dashboards={t("dashboards")}
          project={info.project}
          workspaceModules={t("workspaceModules")}
          current={info.name}
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {info.name}
          </Title>
          <Group gap="xs">
            <AskAiButton moduleId={moduleId} moduleTag="OnlineChat" returnTo={page} />
            {info.access.add && (
              <Button leftSection={<IconEdit size={16} />} onClick={() => setComposing(true)}>
                {t("newMessage")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <Tabs
        value={search.active}
        onChange={(value) => {
          const tab = CHAT_TABS.find((name) => name === value);
          if (tab) go({ active: tab, conversationId: null });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {CHAT_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div className={classes.layout} data-open={open ? "true" : "false"}>
        <Paper withBorder radius="md" className={classes.list}>
          <TextInput
            aria-label={t("search")}
            placeholder={t("search")}
            leftSection={<IconSearch size={16} />}
            rightSection={
              searchText ? (
                <CloseButton size="sm" aria-label={t("clearSearch")} onClick={() => setSearchText("")} />
              ) : null
            }
            value={searchText}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setSearchText("");
            }}
            size="sm"
            p="sm"
            pb={0}
            data-testid="chat-search"
          />
          {q ? (
            <SearchResults
              moduleId={moduleId}
              me={me}
              q={q}
              openConversation={open && openTitle ? { id: open, title: openTitle } : null}
              onOpen={(message) =>
                go({
                  active: isMessageBox(search.active) ? "inbox" : search.active,
                  conversationId: message.conversationId,
                  thread: message.rootId,
                  message: message.id,
                })
              }
            />
          ) : isMessageBox(search.active) ? (
            <BoxList
              key={search.active}
              moduleId={moduleId}
              box={search.active}
              initial={initialBox}
              selected={open}
              onOpen={(conversationId) => go({ conversationId })}
            />
          ) : (
            <ConversationList
              moduleId={moduleId}
              me={me}
              tab={search.active}
              search={search}
              initial={initialList}
              onSearch={go}
            />
          )}
        </Paper>
        <Paper withBorder radius="md" className={classes.pane}>
          {open ? (
            <ConversationPane
              key={open}
              info={info}
              me={me}
              conversationId={open}
              initial={initialOpen?.detail.id === open ? initialOpen : null}
              threadId={search.thread}
              focusId={search.message}
              onTitle={setOpenTitle}
              onThread={(thread) => go({ thread })}
              onClose={() => go({ conversationId: null, thread: null })}
            />
          ) : (
            <Stack align="center" justify="center" h="100%" p="xl">
              <Text c="dimmed" data-testid="chat-no-selection">
                {t("noSelection")}
              </Text>
            </Stack>
          )}
        </Paper>
      </div>
      {composing && (
        <NewMessageModal
          moduleId={moduleId}
          me={me}
          onClose={() => setComposing(false)}
          onStarted={(conversation) => {
            setComposing(false);
            readListsAgain();
            go({ active: "inbox", conversationId: conversation.id });
          }}
        />
      )}
    </Stack>
  );
}
