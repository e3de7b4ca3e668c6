"use client";

import "@mantine/dates/styles.css";
import { Button, Checkbox, Group, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useNow } from "@/modules/time-tracker/client/clock";
import { addDays, localDay, localRange } from "@/modules/time-tracker/shared/grouping";
import { ClockInput } from "./clock-input";
import type { TimerDraft } from "./use-entry-actions";
import { useTimeTracker } from "./time-tracker-context";

// The date field shows the day in the viewer's words ("November 25, 2026": the LL format).
dayjs.extend(localizedFormat);

/**
 * Manual mode (spec §4: an entry with a date and a time range), in the viewer's time zone. An end
 * at or before the start is 'Invalid range' and nothing is sent; "Ends the next day" lets a range
 * cross midnight.
 */
export function ManualRange({ draft, onAdded }: { draft: TimerDraft; onAdded: () => void }) {
  const t = useTranslations("timeTracker.bar");
  const tTracker = useTranslations("timeTracker");
  const locale = useLocale();
  const { zone, actions } = useTimeTracker();
  const now = useNow(false);
  const [day, setDay] = useState<string | null>(null);
  const [startTime, setStartTime] = useState("");
  const [endTime, setEndTime] = useState("");
  const [nextDay, setNextDay] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const today = zone && now !== null ? localDay(now, zone) : null;
  const date = day ?? today;

  const submit = async () => {
    if (!zone || !date) return;
    const range = localRange(
      { day: date, startTime, endTime, endDay: nextDay ? addDays(date, 1) : date },
      zone,
    );
    if ("error" in range) {
      setError(range.error === "tooLong" ? tTracker("entryTooLong") : tTracker("invalidRange"));
      return;
    }
    setError(null);
    setSaving(true);
    const added = await actions.createManual({
      ...draft,
      start: range.start.toISOString(),
      end: range.end.toISOString(),
    });
    setSaving(false);
    if (added) {
      setStartTime("");
      setEndTime("");
      setNextDay(false);
      onAdded();
    }
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatePickerInput
        label={t("date")}
        value={date}
        onChange={(value) => value && setDay(String(value).slice(0, 10))}
        locale={locale}
        valueFormat="LL"
        w={{ base: "100%", xs: 190 }}
        popoverProps={{ withinPortal: true }}
        data-testid="manual-date"
      />
      <ClockInput
        label={t("startTime")}
        value={startTime}
        onChange={edit(setStartTime)}
        invalid={error !== null}
        testId="manual-start"
      />
      <ClockInput
        label={t("endTime")}
        value={endTime}
        onChange={edit(setEndTime)}
        invalid={error !== null}
        testId="manual-end"
      />
      <Checkbox
        label={t("nextDay")}
        checked={nextDay}
        onChange={(event) => {
          setNextDay(event.currentTarget.checked);
          setError(null);
        }}
        mb={8}
      />
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => void submit()}
        loading={saving}
        disabled={!date}
      >
        {t("add")}
      </Button>
      {error && (
        <Text c="red" size="sm" role="alert" w="100%" data-testid="manual-error">
          {error}
        </Text>
      )}
    </Group>
  );
}
