"use client";

import "@mantine/dates/styles.css";
import { Button, Checkbox, Group, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { translatedResolver } from "@/lib/client/form";
import { useNow } from "@/modules/time-tracker/client/clock";
import {
  EMPTY_MANUAL_RANGE,
  manualRangeFormSchema,
  manualRangeInstants,
  type ManualRangeValues,
} from "@/modules/time-tracker/client/entry-form";
import { localDay } from "@/modules/time-tracker/shared/grouping";
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
  const tAll = useTranslations();
  const locale = useLocale();
  const { zone, actions } = useTimeTracker();
  const now = useNow(false);
  const errorId = useId();
  const [saving, setSaving] = useState(false);
  const today = zone && now !== null ? localDay(now, zone) : null;
  const form = useForm<ManualRangeValues>({
    initialValues: EMPTY_MANUAL_RANGE,
    validate: (values) =>
      zone && today ? translatedResolver(manualRangeFormSchema(today, zone), tAll)(values) : {},
  });
  const date = form.values.day ?? today;
  // One message for the range, under the row: its fields are both marked while it shows.
  const error = form.errors.startTime ?? form.errors.endTime ?? null;

  const submit = form.onSubmit(async (values) => {
    if (!zone || !today) return;
    const { start, end } = manualRangeInstants(values, today, zone);
    if (!start || !end) return;
    setSaving(true);
    const added = await actions.createManual({ ...draft, start, end });
    setSaving(false);
    if (added) {
      form.setValues({ startTime: "", endTime: "", nextDay: false });
      onAdded();
    }
  });

  // Any change takes the range's message away until the next try.
  const edit = (patch: Partial<ManualRangeValues>) => {
    form.setValues(patch);
    form.clearErrors();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DatePickerInput
          label={t("date")}
          value={date}
          onChange={(value) => value && edit({ day: String(value).slice(0, 10) })}
          locale={locale}
          valueFormat="LL"
          w={{ base: "100%", xs: 190 }}
          popoverProps={{ withinPortal: true }}
          data-testid="manual-date"
        />
        <ClockInput
          label={t("startTime")}
          value={form.values.startTime}
          onChange={(startTime) => edit({ startTime })}
          invalid={error !== null}
          errorId={errorId}
          testId="manual-start"
        />
        <ClockInput
          label={t("endTime")}
          value={form.values.endTime}
          onChange={(endTime) => edit({ endTime })}
          invalid={error !== null}
          errorId={errorId}
          testId="manual-end"
        />
        <Checkbox
          label={t("nextDay")}
          checked={form.values.nextDay}
          onChange={(event) => edit({ nextDay: event.currentTarget.checked })}
          mb={8}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          type="submit"
          loading={saving}
          disabled={!date}
        >
          {t("add")}
        </Button>
        {error && (
          <Text c="red" size="sm" role="alert" w="100%" id={errorId} data-testid="manual-error">
            {error}
          </Text>
        )}
      </Group>
    </form>
  );
}
