"use client";

import { Badge, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UpdateEntryBody } from "@/modules/time-tracker/client/api";
import { entrySeconds, formatDuration, parseDuration } from "@/modules/time-tracker/shared/durations";
import {
  addDays,
  daysBetween,
  localDay,
  localRange,
  localTime,
  zonedTimeToUtc,
} from "@/modules/time-tracker/shared/grouping";
import { MAX_ENTRY_SECONDS, type TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { ClockInput } from "./clock-input";
import { LiveDuration } from "./live-duration";
import { useTimeTracker } from "./time-tracker-context";

/**
 * An entry's start and end (local `HH:mm`) and duration, edited in place: a change is saved on blur;
 * an end at or before the start shows 'Invalid range' and sends nothing. The end keeps its day
 * relative to the start (an entry past midnight stays so); a typed duration (1:30, 1.5, 90m) moves
 * the end. Key it by the entry's instants so a saved change resets it.
 */
export function EntryTimes({
  entry,
  zone,
  editable,
}: {
  entry: TimeEntryItem;
  zone: string;
  editable: boolean;
}) {
  const t = useTranslations("timeTracker");
  const { actions } = useTimeTracker();
  const startDay = localDay(entry.start, zone);
  const startTime = localTime(entry.start, zone);
  const endTime = entry.end ? localTime(entry.end, zone) : "";
  const endOffset = entry.end ? daysBetween(startDay, localDay(entry.end, zone)) : 0;
  const seconds = entry.end ? entrySeconds(entry) : 0;
  const [start, setStart] = useState(startTime);
  const [end, setEnd] = useState(endTime);
  const [duration, setDuration] = useState(formatDuration(seconds));
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setStart(startTime);
    setEnd(endTime);
    setDuration(formatDuration(seconds));
  };
  const send = async (body: UpdateEntryBody) => {
    setError(null);
    if (!(await actions.update(entry, body))) reset();
  };

  const saveTimes = () => {
    if (start === startTime && end === endTime) return setError(null);
    if (!entry.end) {
      // A running entry: only its start moves, and not past now.
      const moved = zonedTimeToUtc(startDay, start, zone);
      if (!moved || moved.getTime() >= Date.now()) return setError(t("invalidRange"));
      return void send({ start: moved.toISOString() });
    }
    const range = localRange(
      { day: startDay, startTime: start, endTime: end, endDay: addDays(startDay, endOffset) },
      zone,
    );
    if ("error" in range) return setError(range.error === "tooLong" ? t("entryTooLong") : t("invalidRange"));
    const body: UpdateEntryBody = {};
    if (start !== startTime) body.start = range.start.toISOString();
    if (end !== endTime) body.end = range.end.toISOString();
    void send(body);
  };

  const saveDuration = () => {
    if (duration === formatDuration(seconds)) return setError(null);
    const typed = parseDuration(duration);
    if (typed === null) return setError(t("entry.invalidDuration"));
    if (typed <= 0) return setError(t("invalidRange"));
    if (typed > MAX_ENTRY_SECONDS) return setError(t("entryTooLong"));
    void send({ end: new Date(Date.parse(entry.start) + typed * 1000).toISOString() });
  };

  if (!editable) {
    return (
      <Group gap="sm" wrap="nowrap">
        <Text size="sm">
          {startTime} – {entry.end ? endTime : t("entry.running")}
        </Text>
        <LiveDuration
          stoppedSeconds={seconds}
          running={entry.end ? [] : [entry]}
          size="sm"
          fw={600}
          testId="entry-duration"
        />
      </Group>
    );
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <ClockInput
          hideLabel
          label={t("entry.start")}
          value={start}
          onChange={setStart}
          onBlur={saveTimes}
          invalid={error !== null}
          size="xs"
          testId="entry-start"
        />
        <Text size="sm" aria-hidden>
          –
        </Text>
        {entry.end ? (
          <ClockInput
            hideLabel
            label={t("entry.end")}
            value={end}
            onChange={setEnd}
            onBlur={saveTimes}
            invalid={error !== null}
            size="xs"
            testId="entry-end"
          />
        ) : (
          <Badge variant="light" color="teal" w={100}>
            {t("entry.running")}
          </Badge>
        )}
        {entry.end ? (
          <TextInput
            aria-label={t("entry.duration")}
            value={duration}
            onChange={(event) => setDuration(event.currentTarget.value)}
            onBlur={saveDuration}
            onKeyDown={(event) => event.key === "Enter" && event.currentTarget.blur()}
            error={error !== null}
            size="xs"
            w={90}
            ff="monospace"
            data-testid="entry-duration"
          />
        ) : (
          <LiveDuration
            stoppedSeconds={0}
            running={[entry]}
            size="sm"
            fw={600}
            w={90}
            ta="right"
            testId="entry-duration"
          />
        )}
      </Group>
      {error && (
        <Text c="red" size="xs" role="alert" data-testid="entry-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
