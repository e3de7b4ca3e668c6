"use client";

import { Badge, Group, MultiSelect, Select, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { chatQueries } from "@/modules/online-chat/client/api";
import {
  AVATARS_SHOWN,
  CONVERSATION_SORTS,
  type ConversationTab,
} from "@/modules/online-chat/shared/constants";
import type { Conversation } from "@/modules/online-chat/shared/types";
import type { ChatSearch } from "./chat-view";
import classes from "./chat.module.css";
import { ListError, LoadMore } from "./list-parts";
import { conversationTitle, PeopleAvatars } from "./people";
import { useChatTime } from "./use-chat-time";

/** Arrow keys move between the list's conversations (Home and End to the first and the last). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-conversation]")];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? items.length - 1
        : Math.min(items.length - 1, Math.max(0, at + (event.key === "ArrowDown" ? 1 : -1)));
  items[next]?.focus();
  event.preventDefault();
}

/**
 * The caller's conversations in the URL's tab, with all of `users` in them and in the URL's order:
 * each with its people (at most 3 avatars), its last message, its time and unread count (bold while
 * unread). 'No Conversations found' when there are none.
 */
export function ConversationList(props: {
  moduleId: string;
  me: { id: string };
  tab: ConversationTab;
  search: ChatSearch;
  initial: { data: Conversation[]; nextCursor: string | null } | null;
  onSearch: (changes: Partial<ChatSearch>) => void;
}) {
  const { moduleId, search, onSearch } = props;
  const t = useTranslations("onlineChat");
  const listRef = useRef<HTMLDivElement>(null);
  const query = { tab: props.tab, filter: search.filter, users: search.users };
  const list = usePagedQuery((cursor) => chatQueries.conversations(moduleId, { ...query, cursor }), {
    initialPage: props.initial ?? undefined,
    staleTime: 10_000,
    keepPrevious: true,
  });
  const people = useQuery(chatQueries.people(moduleId, ""), { staleTime: 60_000 });
  const peopleData = (people.data ?? [])
    .filter((p) => p.id !== props.me.id)
    .map((p) => ({ value: p.id, label: p.name }));
  // People already chosen stay listed even past the picker's first 50.
  for (const id of search.users)
    if (!peopleData.some((p) => p.value === id)) peopleData.push({ value: id, label: id });

  const when = useChatTime();

  return (
    <Stack gap={0} h="100%">
      <Group gap="xs" p="sm" wrap="nowrap" className={classes.listTools}>
        <MultiSelect
          aria-label={t("peopleFilter")}
          placeholder={search.users.length ? undefined : t("peopleFilter")}
          data={peopleData}
          value={search.users}
          onChange={(users) => onSearch({ users })}
          searchable
          clearable
          nothingFoundMessage={t("noUsers")}
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          data-testid="chat-people-filter"
        />
        <Select
          aria-label={t("sort")}
          data={CONVERSATION_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
          value={search.filter}
          onChange={(value) => {
            const filter = CONVERSATION_SORTS.find((sort) => sort === value);
            if (filter) onSearch({ filter });
          }}
          allowDeselect={false}
          size="xs"
          w={110}
          data-testid="chat-sort"
        />
      </Group>
      {list.error && !list.items ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.items && list.items.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl" data-testid="chat-no-conversations">
          {t("noConversations")}
        </Text>
      ) : (
        <div
          ref={listRef}
          className={classes.conversations}
          role="list"
          aria-label={t("conversations")}
          aria-busy={list.fetching}
          onKeyDown={moveFocus}
        >
          {(list.items ?? []).map((conversation) => {
            const selected = conversation.id === search.conversationId;
            const unread = conversation.unread > 0 && !selected;
            return (
              <div role="listitem" key={conversation.id}>
                <UnstyledButton
                  className={classes.conversation}
                  data-conversation
                  data-testid="chat-conversation"
                  data-unread={unread ? "true" : undefined}
                  aria-current={selected ? "true" : undefined}
                  onClick={() => onSearch({ conversationId: conversation.id })}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <PeopleAvatars
                      people={conversation.people}
                      more={Math.max(0, conversation.memberCount - 1 - AVATARS_SHOWN)}
                      channel={conversation.kind === "channel"}
                    />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text
                          size="sm"
                          fw={unread ? 700 : 500}
                          truncate
                          data-testid="chat-conversation-title"
                        >
                          {conversationTitle(conversation, t)}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {when(conversation.lastMessage?.createdAt ?? conversation.activityAt, true)}
                        </Text>
                      </Group>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        {conversation.draft && !selected ? (
                          <Text size="xs" c="red.8" truncate data-testid="chat-conversation-draft">
                            {t("draftLabel", { text: conversation.draft })}
                          </Text>
                        ) : (
                          <Text size="xs" c={unread ? undefined : "dimmed"} fw={unread ? 600 : 400} truncate>
                            {conversation.lastMessage
                              ? `${conversation.lastMessage.authorName ?? t("someone")}: ${conversation.lastMessage.body}`
                              : t("noMessagesYet")}
                          </Text>
                        )}
                        {unread && (
                          <Badge
                            size="sm"
                            circle={conversation.unread < 10}
                            aria-label={t("unread", { count: conversation.unread })}
                            data-testid="chat-unread"
                          >
                            {conversation.unread > 99 ? "99+" : conversation.unread}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </UnstyledButton>
              </div>
            );
          })}
          {list.hasMore && <LoadMore loading={list.loadingMore} onLoad={() => void list.loadMore()} />}
        </div>
      )}
    </Stack>
  );
}
