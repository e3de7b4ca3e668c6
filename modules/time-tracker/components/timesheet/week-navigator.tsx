"use client";

import { ActionIcon, Button, Group, Title, Tooltip } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import type { LocalDay } from "@/modules/time-tracker/shared/grouping";
import { asDate } from "./timesheet-grid";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

const RANGE = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;

/** The week shown (its date range, a heading) with previous, this week and next. */
export function WeekNavigator({
  start,
  end,
  isCurrent,
  onMove,
  onToday,
}: {
  start: LocalDay;
  end: LocalDay;
  isCurrent: boolean;
  onMove: (weeks: number) => void;
  onToday: () => void;
}) {
  const t = useTranslations("timeTracker.timesheet.week");
  const format = useFormatter();

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={2} size="h4" aria-live="polite" data-testid="timesheet-week-range">
        {plainSpaces(format.dateTimeRange(asDate(start), asDate(end), RANGE))}
      </Title>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t("navigation")}>
        <Tooltip label={t("previous")}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("previous")}
            onClick={() => onMove(-1)}
            data-testid="timesheet-previous-week"
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button variant="default" onClick={onToday} disabled={isCurrent} data-testid="timesheet-this-week">
          {t("current")}
        </Button>
        <Tooltip label={t("next")}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("next")}
            onClick={() => onMove(1)}
            data-testid="timesheet-next-week"
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
