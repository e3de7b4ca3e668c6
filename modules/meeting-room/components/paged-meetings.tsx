"use client";

import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { MouseEvent, ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import type { PagedResult } from "@/lib/client/query/use-paged-query";

export type MeetingLink = (meetingId: string) => { href: string; onClick: (event: MouseEvent) => void };

interface PagedMeetingsProps<T extends { id: string; summary: string }> {
  list: PagedResult<T>;
  link: MeetingLink;
  /** The line under a meeting's title. */
  line: (item: T) => ReactNode;
  /** Where its texts are (listError, retry, listLoading, emptyTitle, emptyBody, loadMore). */
  namespace: "meetingRoom.board" | "meetingRoom.chat";
  emptyIcon: ReactNode;
  testId: string;
}

/**
 * A tab's list of meetings with something of theirs (the whiteboards, the chats): each opens over the
 * page; Load more; the empty, loading and failure states.
 */
export function PagedMeetings<T extends { id: string; summary: string }>({
  list,
  link,
  line,
  namespace,
  emptyIcon,
  testId,
}: PagedMeetingsProps<T>) {
  const t = useTranslations(namespace);
  const texts = {
    error: t("listError"),
    retry: t("retry"),
    loading: t("listLoading"),
    emptyTitle: t("emptyTitle"),
    emptyBody: t("emptyBody"),
    more: t("loadMore"),
  };
  if (list.error)
    return (
      <LoadError
        error={errorMessage(list.error, texts.error)}
        retryLabel={texts.retry}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.items)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={texts.loading}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={56} radius="md" />
        ))}
      </Stack>
    );
  if (list.items.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl" data-testid={`${testId}-empty`}>
        {emptyIcon}
        <Text fw={600}>{texts.emptyTitle}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {texts.emptyBody}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid={`${testId}-list`}>
      {list.items.map((item) => (
        <Paper component="li" key={item.id} withBorder p="sm" radius="md">
          <Stack gap={2}>
            <Anchor {...link(item.id)} fw={600}>
              {item.summary}
            </Anchor>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {line(item)}
            </Text>
          </Stack>
        </Paper>
      ))}
      {list.hasMore && (
        <Group justify="center" component="li">
          <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            {texts.more}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
