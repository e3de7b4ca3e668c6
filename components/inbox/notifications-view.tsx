"use client";

import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBellCheck } from "@tabler/icons-react";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import {
  inboxListQuery,
  markNotification,
  notificationApi,
  onLiveNotification,
  setInboxState,
  useLiveInbox,
} from "@/lib/client/inbox/api";
import { inboxFiltersQuery } from "@/lib/inbox/filters";
import { applyInboxEvent, type InboxItem } from "@/lib/inbox/inbox-state";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/inbox/constants";
import type { NotificationPage } from "@/lib/inbox/types";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import { NotificationRow } from "./notification-row";

interface Filters {
  unread: boolean;
  kind: NotificationKind | null;
}

/**
 * The full inbox: All/Unread, a kind filter (both in the URL), keyset pages, mark read, live.
 * `initial`: the first page for `initialFilters` as the server read it with the page, and when.
 */
export function NotificationsView({
  workspaceId,
  initialFilters,
  initial = null,
}: {
  workspaceId: string | null;
  initialFilters: Filters;
  initial?: { page: NotificationPage; readAt: number } | null;
}) {
  const t = useTranslations("notifications");
  const tAll = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const [filters, setFilters] = useState(initialFilters);
  const [mounted] = useState(() => Date.now());
  // The list shows from the server's HTML: end-to-end tests wait for this before clicking.
  const ready = useHydrated();
  useLiveInbox(workspaceId);

  // Keyset pages of the filters' list (a new first page when they change); the server's first
  // page serves the filters it was read for.
  const served = useServerSeed(initial);
  const seed =
    served && filters.unread === initialFilters.unread && filters.kind === initialFilters.kind
      ? served
      : null;
  const list = usePagedQuery<InboxItem>((cursor) => inboxListQuery({ ...filters, cursor }), {
    initialPage: seed?.page,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const { items, setItems, loadingMore: loading } = list;
  const failure = list.error ?? list.moreError;
  const error = failure ? errorMessage(failure, tAll("errors.somethingWentWrong")) : null;
  // Relative times are read against when the list arrived (the server's page: when it was read).
  const now = Math.max(list.updatedAt, seed?.readAt ?? 0) || mounted;

  useEffect(
    () =>
      onLiveNotification((item) => {
        if (filters.kind && item.kind !== filters.kind) return;
        setItems((current) => (current.some((i) => i.id === item.id) ? current : [item, ...current]));
      }),
    [filters.kind, setItems],
  );

  // The browser's history API: Next's router follows it without a server round trip (the list of
  // the new filters is read here).
  const change = (next: Filters) => {
    setFilters(next);
    window.history.replaceState(null, "", `${pathname}${inboxFiltersQuery(next)}`);
  };

  const setRead = (item: InboxItem, read: boolean) => {
    setItems((current) =>
      current.map((i) =>
        i.id === item.id ? { ...i, readAt: read ? (i.readAt ?? new Date().toISOString()) : null } : i,
      ),
    );
    return markNotification(item, read).catch((caught: unknown) =>
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) }),
    );
  };

  const readAll = async () => {
    try {
      await notificationApi.readAll();
      setInboxState((current) => applyInboxEvent(current, { type: "read", ids: "all", unread: 0 }));
      if (filters.unread) setItems(() => []);
      else
        setItems((current) => current.map((i) => ({ ...i, readAt: i.readAt ?? new Date().toISOString() })));
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    }
  };

  const empty = filters.kind ? t("emptyKind") : filters.unread ? t("empty") : t("emptyAll");
  return (
    <Stack gap="md" maw={760} data-testid="notifications-page" data-ready={ready ? "true" : undefined}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{t("title")}</Title>
        <Button
          variant="light"
          size="xs"
          onClick={() => void readAll()}
          disabled={!items?.some((i) => i.readAt === null)}
        >
          {t("markAllRead")}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t("filter")}
          value={filters.unread ? "unread" : "all"}
          onChange={(value) => change({ ...filters, unread: value === "unread" })}
          data={[
            { value: "all", label: t("all") },
            { value: "unread", label: t("unread") },
          ]}
        />
        <Select
          aria-label={t("kindFilter")}
          value={filters.kind ?? ""}
          onChange={(value) => change({ ...filters, kind: (value || null) as NotificationKind | null })}
          data={[
            { value: "", label: t("allKinds") },
            ...NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: t(`kindLabels.${kind}`) })),
          ]}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <Card withBorder radius="md" padding="xs">
        {error ? (
          <Stack align="center" gap="xs" py="md">
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => void (list.error ? list.refetch() : list.loadMore())}
            >
              {t("retry")}
            </Button>
          </Stack>
        ) : items === null ? (
          <Stack gap="xs" aria-busy>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h={48} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <ThemeIcon variant="light" color="teal" size="xl" radius="xl">
              <IconBellCheck size={22} aria-hidden />
            </ThemeIcon>
            <Text size="sm" c="dimmed" ta="center" data-testid="notifications-empty">
              {empty}
            </Text>
          </Stack>
        ) : (
          <Stack gap={2} data-testid="notification-list">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                now={now}
                onOpen={(opened) => {
                  if (opened.readAt === null) void setRead(opened, true);
                  router.push(opened.link);
                }}
                onToggleRead={(toggled) => void setRead(toggled, toggled.readAt === null)}
              />
            ))}
            {list.hasMore && (
              <Button variant="subtle" size="xs" loading={loading} onClick={() => void list.loadMore()}>
                {t("loadMore")}
              </Button>
            )}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
