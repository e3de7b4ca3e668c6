"use client";

import { Chip, Group, NumberInput, Radio, Select, Stack, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import {
  RECURRENCE_COUNT_MAX,
  RECURRENCE_INTERVAL_MAX,
  WEEKDAYS,
  type Recurrence,
  type RecurrenceFrequency,
  type Weekday,
} from "@/lib/calendar/recurrence";

interface RecurrenceFieldProps {
  value: Recurrence | null;
  /** A rule the dialog does not offer (from a file or the API): shown as custom, kept unless changed. */
  customRule: string | null;
  /** The first start's date (YYYY-MM-DD): the choices name its weekday, date and month. */
  day: string;
  onChange: (value: Recurrence | null, customRule: string | null) => void;
  /** The select's test id (its custom part adds "-custom"). */
  testId?: string;
}

type Choice =
  "none" | "daily" | "weekdays" | "weekly" | "monthlyDate" | "monthlyWeekday" | "yearly" | "custom" | "rule";
const WORKWEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];

function choiceOf(value: Recurrence | null, customRule: string | null): Choice {
  if (customRule) return "rule";
  if (!value) return "none";
  if (value.interval !== 1 || value.end.kind !== "never") return "custom";
  if (value.freq === "daily") return "daily";
  if (value.freq === "weekly") {
    if (value.weekdays.join() === WORKWEEK.join()) return "weekdays";
    return value.weekdays.length <= 1 ? "weekly" : "custom";
  }
  if (value.freq === "monthly") return value.monthlyBy === "date" ? "monthlyDate" : "monthlyWeekday";
  return "yearly";
}

const base = (freq: RecurrenceFrequency): Recurrence => ({
  freq,
  interval: 1,
  weekdays: [],
  monthlyBy: "date",
  end: { kind: "never" },
});

/**
 * Repeat: Google Calendar's choices for the first start's day (every day, every weekday, every week
 * on its weekday, every month on its date or its nth weekday, every year on its date) and a custom
 * form (every N days, weeks on chosen days, months or years; ending never, on a date or after N).
 */
export function RecurrenceField({
  value,
  customRule,
  day,
  onChange,
  testId = "event-repeat",
}: RecurrenceFieldProps) {
  const t = useTranslations("recurrence");
  const locale = useLocale();
  const [custom, setCustom] = useState(() => choiceOf(value, customRule) === "custom");
  const date = new Date(`${day}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date);
  const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7]!;
  const nth = Math.ceil(date.getUTCDate() / 7);
  const choice = custom ? "custom" : choiceOf(value, customRule);
  const dayName = (code: Weekday, style: "long" | "short") =>
    new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(code))),
    );

  const options = [
    { value: "none", label: t("none") },
    { value: "daily", label: t("daily") },
    { value: "weekdays", label: t("weekdays") },
    { value: "weekly", label: t("weekly", { day: format({ weekday: "long" }) }) },
    { value: "monthlyDate", label: t("monthlyDate", { day: date.getUTCDate() }) },
    {
      value: "monthlyWeekday",
      label: t("monthlyWeekday", {
        nth: t(`nth.${nth >= 5 ? "last" : String(nth)}`),
        day: format({ weekday: "long" }),
      }),
    },
    { value: "yearly", label: t("yearly", { date: format({ month: "long", day: "numeric" }) }) },
    ...(customRule ? [{ value: "rule", label: t("customRule", { rule: customRule }) }] : []),
    { value: "custom", label: t("custom") },
  ];

  const pick = (next: string | null) => {
    setCustom(next === "custom");
    if (next === "rule") return;
    if (next === "custom") return onChange(value ?? { ...base("weekly"), weekdays: [weekday] }, null);
    if (next === "none" || next === null) return onChange(null, null);
    if (next === "weekdays") return onChange({ ...base("weekly"), weekdays: WORKWEEK }, null);
    if (next === "weekly") return onChange({ ...base("weekly"), weekdays: [weekday] }, null);
    if (next === "monthlyDate") return onChange(base("monthly"), null);
    if (next === "monthlyWeekday") return onChange({ ...base("monthly"), monthlyBy: "weekday" }, null);
    onChange(base(next as RecurrenceFrequency), null);
  };

  return (
    <Stack gap="xs">
      <Select
        label={t("label")}
        data={options}
        value={choice}
        onChange={pick}
        allowDeselect={false}
        data-testid={testId}
      />
      {choice === "custom" && value && (
        <Stack gap="xs" pl="sm" data-testid={`${testId}-custom`}>
          <Group gap="xs" align="end">
            <NumberInput
              label={t("every")}
              min={1}
              max={RECURRENCE_INTERVAL_MAX}
              w={90}
              value={value.interval}
              onChange={(interval) =>
                onChange({ ...value, interval: Math.max(1, Number(interval) || 1) }, null)
              }
            />
            <Select
              aria-label={t("every")}
              w={130}
              allowDeselect={false}
              data={(["daily", "weekly", "monthly", "yearly"] as const).map((freq) => ({
                value: freq,
                label: t(`units.${freq}`),
              }))}
              value={value.freq}
              onChange={(freq) => freq && onChange({ ...value, freq: freq as RecurrenceFrequency }, null)}
            />
          </Group>
          {value.freq === "weekly" && (
            <Chip.Group
              multiple
              value={value.weekdays}
              onChange={(days) =>
                onChange({ ...value, weekdays: WEEKDAYS.filter((code) => days.includes(code)) }, null)
              }
            >
              <Group gap={4} role="group" aria-label={t("on")}>
                {WEEKDAYS.map((code) => (
                  <Chip key={code} value={code} size="xs" aria-label={dayName(code, "long")}>
                    {dayName(code, "short")}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          <Radio.Group
            label={t("ends")}
            value={value.end.kind}
            onChange={(kind) =>
              onChange(
                {
                  ...value,
                  end:
                    kind === "until"
                      ? { kind: "until", day }
                      : kind === "count"
                        ? { kind: "count", count: 10 }
                        : { kind: "never" },
                },
                null,
              )
            }
          >
            <Stack gap={6} mt={4}>
              <Radio value="never" label={t("never")} />
              <Group gap="xs">
                <Radio value="until" label={t("until")} />
                <DatePickerInput
                  aria-label={t("until")}
                  size="xs"
                  disabled={value.end.kind !== "until"}
                  minDate={day}
                  value={value.end.kind === "until" ? value.end.day : null}
                  onChange={(until) =>
                    until && onChange({ ...value, end: { kind: "until", day: until } }, null)
                  }
                />
              </Group>
              <Group gap="xs">
                <Radio value="count" label={t("count")} />
                <NumberInput
                  aria-label={t("occurrences")}
                  size="xs"
                  w={80}
                  min={1}
                  max={RECURRENCE_COUNT_MAX}
                  disabled={value.end.kind !== "count"}
                  value={value.end.kind === "count" ? value.end.count : 10}
                  onChange={(count) =>
                    onChange(
                      {
                        ...value,
                        end: {
                          kind: "count",
                          count: Math.min(RECURRENCE_COUNT_MAX, Math.max(1, Number(count) || 1)),
                        },
                      },
                      null,
                    )
                  }
                />
                <Text size="sm">{t("occurrences")}</Text>
              </Group>
            </Stack>
          </Radio.Group>
        </Stack>
      )}
    </Stack>
  );
}
