"use client";

import { Button, Grid, Group, Stack, Title } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS } from "@/lib/client/query/use-server-seed";
import { addDays, localDay } from "@/lib/time/zoned";
import { meetingQueries } from "@/modules/meeting-room/client/api";
import { byStart, dayRange, shownDay } from "@/modules/meeting-room/shared/page-ranges";
import type { MeetingList as MeetingListData } from "@/modules/meeting-room/shared/types";
import { ListState } from "./home-tab";
import { longDay } from "./meeting-format";
import { MeetingList, type RowLink } from "./meeting-list";
import { usePickerLabels } from "./picker-labels";
import classes from "./meeting-room.module.css";

interface CalendarTabProps {
  moduleId: string;
  zone: string;
  me: { id: string };
  renderedAt: number;
  /** The URL's date (YYYY-MM-DD), null for today. */
  date: string | null;
  onDate: (day: string) => void;
  /** The server's read of its day (the page's first data). */
  initial: { day: string; list: MeetingListData } | null;
  rowLink: RowLink;
}

/**
 * The calendar tab: a day of the viewer's zone, chosen on a calendar whose past days are disabled or
 * with previous day (disabled at today) and next day; its meetings by start, or 'No meetings found
 * for the selected date.'
 */
export function CalendarTab({
  moduleId,
  zone,
  me,
  renderedAt,
  date,
  onDate,
  initial,
  rowLink,
}: CalendarTabProps) {
  const t = useTranslations("meetingRoom.calendar");
  const locale = useLocale();
  const labels = usePickerLabels();
  const today = localDay(renderedAt, zone);
  const day = shownDay(date, renderedAt, zone);
  // The month shown follows the day (a click, the buttons, the URL), and the picker's own arrows.
  const [shown, setShown] = useState({ day, month: day });
  if (shown.day !== day) setShown({ day, month: day });
  const setMonth = (month: string) => setShown({ day, month });
  const range = dayRange(day, zone);
  const seed = initial && initial.day === day ? initial.list : undefined;
  const list = useQuery(meetingQueries.range(moduleId, range.from, range.to), {
    initialData: seed,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const meetings = useMemo(() => byStart(list.data?.data ?? []), [list.data]);
  const go = (next: string) => {
    if (next < today) return;
    onDate(next);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: "content" }}>
        <DatePicker
          value={day}
          onChange={(picked) => picked && go(picked)}
          date={shown.month}
          onDateChange={setMonth}
          minDate={today}
          locale={locale}
          firstDayOfWeek={1}
          allowDeselect={false}
          ariaLabels={labels}
          className={classes.picker}
          data-testid="meeting-calendar-picker"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: "auto" }}>
        <Stack gap="md" component="section" aria-labelledby="meeting-calendar-day">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={day <= today}
              onClick={() => go(addDays(day, -1))}
              data-testid="meeting-calendar-previous"
            >
              {t("previous")}
            </Button>
            <Title
              order={2}
              size="h4"
              ta="center"
              id="meeting-calendar-day"
              data-testid="meeting-calendar-day"
            >
              {longDay(day, locale)}
            </Title>
            <Button
              variant="default"
              size="sm"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              onClick={() => go(addDays(day, 1))}
              data-testid="meeting-calendar-next"
            >
              {t("next")}
            </Button>
          </Group>
          <ListState query={list} empty={meetings.length === 0 ? t("empty") : null}>
            <MeetingList
              meetings={meetings}
              zone={zone}
              me={me}
              rowLink={rowLink}
              withDate={false}
              testId="meetings-day-list"
            />
          </ListState>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
