"use client";

import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconChalkboard } from "@tabler/icons-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { meetingQueries } from "@/modules/meeting-room/client/api";
import { meetingDate } from "./meeting-format";

interface WhiteboardsTabProps {
  moduleId: string;
  zone: string;
  /** The link that opens a meeting's board over the page. */
  boardLink: (meetingId: string) => { href: string; onClick: (event: MouseEvent) => void };
}

/**
 * The whiteboards tab: the boards drawn in this meeting room, last changed first (20 a page, Load
 * more), each opening over the page; an empty state says how to start one.
 */
export function WhiteboardsTab({ moduleId, zone, boardLink }: WhiteboardsTabProps) {
  const t = useTranslations("meetingRoom.board");
  const locale = useLocale();
  const format = useFormatter();
  const list = usePagedQuery((cursor) => meetingQueries.boards(moduleId, cursor));

  if (list.error)
    return (
      <LoadError
        error={errorMessage(list.error, t("listError"))}
        retryLabel={t("retry")}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.items)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t("listLoading")}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={56} radius="md" />
        ))}
      </Stack>
    );
  if (list.items.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl" data-testid="boards-empty">
        <IconChalkboard size={36} aria-hidden />
        <Text fw={600}>{t("emptyTitle")}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {t("emptyBody")}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="boards-list">
      {list.items.map((board) => (
        <Paper component="li" key={board.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor {...boardLink(board.id)} fw={600}>
                {board.summary}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t("row", {
                  date: meetingDate(board.start, zone, locale),
                  count: board.elementCount,
                  changed: format.relativeTime(new Date(board.updatedAt)),
                })}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
      {list.hasMore && (
        <Group justify="center" component="li">
          <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            {t("loadMore")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
