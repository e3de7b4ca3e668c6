"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useCallback } from "react";
import { useTimeZone } from "@/lib/client/time-zone";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

/**
 * An event type's message key: `settings.webhooks.events.<type with "." as "_">`
 * (`task.timer.started` → `settings.webhooks.events.task_timer_started`), since next-intl reads dots
 * as nesting.
 */
export const eventLabelKey = (type: string) => `events.${type.replaceAll(".", "_")}`;

/**
 * What the webhook screens say of an event type (its label; the type itself for one this version
 * has no label for) and of an instant (in the viewer's time zone, the same on the server and in the
 * browser).
 */
export function useWebhookText() {
  const t = useTranslations("settings.webhooks");
  const format = useFormatter();
  const timeZone = useTimeZone(null) ?? "UTC";

  const eventLabel = useCallback(
    (type: string) => (t.has(eventLabelKey(type)) ? t(eventLabelKey(type)) : type),
    [t],
  );
  const when = useCallback(
    (iso: string) =>
      plainSpaces(format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium", timeZone })),
    [format, timeZone],
  );
  return { eventLabel, when };
}
