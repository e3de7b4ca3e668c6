"use client";

import { ActionIcon, Anchor, Indicator, Popover } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBell } from "@tabler/icons-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useNotificationText } from "@/components/inbox/notification-text";
import { errorMessage } from "@/lib/client/api";
import {
  inboxState,
  markNotification,
  notificationApi,
  onLiveNotification,
  setInboxState,
  useInboxState,
  useLiveInbox,
} from "@/lib/client/inbox/api";
import { applyInboxEvent, type InboxItem } from "@/lib/inbox/inbox-state";
import { NotificationSkeleton } from "./notification-skeleton";

// The list is built when the bell is first opened: every page's first load carries only the bell.
const NotificationPanel = dynamic(
  () => import("./notification-panel").then((module) => module.NotificationPanel),
  { loading: () => <NotificationSkeleton /> },
);

async function loadPage(append: boolean): Promise<void> {
  const page = await notificationApi.list({ cursor: append ? inboxState().nextCursor : null });
  setInboxState((current) =>
    applyInboxEvent(current, { type: "loaded", items: page.data, nextCursor: page.nextCursor, append }),
  );
}

/**
 * The header bell: the unread count of the active workspace (live over the user's socket room), a
 * popover with the newest notifications (keyset "Load more"), mark one or all read, a link to the
 * full page; a toast when one arrives while the page is open.
 */
export function NotificationBell({ workspaceId }: { workspaceId: string | null }) {
  const t = useTranslations("notifications");
  const tAll = useTranslations();
  const router = useRouter();
  const inbox = useInboxState(workspaceId);
  const render = useNotificationText();
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useLiveInbox(workspaceId);

  useEffect(
    () =>
      onLiveNotification((item) => {
        notifications.show({
          title: t("newTitle"),
          message: (
            <Anchor component={Link} href={item.link} size="sm" data-testid="notification-toast">
              {render(item)}
            </Anchor>
          ),
          color: "blue",
          autoClose: 6_000,
          // Below, not over the header's bell and user menu (the stack is top-right by default).
          position: "bottom-right",
        });
      }),
    [t, render],
  );

  const load = async (append: boolean) => {
    setLoading(true);
    setError(null);
    try {
      await loadPage(append);
    } catch (caught) {
      setError(errorMessage(caught, tAll("errors.somethingWentWrong")));
    } finally {
      setLoading(false);
    }
  };

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next) {
      setNow(Date.now());
      // Opening shows the newest: the first page is read again each time.
      void load(false);
    }
  };

  const open = (item: InboxItem) => {
    setOpened(false);
    if (item.readAt === null) void markNotification(item, true).catch(() => undefined);
    router.push(item.link);
  };

  const toggleRead = (item: InboxItem) => {
    void markNotification(item, item.readAt === null).catch((caught: unknown) =>
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) }),
    );
  };

  const readAll = async () => {
    try {
      await notificationApi.readAll();
      setInboxState((current) => applyInboxEvent(current, { type: "read", ids: "all", unread: 0 }));
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    }
  };

  const count = inbox.count ?? 0;
  return (
    <Indicator
      label={count > 99 ? "99+" : count}
      size={16}
      showZero
      offset={6}
      color={count > 0 ? "red" : "gray"}
      data-testid="notification-badge"
    >
      <Popover
        position="bottom-end"
        width={360}
        shadow="md"
        withArrow
        opened={opened}
        onChange={setOpened}
        trapFocus={false}
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("open", { count })}
            aria-expanded={opened}
            onClick={toggle}
            // Focus stays on the bell while the list is open: Escape closes it from here too.
            onKeyDown={(event) => {
              if (event.key === "Escape" && opened) setOpened(false);
            }}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t("title")} data-testid="notification-popover" p="xs">
          {opened && (
            <NotificationPanel
              count={count}
              inbox={inbox}
              error={error}
              loading={loading}
              now={now}
              onReadAll={() => void readAll()}
              onRetry={() => void load(false)}
              onLoadMore={() => void load(true)}
              onOpen={open}
              onToggleRead={toggleRead}
              onClose={() => setOpened(false)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
