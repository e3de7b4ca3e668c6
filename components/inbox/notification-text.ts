"use client";

import { useTranslations } from "next-intl";
import type { InboxItem } from "@/lib/inbox/inbox-state";
import { notificationValues } from "@/lib/inbox/notification-values";

/** A notification's text in the reader's language, from its kind and parameters. */
export function useNotificationText(): (item: InboxItem) => string {
  const t = useTranslations("notifications");
  return (item) => t(`kinds.${item.kind}`, notificationValues(item.params, item.actor?.name ?? t("someone")));
}
