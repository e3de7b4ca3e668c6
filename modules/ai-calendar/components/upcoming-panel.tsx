"use client";

import { Box, ColorSwatch, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { CalendarItem } from "@/modules/ai-calendar/shared/types";
import { upcomingGroups, type UpcomingLabel } from "@/modules/ai-calendar/shared/upcoming";
import { formatDay } from "@/lib/time/day-format";

interface UpcomingPanelProps {
  events: readonly CalendarItem[] | undefined;
  zone: string;
  /** The instant "now" is for this render. */
  now: number;
  onOpen: (event: CalendarItem) => void;
}

/**
 * The spec's upcoming events panel: by day, labelled Today, Tomorrow or 'MMM D' (in the person's
 * language), each event's title and HH:mm–HH:mm in its colour; only events from this hour on,
 * ascending; 'No upcoming events' when there are none. A click opens the event.
 */
export function UpcomingPanel({ events, zone, now, onOpen }: UpcomingPanelProps) {
  const t = useTranslations("aiCalendar.upcoming");
  const locale = useLocale();
  const byId = useMemo(() => new Map((events ?? []).map((event) => [event.id, event])), [events]);
  const groups = useMemo(
    () =>
      upcomingGroups(
        (events ?? []).map((event) => ({
          id: event.id,
          occurrence: event.originalStartDate ? Date.parse(event.originalStartDate) : null,
          title: event.title,
          color: event.color,
          start: Date.parse(event.startDate),
          end: Date.parse(event.endDate),
          allDay: event.allDay,
        })),
        now,
        zone,
      ),
    [events, now, zone],
  );
  const dateLabel = (label: UpcomingLabel) =>
    label.kind === "today"
      ? t("today")
      : label.kind === "tomorrow"
        ? t("tomorrow")
        : formatDay(label.day, "MMM D", locale);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="aside"
      aria-labelledby="upcoming-title"
      data-testid="upcoming-panel"
    >
      <Title order={2} size="h4" id="upcoming-title" mb="sm">
        {t("title")}
      </Title>
      {events !== undefined && groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("empty")}
        </Text>
      ) : (
        <Stack gap="md">
          {groups.map((group) => (
            <Box key={group.day} component="section" aria-label={dateLabel(group.label)}>
              <Text fw={600} size="sm" mb={4}>
                {dateLabel(group.label)}
              </Text>
              <Stack gap={4}>
                {group.events.map((row) => (
                  <UnstyledButton
                    key={row.id}
                    onClick={() => {
                      const event = byId.get(row.id);
                      if (event) onOpen(event);
                    }}
                    data-testid="upcoming-event"
                  >
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={row.color} size={10} withShadow={false} aria-hidden />
                      <Text size="sm" fw={500} truncate>
                        {row.title}
                      </Text>
                      {row.from !== null && (
                        <Text size="xs" c="dimmed" ml="auto" style={{ whiteSpace: "nowrap" }}>
                          {row.from}–{row.to}
                        </Text>
                      )}
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
