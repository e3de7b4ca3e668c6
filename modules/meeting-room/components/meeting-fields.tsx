"use client";

import {
  ActionIcon,
  Checkbox,
  CopyButton,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { DatePickerInput, TimePicker } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import type { DraftErrors, MeetingDraft } from "@/modules/meeting-room/shared/page-draft";
import {
  monthDayOf,
  weekdayOf,
  WEEKDAY_CODES,
  type RepeatChoice,
} from "@/modules/meeting-room/shared/page-rule";
import {
  MEETING_REMINDERS,
  MEETING_TITLE_MAX,
  MEETING_DESCRIPTION_MAX,
} from "@/modules/meeting-room/shared/types";
import { AttendeePicker } from "./attendee-picker";
import { BusyHint } from "./busy-hint";
import { weekdayName } from "./meeting-format";
import { usePickerLabels } from "./picker-labels";
import classes from "./meeting-room.module.css";

interface MeetingFieldsProps {
  moduleId: string;
  draft: MeetingDraft;
  onChange: (change: Partial<MeetingDraft>) => void;
  /** Translated messages by field. */
  errors: Partial<Record<keyof DraftErrors, string>>;
  /** The first day the date picker offers (today in the meeting's zone). */
  today: string;
  /** The meeting's link (read-only, with a copy button); null while it is made, undefined when it could not be. */
  link: string | null | undefined;
  /** The meeting being edited (its own time is not a clash), null for a new one. */
  editing: { startTime: string; endTime: string } | null;
}

/**
 * The drawer's fields: title, description, date (no past days), start and end times (24-hour) on the
 * meeting's zone's clock, the zone, repeat, reminders, attendees and the meeting's link.
 */
export function MeetingFields({
  moduleId,
  draft,
  onChange,
  errors,
  today,
  link,
  editing,
}: MeetingFieldsProps) {
  const t = useTranslations("meetingRoom.drawer");
  const locale = useLocale();
  const pickerLabels = usePickerLabels();
  const day = draft.day ?? today;
  const repeatLabels: Record<RepeatChoice, string> = {
    none: t("repeat.none"),
    daily: t("repeat.daily"),
    weekdays: t("repeat.weekdays"),
    weekly: t("repeat.weekly", { weekday: weekdayName(WEEKDAY_CODES.indexOf(weekdayOf(day)), locale) }),
    monthly: t("repeat.monthly", { day: monthDayOf(day) }),
  };
  const repeatOptions = [
    ...Object.entries(repeatLabels).map(([value, label]) => ({ value, label })),
    ...(draft.keptRule ? [{ value: "custom", label: t("repeat.custom", { rule: draft.keptRule }) }] : []),
  ];

  return (
    <Stack gap="md">
      <TextInput
        label={t("title")}
        value={draft.summary}
        onChange={(event) => onChange({ summary: event.currentTarget.value })}
        error={errors.summary}
        withAsterisk
        maxLength={MEETING_TITLE_MAX}
        data-autofocus
        data-testid="meeting-title"
      />
      <Textarea
        label={t("description")}
        value={draft.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MEETING_DESCRIPTION_MAX}
        data-testid="meeting-description"
      />
      <DatePickerInput
        label={t("date")}
        value={draft.day}
        onChange={(picked) => onChange({ day: picked })}
        minDate={today}
        locale={locale}
        firstDayOfWeek={1}
        valueFormat={locale === "es" ? "D [de] MMMM [de] YYYY" : "MMMM D, YYYY"}
        clearable
        clearButtonProps={{ "aria-label": t("clearDate") }}
        ariaLabels={pickerLabels}
        error={errors.day}
        withAsterisk
        popoverProps={{ classNames: { dropdown: classes.picker } }}
        data-testid="meeting-date"
      />
      <Group grow align="start">
        <TimePicker
          label={t("start")}
          value={draft.start}
          onChange={(start) => onChange({ start })}
          format="24h"
          hoursInputLabel={t("startHours")}
          minutesInputLabel={t("startMinutes")}
          error={errors.times}
          withAsterisk
          data-testid="meeting-start"
        />
        <TimePicker
          label={t("end")}
          value={draft.end}
          onChange={(end) => onChange({ end })}
          format="24h"
          hoursInputLabel={t("endHours")}
          minutesInputLabel={t("endMinutes")}
          error={errors.times ? true : undefined}
          withAsterisk
          data-testid="meeting-end"
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="meeting-zone">
        {t("timeZone", { zone: draft.timeZone })}
      </Text>
      <Select
        label={t("repeat.label")}
        data={repeatOptions}
        value={draft.repeat ?? "custom"}
        onChange={(value) =>
          onChange({ repeat: value === null || value === "custom" ? null : (value as RepeatChoice) })
        }
        allowDeselect={false}
        data-testid="meeting-repeat"
      />
      <Checkbox.Group
        label={t("reminders")}
        value={draft.reminders.map(String)}
        onChange={(values) => onChange({ reminders: values.map(Number) })}
        error={errors.reminders}
        withAsterisk
        data-testid="meeting-reminders"
      >
        <Group gap="md" mt={6}>
          {MEETING_REMINDERS.map((minutes) => (
            <Checkbox key={minutes} value={String(minutes)} label={t("reminder", { minutes })} />
          ))}
        </Group>
      </Checkbox.Group>
      <AttendeePicker
        moduleId={moduleId}
        label={t("attendees")}
        value={draft.attendees}
        onChange={(attendees) => onChange({ attendees })}
        error={errors.attendees}
        testId="meeting-attendees"
      />
      <BusyHint moduleId={moduleId} draft={draft} editing={editing} />
      <TextInput
        label={t("link")}
        value={link ?? ""}
        placeholder={link === null ? t("linkLoading") : undefined}
        description={link === undefined ? t("linkError") : undefined}
        readOnly
        rightSection={
          link ? (
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("copied") : t("copyLink")} withArrow>
                  <ActionIcon
                    variant="subtle"
                    onClick={copy}
                    aria-label={copied ? t("copied") : t("copyLink")}
                    data-testid="meeting-link-copy"
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          ) : undefined
        }
        data-testid="meeting-link"
      />
    </Stack>
  );
}
