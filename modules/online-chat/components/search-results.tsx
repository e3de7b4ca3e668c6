"use client";

import { Badge, Group, Mark, Select, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslations } from "next-intl";
import { Fragment, useMemo, useState } from "react";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery } from "@/lib/client/query/use-query";
import { chatQueries, type ChatSearchFilters } from "@/modules/online-chat/client/api";
import type { BoxMessage } from "@/modules/online-chat/shared/types";
import { messagePreview } from "@/modules/online-chat/shared/message-text";
import classes from "./chat.module.css";
import { ListError, LoadMore } from "./list-parts";
import { conversationTitle } from "./people";
import { useChatTime } from "./use-chat-time";

/** The time filter's choices: how many days back (none: any time). */
const PERIODS = { any: null, day: 1, week: 7, month: 30, year: 365 } as const;
type Period = keyof typeof PERIODS;

/** Letters without accents, lower case: how a result's words are compared with the query's. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The text with the query's words marked (accents and case ignored; a word's start is enough). */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  const parts = useMemo(() => {
    if (words.length === 0) return [{ text, hit: false }];
    const folded = fold(text);
    // Folding keeps one character per character for the letters compared here (é → e), so the
    // positions found in the folded text are the original's.
    const sameLength = folded.length === text.length;
    const out: { text: string; hit: boolean }[] = [];
    let at = 0;
    const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gu");
    for (const match of (sameLength ? folded : text.toLowerCase()).matchAll(pattern)) {
      if (match.index > at) out.push({ text: text.slice(at, match.index), hit: false });
      out.push({ text: text.slice(match.index, match.index + match[0].length), hit: true });
      at = match.index + match[0].length;
    }
    if (at < text.length) out.push({ text: text.slice(at), hit: false });
    return out;
  }, [text, words]);
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? <Mark key={index}>{part.text}</Mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}

/**
 * Search results in the list's place: the messages the caller may read that match `q` (the server's
 * full text and partial words), with filters by person, by the open conversation and by time; each
 * result with its conversation, author, time and the words found marked; a click jumps to it in its
 * conversation (a reply: in its thread).
 */
export function SearchResults(props: {
  moduleId: string;
  me: { id: string };
  q: string;
  openConversation: { id: string; title: string } | null;
  onOpen: (message: BoxMessage) => void;
}) {
  const { moduleId, q } = props;
  const t = useTranslations("onlineChat");
  const when = useChatTime();
  const [from, setFrom] = useState<string | null>(null);
  const [here, setHere] = useState(false);
  const [period, setPeriod] = useState<Period>("any");
  // The period's start, fixed when it is chosen (a moving "now" would read the list again each render).
  const [since, setSince] = useState<string | null>(null);
  const filters: ChatSearchFilters = {
    q,
    from: from ?? undefined,
    conversationId: here && props.openConversation ? props.openConversation.id : undefined,
    since: since ?? undefined,
  };
  const results = usePagedQuery((cursor) => chatQueries.search(moduleId, filters, cursor), {
    staleTime: 10_000,
    keepPrevious: true,
  });
  const people = useQuery(chatQueries.people(moduleId, ""), { staleTime: 60_000 });
  const words = useMemo(
    () =>
      fold(q)
        .split(/[\s"]+/)
        .filter((word) => word.length > 0 && word !== "or" && !word.startsWith("-")),
    [q],
  );

  return (
    <Stack gap={0} h="100%" data-testid="chat-search-results">
      <Group gap="xs" p="sm" className={classes.listTools}>
        <Select
          aria-label={t("searchFrom")}
          placeholder={t("searchFrom")}
          data={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={from}
          onChange={setFrom}
          searchable
          clearable
          nothingFoundMessage={t("noUsers")}
          size="xs"
          style={{ flex: 1, minWidth: 120 }}
        />
        <Select
          aria-label={t("searchWhen")}
          data={(Object.keys(PERIODS) as Period[]).map((value) => ({
            value,
            label: t(`searchPeriods.${value}`),
          }))}
          value={period}
          onChange={(value) => {
            const next = (value ?? "any") as Period;
            const days = PERIODS[next];
            setPeriod(next);
            setSince(days === null ? null : new Date(Date.now() - days * 86_400_000).toISOString());
          }}
          allowDeselect={false}
          size="xs"
          w={140}
        />
        {props.openConversation && (
          <Select
            aria-label={t("searchWhere")}
            data={[
              { value: "all", label: t("searchEverywhere") },
              { value: "here", label: t("searchIn", { name: props.openConversation.title }) },
            ]}
            value={here ? "here" : "all"}
            onChange={(value) => setHere(value === "here")}
            allowDeselect={false}
            size="xs"
            w="100%"
          />
        )}
      </Group>
      {results.error && !results.items ? (
        <ListError error={results.error} onRetry={() => void results.refetch()} />
      ) : results.items && results.items.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl" data-testid="chat-search-empty">
          {t("searchNothing", { q })}
        </Text>
      ) : (
        <div
          className={classes.conversations}
          role="list"
          aria-label={t("searchResults")}
          aria-busy={results.fetching}
        >
          {(results.items ?? []).map((message) => (
            <div role="listitem" key={message.id}>
              <UnstyledButton
                className={classes.conversation}
                onClick={() => props.onOpen(message)}
                data-testid="chat-search-result"
              >
                <Stack gap={2}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="xs" c="dimmed" truncate>
                      {message.conversation.kind === "channel" ? "# " : ""}
                      {conversationTitle(message.conversation, t)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {when(message.createdAt, true)}
                    </Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600} truncate>
                      {message.author?.name ?? t("someone")}
                    </Text>
                    {message.rootId && (
                      <Badge size="xs" variant="light">
                        {t("inThread")}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" lineClamp={3}>
                    <Highlighted text={messagePreview(message)} words={words} />
                  </Text>
                </Stack>
              </UnstyledButton>
            </div>
          ))}
          {results.hasMore && (
            <LoadMore loading={results.loadingMore} onLoad={() => void results.loadMore()} />
          )}
        </div>
      )}
    </Stack>
  );
}
