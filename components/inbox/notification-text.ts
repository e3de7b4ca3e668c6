"use client";

import { useTranslations } from "next-intl";
import type { InboxItem } from "@/lib/inbox/inbox-state";

/** A notification's text in the reader's language, from its kind and parameters. */
export function useNotificationText(): (item: InboxItem) => string {
  const t = useTranslations("notifications");
  return (item) =>
    t(`kinds.${item.kind}`, {
      actor: item.actor?.name ?? t("someone"),
      taskKey: item.params.taskKey ?? "",
      taskTitle: item.params.taskTitle ?? "",
      moduleName: item.params.moduleName ?? "",
      excerpt: item.params.excerpt ?? "",
      goalTitle: item.params.goalTitle ?? "",
      formTitle: item.params.formTitle ?? "",
      count: item.params.count ?? 1,
    });
}
