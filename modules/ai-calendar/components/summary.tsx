"use client";

import { ColorSwatch, Group, Stack, Text } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import type { AiCalendarSummary } from "@/lib/modules/summaries";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useTimeZone } from "@/lib/client/time-zone";
import { localDay, localTime } from "@/lib/time/zoned";
import { formatDay } from "@/lib/time/day-format";

/**
 * An AI calendar module's card, for the viewer: the events of the next seven days and the next three,
 * each with its day and time on the browser's clock (written once hydrated: the server does not know
 * the clock the card is read on).
 */
export function AiCalendarSummaryView({ summary }: { summary: AiCalendarSummary }) {
  const t = useTranslations("grid.summary.aiCalendar");
  const tCalendar = useTranslations("aiCalendar");
  const locale = useLocale();
  const hydrated = useHydrated();
  const zone = useTimeZone(null) ?? "UTC";
  if (summary.next.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  const when = (item: AiCalendarSummary["next"][number]) => {
    const start = Date.parse(item.startDate);
    const day = item.allDay ? item.startDate.slice(0, 10) : localDay(start, zone);
    const date = formatDay(day, "ddd D MMM", locale);
    return item.allDay ? date : `${date} ${localTime(start, zone)}`;
  };
  return (
    <Stack gap="xs" data-testid="module-summary">
      <SummaryFigure value={summary.week > 499 ? "500+" : summary.week} label={t("week")} />
      {summary.next.map((item) => (
        <Group key={item.id} gap={6} wrap="nowrap" data-testid="calendar-summary-event">
          <ColorSwatch color={item.color} size={10} withShadow={false} aria-hidden />
          <Text size="xs" fw={500} truncate style={{ flex: 1, minWidth: 0 }}>
            {item.restricted ? tCalendar("busy") : item.title}
          </Text>
          {hydrated && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {when(item)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
