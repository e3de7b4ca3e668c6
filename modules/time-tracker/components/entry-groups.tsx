"use client";

import { Group, Paper, Stack, Text, Title, type GroupProps } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import type { DayGroup, DayLabel, WeekGroup, WeekLabel } from "@/modules/time-tracker/shared/grouping";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { EntryRow } from "./entry-row";
import { LiveDuration } from "./live-duration";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

// Days are calendar dates: read them at noon UTC so no zone moves them to a neighbouring day.
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);
const DATE = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
const RANGE = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;

function useLabels() {
  const t = useTranslations("timeTracker.list");
  const format = useFormatter();
  return {
    day: (label: DayLabel) =>
      label.kind === "date" ? format.dateTime(asDate(label.day), DATE) : t(label.kind),
    week: (label: WeekLabel) =>
      label.kind === "range"
        ? plainSpaces(format.dateTimeRange(asDate(label.start), asDate(label.end), RANGE))
        : t(label.kind),
  };
}

/** A week's or day's heading with its total (ticking while one of its entries runs). */
function GroupHeader({
  order,
  title,
  totalLabel,
  group,
  testId,
  ...box
}: {
  order: 2 | 3;
  title: string;
  totalLabel: string;
  group: { stoppedSeconds: number; running: readonly TimeEntryItem[] };
  testId: string;
} & GroupProps) {
  return (
    <Group justify="space-between" gap="sm" {...box}>
      <Title order={order} size={order === 2 ? "h4" : "h6"}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {totalLabel}{" "}
        <LiveDuration
          stoppedSeconds={group.stoppedSeconds}
          running={group.running}
          fw={600}
          c="var(--mantine-color-text)"
          testId={testId}
        />
      </Text>
    </Group>
  );
}

interface Selection {
  isSelected: (id: string) => boolean;
  select: (id: string, selected: boolean) => void;
}

/** Weeks (This week, Last week, date ranges) of days (Today, Yesterday, dates), each with its total. */
export function EntryGroups({
  weeks,
  zone,
  selection,
}: {
  weeks: WeekGroup<TimeEntryItem>[];
  zone: string;
  selection: Selection;
}) {
  const t = useTranslations("timeTracker.list");
  const labels = useLabels();
  return (
    <Stack gap="lg">
      {weeks.map((week) => (
        <Stack
          key={week.start}
          gap="sm"
          component="section"
          aria-label={labels.week(week.label)}
          data-testid="entry-week"
        >
          <GroupHeader
            order={2}
            title={labels.week(week.label)}
            totalLabel={t("weekTotal")}
            group={week}
            testId="week-total"
          />
          {week.days.map((day) => (
            <DaySection
              key={day.day}
              day={day}
              title={labels.day(day.label)}
              zone={zone}
              selection={selection}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function DaySection({
  day,
  title,
  zone,
  selection,
}: {
  day: DayGroup<TimeEntryItem>;
  title: string;
  zone: string;
  selection: Selection;
}) {
  const t = useTranslations("timeTracker.list");
  return (
    <Paper withBorder radius="md" data-testid="entry-day" data-day={day.day}>
      <GroupHeader
        order={3}
        title={title}
        totalLabel={t("dayTotal")}
        group={day}
        testId="day-total"
        px="sm"
        py={8}
        bg="var(--mantine-color-default-hover)"
      />
      <div role="list" aria-label={title}>
        {day.entries.map((entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            zone={zone}
            selected={selection.isSelected(entry.id)}
            onSelect={(selected) => selection.select(entry.id, selected)}
          />
        ))}
      </div>
    </Paper>
  );
}
