"use client";

import { Badge, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { translatedResolver } from "@/lib/client/form";
import type { UpdateEntryBody } from "@/modules/time-tracker/client/api";
import {
  entryDurationBody,
  entryTimesBody,
  entryTimesFormSchema,
  entryTimesValues,
  type EntryTimesValues,
} from "@/modules/time-tracker/client/entry-times-form";
import { entrySeconds } from "@/modules/time-tracker/shared/durations";
import type { TimeEntryItem } from "@/modules/time-tracker/shared/types";
import { LiveDuration } from "./live-duration";
import { RowInput, rowFieldClasses } from "./row-input";
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
  const tAll = useTranslations();
  const { actions } = useTimeTracker();
  const errorId = useId();
  const saved = entryTimesValues(entry, zone);
  const { start: startTime, end: endTime } = saved;
  const seconds = entry.end ? entrySeconds(entry) : 0;
  const form = useForm<EntryTimesValues>({
    initialValues: saved,
    validate: translatedResolver(entryTimesFormSchema(entry, zone, Date.now), tAll),
  });
  // One message for the row; the fields it concerns are marked.
  const timesError = form.errors.start ?? form.errors.end ?? null;
  const error = timesError ?? form.errors.duration ?? null;

  const send = async (body: UpdateEntryBody) => {
    form.clearErrors();
    if (!(await actions.update(entry, body))) form.reset();
  };
  /** Checks the fields a save sends; their messages show, the others' go. */
  const valid = (...fields: (keyof EntryTimesValues)[]) => {
    const failed = fields.filter((field) => form.validateField(field).hasError);
    for (const other of (["start", "end", "duration"] as const).filter((field) => !fields.includes(field)))
      form.clearFieldError(other);
    return failed.length === 0;
  };

  const saveTimes = () => {
    const values = form.getValues();
    if (values.start === startTime && values.end === endTime) return form.clearErrors();
    if (!valid("start", "end")) return;
    const body = entryTimesBody(entry, values, zone);
    if (body) void send(body);
  };

  const saveDuration = () => {
    const values = form.getValues();
    if (values.duration === saved.duration) return form.clearErrors();
    if (!valid("duration")) return;
    const body = entryDurationBody(entry, values);
    if (body) void send(body);
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
        <RowInput
          type="time"
          aria-label={t("entry.start")}
          value={form.values.start}
          onChange={(event) => form.setFieldValue("start", event.currentTarget.value)}
          onBlur={saveTimes}
          invalid={timesError !== null}
          aria-describedby={timesError !== null ? errorId : undefined}
          className={rowFieldClasses.clock}
          data-testid="entry-start"
        />
        <Text size="sm" aria-hidden>
          –
        </Text>
        {entry.end ? (
          <RowInput
            type="time"
            aria-label={t("entry.end")}
            value={form.values.end}
            onChange={(event) => form.setFieldValue("end", event.currentTarget.value)}
            onBlur={saveTimes}
            invalid={timesError !== null}
            aria-describedby={timesError !== null ? errorId : undefined}
            className={rowFieldClasses.clock}
            data-testid="entry-end"
          />
        ) : (
          <Badge variant="light" color="teal" w={100}>
            {t("entry.running")}
          </Badge>
        )}
        {entry.end ? (
          <RowInput
            aria-label={t("entry.duration")}
            value={form.values.duration}
            onChange={(event) => form.setFieldValue("duration", event.currentTarget.value)}
            onBlur={saveDuration}
            onKeyDown={(event) => event.key === "Enter" && event.currentTarget.blur()}
            invalid={form.errors.duration !== undefined}
            aria-describedby={form.errors.duration !== undefined ? errorId : undefined}
            className={rowFieldClasses.duration}
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
        <Text c="red" size="xs" role="alert" id={errorId} data-testid="entry-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
