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
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import {
  markNotification,
  notificationApi,
  onLiveNotification,
  setInboxState,
  useLiveInbox,
} from "@/lib/client/inbox/api";
import { inboxFiltersQuery } from "@/lib/inbox/filters";
import { applyInboxEvent, type InboxItem } from "@/lib/inbox/inbox-state";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/inbox/constants";
import { NotificationRow } from "./notification-row";

interface Filters {
  unread: boolean;
  kind: NotificationKind | null;
}

/** The full inbox: All/Unread, a kind filter (both in the URL), keyset pages, mark read, live. */
export function NotificationsView({
  workspaceId,
  initialFilters,
}: {
  workspaceId: string | null;
  initialFilters: Filters;
}) {
  const t = useTranslations("notifications");
  const tAll = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const [filters, setFilters] = useState(initialFilters);
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useLiveInbox(workspaceId);

  const request = useRef(0);
  // Sets state only once the page has arrived (an answer to older filters is dropped).
  const load = useCallback(
    async (after: string | null) => {
      const id = ++request.current;
      try {
        const page = await notificationApi.list({ ...filters, cursor: after });
        if (id !== request.current) return;
        setItems((current) => (after && current ? [...current, ...page.data] : page.data));
        setCursor(page.nextCursor);
        setError(null);
        setNow(Date.now());
      } catch (caught) {
        if (id === request.current) setError(errorMessage(caught, tAll("errors.somethingWentWrong")));
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [filters, tAll],
  );

  // The first page, and again whenever the filters change (scheduled: state is set when it arrives).
  useEffect(() => {
    const timer = setTimeout(() => void load(null), 0);
    return () => clearTimeout(timer);
  }, [load]);

  useEffect(
    () =>
      onLiveNotification((item) => {
        if (filters.kind && item.kind !== filters.kind) return;
        setItems((current) =>
          current && !current.some((i) => i.id === item.id) ? [item, ...current] : current,
        );
      }),
    [filters.kind],
  );

  const change = (next: Filters) => {
    setItems(null);
    setFilters(next);
    router.replace(`${pathname}${inboxFiltersQuery(next)}`, { scroll: false });
  };

  const setRead = (item: InboxItem, read: boolean) => {
    setItems(
      (current) =>
        current?.map((i) =>
          i.id === item.id ? { ...i, readAt: read ? (i.readAt ?? new Date().toISOString()) : null } : i,
        ) ?? null,
    );
    return markNotification(item, read).catch((caught: unknown) =>
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) }),
    );
  };

  const readAll = async () => {
    try {
      await notificationApi.readAll();
      setInboxState((current) => applyInboxEvent(current, { type: "read", ids: "all", unread: 0 }));
      if (filters.unread) setItems([]);
      else
        setItems(
          (current) => current?.map((i) => ({ ...i, readAt: i.readAt ?? new Date().toISOString() })) ?? null,
        );
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    }
  };

  const empty = filters.kind ? t("emptyKind") : filters.unread ? t("empty") : t("emptyAll");
  return (
    <Stack gap="md" maw={760} data-testid="notifications-page">
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
              onClick={() => {
                setError(null);
                setItems(null);
                void load(null);
              }}
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
            {cursor && (
              <Button
                variant="subtle"
                size="xs"
                loading={loading}
                onClick={() => {
                  setLoading(true);
                  void load(cursor);
                }}
              >
                {t("loadMore")}
              </Button>
            )}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
