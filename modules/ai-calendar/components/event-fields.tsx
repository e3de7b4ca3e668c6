"use client";

import {
  CheckIcon,
  ColorSwatch,
  Group,
  MultiSelect,
  Pill,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { DatePickerInput, DateTimePicker } from "@mantine/dates";
import "@mantine/dates/styles.css";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { EventDraft } from "@/modules/ai-calendar/shared/draft";
import { REMINDER_MINUTES, REMINDERS_MAX } from "@/lib/calendar/reminders";
import { CALENDAR_COLORS } from "@/modules/ai-calendar/shared/types";
import { parseWall, wallString } from "@/modules/ai-calendar/shared/views";
import { RecurrenceField } from "@/components/recurrence/recurrence-field";

const DescriptionEditor = dynamic(() => import("@/components/ui/description-editor"), { ssr: false });

interface EventFieldsProps {
  draft: EventDraft;
  onChange: (draft: EventDraft) => void;
  /** Editing one occurrence of a series: the repetition is the series' (changed with "all" or "following"). */
  occurrence: boolean;
}

/** The zones the runtime knows, for the time zone field (the draft's own first if it is unknown). */
function useZones(current: string): string[] {
  return useMemo(() => {
    const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return known.includes(current) ? known : [current, ...known];
  }, [current]);
}

const HOUR_MS = 3_600_000;

/** The event dialog's fields, Google Calendar's: when, repeat, where, what, colour, reminders, guests. */
export function EventFields({ draft, onChange, occurrence }: EventFieldsProps) {
  const t = useTranslations("aiCalendar.dialog");
  const tReminder = useTranslations("aiCalendar.reminder");
  const locale = useLocale();
  const zones = useZones(draft.timeZone);
  const set = (change: Partial<EventDraft>) => onChange({ ...draft, ...change });

  /** A new start keeps the length, as every calendar does. */
  const moveStart = (start: string | null) => {
    if (!start) return;
    const length = parseWall(draft.end) - parseWall(draft.start);
    set({ start, end: wallString(parseWall(start) + Math.max(0, length)) });
  };
  const toggleAllDay = (allDay: boolean) => {
    const day = draft.start.slice(0, 10);
    if (allDay) set({ allDay, start: `${day} 00:00:00`, end: `${draft.end.slice(0, 10)} 00:00:00` });
    else {
      const start = parseWall(`${day} 09:00:00`);
      set({ allDay, start: wallString(start), end: wallString(start + HOUR_MS) });
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t("title")}
        placeholder={t("titlePlaceholder")}
        value={draft.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        required
        maxLength={200}
        data-autofocus
        data-testid="event-title"
      />
      <Switch
        label={t("allDay")}
        checked={draft.allDay}
        onChange={(event) => toggleAllDay(event.currentTarget.checked)}
        data-testid="event-all-day"
      />
      {draft.allDay ? (
        <Group grow align="start">
          <DatePickerInput
            label={t("start")}
            locale={locale}
            firstDayOfWeek={1}
            value={draft.start.slice(0, 10)}
            onChange={(day) => day && moveStart(`${day} 00:00:00`)}
            data-testid="event-start-day"
          />
          <DatePickerInput
            label={t("end")}
            locale={locale}
            firstDayOfWeek={1}
            minDate={draft.start.slice(0, 10)}
            value={draft.end.slice(0, 10)}
            onChange={(day) => day && set({ end: `${day} 00:00:00` })}
            data-testid="event-end-day"
          />
        </Group>
      ) : (
        <Group grow align="start">
          <DateTimePicker
            label={t("start")}
            locale={locale}
            firstDayOfWeek={1}
            valueFormat="MMM DD, YYYY HH:mm"
            value={draft.start}
            onChange={moveStart}
            data-testid="event-start"
          />
          <DateTimePicker
            label={t("end")}
            locale={locale}
            firstDayOfWeek={1}
            valueFormat="MMM DD, YYYY HH:mm"
            minDate={draft.start.slice(0, 10)}
            value={draft.end}
            onChange={(end) => end && set({ end })}
            data-testid="event-end"
          />
        </Group>
      )}
      {!draft.allDay && (
        <Select
          label={t("timeZone")}
          data={zones}
          searchable
          allowDeselect={false}
          limit={50}
          value={draft.timeZone}
          onChange={(timeZone) => timeZone && set({ timeZone })}
        />
      )}
      {!occurrence && (
        <RecurrenceField
          value={draft.recurrence}
          customRule={draft.customRule}
          day={draft.start.slice(0, 10)}
          onChange={(recurrence, customRule) => set({ recurrence, customRule })}
        />
      )}
      <TextInput
        label={t("location")}
        value={draft.location}
        maxLength={300}
        onChange={(event) => set({ location: event.currentTarget.value })}
      />
      <TextInput
        label={t("url")}
        placeholder={t("urlPlaceholder")}
        type="url"
        value={draft.url}
        maxLength={2000}
        onChange={(event) => set({ url: event.currentTarget.value })}
      />
      <DescriptionEditor
        label={t("description")}
        value={draft.description}
        onChange={(description) => set({ description })}
        testId="event-description"
      />
      <Radio.Group label={t("color")} value={draft.color} onChange={(color) => set({ color })}>
        <Group gap={6} mt={4}>
          {CALENDAR_COLORS.map((color) => (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              color={color}
              role="radio"
              aria-checked={draft.color === color}
              aria-label={t("colorOption", { color })}
              onClick={() => set({ color })}
              style={{ color: "white", cursor: "pointer" }}
            >
              {draft.color === color && <CheckIcon size={12} />}
            </ColorSwatch>
          ))}
        </Group>
      </Radio.Group>
      <MultiSelect
        label={t("reminders")}
        placeholder={draft.reminders.length === 0 ? t("remindersPlaceholder") : undefined}
        data={REMINDER_MINUTES.map((minutes) => ({
          value: String(minutes),
          label: tReminder(String(minutes)),
        }))}
        value={draft.reminders.map(String)}
        maxValues={REMINDERS_MAX}
        onChange={(values) => set({ reminders: values.map(Number) })}
        data-testid="event-reminders"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="event-visibility">
          {t("visibility")}
        </Text>
        <SegmentedControl
          aria-labelledby="event-visibility"
          value={draft.busyOnly ? "busy" : "details"}
          onChange={(value) => set({ busyOnly: value === "busy" })}
          data={[
            { value: "details", label: t("details") },
            { value: "busy", label: t("busyOnly") },
          ]}
        />
      </Stack>
      {draft.members.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="event-members">
            {t("members")}
          </Text>
          <Pill.Group aria-labelledby="event-members" data-testid="event-members">
            {draft.members.map((member) => (
              <Pill
                key={member.id}
                withRemoveButton
                removeButtonProps={{ "aria-label": t("removeMember", { name: member.name }) }}
                onRemove={() => set({ members: draft.members.filter((one) => one.id !== member.id) })}
              >
                {member.name}
              </Pill>
            ))}
          </Pill.Group>
        </Stack>
      )}
      <TagsInput
        label={t("guests")}
        description={t("guestsHint")}
        placeholder={t("guestsPlaceholder")}
        value={draft.guests}
        onChange={(guests) =>
          set({ guests: [...new Set(guests.map((guest) => guest.trim()).filter(Boolean))] })
        }
        splitChars={[",", " ", ";"]}
        maxTags={100}
        clearable
      />
    </Stack>
  );
}
