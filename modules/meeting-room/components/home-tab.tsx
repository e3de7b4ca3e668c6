"use client";

import { Alert, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery, type QueryResult } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS } from "@/lib/client/query/use-server-seed";
import { meetingQueries } from "@/modules/meeting-room/client/api";
import { homeRange, splitHome } from "@/modules/meeting-room/shared/page-ranges";
import type { MeetingList as MeetingListData } from "@/modules/meeting-room/shared/types";
import { MeetingList, type RowLink } from "./meeting-list";

interface HomeTabProps {
  moduleId: string;
  zone: string;
  me: { id: string };
  /** The instant the page was rendered for: the range read, and "now" until the first minute passes. */
  renderedAt: number;
  /** The server's read of the range (the page's first data). */
  initial: MeetingListData | null;
  rowLink: RowLink;
}

/** "Now", from the page's instant, moving on every minute once the page runs. */
function useMinute(from: number): number {
  const [now, setNow] = useState(from);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The home tab: Upcoming (the next 30 days, by start) and Past (the last 30 days, the most recent
 * first), one read of both months; occurrences of a series each on their own row.
 */
export function HomeTab({ moduleId, zone, me, renderedAt, initial, rowLink }: HomeTabProps) {
  const t = useTranslations("meetingRoom.home");
  const range = homeRange(renderedAt);
  const list = useQuery(meetingQueries.range(moduleId, range.from, range.to), {
    initialData: initial ?? undefined,
    staleTime: initial ? SERVER_FRESH_MS : 0,
  });
  const now = useMinute(renderedAt);
  const { upcoming, past } = useMemo(() => splitHome(list.data?.data ?? [], now), [list.data, now]);
  const section = (id: string, title: string, empty: string, items: typeof upcoming) => (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <ListState query={list} empty={items.length === 0 ? empty : null}>
        <MeetingList meetings={items} zone={zone} me={me} rowLink={rowLink} testId={`${id}-list`} />
      </ListState>
    </Stack>
  );
  return (
    <Stack gap="xl">
      {list.data?.truncated && (
        <Alert color="yellow" variant="light">
          {t("truncated")}
        </Alert>
      )}
      {section("meetings-upcoming", t("upcoming"), t("upcomingEmpty"), upcoming)}
      {section("meetings-past", t("past"), t("pastEmpty"), past)}
    </Stack>
  );
}

/** A list's loading, failure (with a retry) and empty states, else the list. */
export function ListState({
  query,
  empty,
  children,
}: {
  query: Pick<QueryResult<unknown>, "data" | "error" | "loading" | "refetch">;
  /** The empty text when there is nothing to list, else null. */
  empty: string | null;
  children: ReactNode;
}) {
  const t = useTranslations("meetingRoom.page");
  if (query.error && query.data === undefined)
    return (
      <LoadError
        error={errorMessage(query.error, t("loadError"))}
        retryLabel={t("retry")}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.loading)
    return (
      <Stack gap="xs" role="status" aria-busy="true">
        <VisuallyHidden>{t("loading")}</VisuallyHidden>
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  if (empty !== null)
    return (
      <Text c="dimmed" size="sm" data-testid="meetings-empty">
        {empty}
      </Text>
    );
  return children;
}
