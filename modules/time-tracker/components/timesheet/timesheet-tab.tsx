"use client";

import { Alert, Center, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconCalendarOff, IconLock } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useNow } from "@/modules/time-tracker/client/clock";
import { localDay, weekStart, type LocalDay } from "@/modules/time-tracker/shared/grouping";
import {
  buildTimesheet,
  descriptionRowKey,
  planCellEdit,
  shiftWeek,
  timesheetWeek,
  type CellEditError,
  type TimesheetRow,
} from "@/modules/time-tracker/shared/timesheet";
import { useTimeTracker } from "../time-tracker-context";
import { AddRowForm } from "./add-row-form";
import type { CellSaveResult } from "./timesheet-cell";
import { asDate, TimesheetGrid } from "./timesheet-grid";
import { useTimesheetEntries } from "./use-timesheet-entries";
import { WeekNavigator } from "./week-navigator";
import { plainSpaces } from "@/lib/i18n/plain-spaces";

const RANGE = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/**
 * The Timesheet tab (spec §2 Time tracker): the caller's week in this module as rows (tasks and
 * descriptions) by days, where typing a duration into a day changes that day's entries in one bulk
 * save. Weeks start on Monday in the viewer's time zone; viewers see it read-only.
 */
export function TimesheetTab() {
  const t = useTranslations("timeTracker.timesheet");
  const tTracker = useTranslations("timeTracker");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  const { module, access, zone, list, firstWeek } = useTimeTracker();
  const clock = useNow(false);
  const today = zone && clock !== null ? localDay(clock, zone) : null;
  const [picked, setPicked] = useState<LocalDay | null>(null);
  const [drafts, setDrafts] = useState<string[]>([]);
  const week = useMemo(() => {
    const shown = picked ?? (today && weekStart(today));
    return zone && shown ? timesheetWeek(shown, zone) : null;
  }, [zone, picked, today]);
  const { entries, error, reload, save } = useTimesheetEntries(module.id, zone, week, list, firstWeek);
  const now = useNow(entries?.some((entry) => entry.end === null) ?? false);
  const sheet = useMemo(
    () => (week && zone && entries ? buildTimesheet(entries, week, zone, now ?? 0, drafts) : null),
    [entries, week, zone, now, drafts],
  );
  const editable = access.add || access.edit;

  const moveTo = (start: LocalDay | null) => {
    setPicked(start);
    setDrafts([]);
  };

  const refusal = (reason: CellEditError) =>
    reason === "tooLong"
      ? tTracker("entryTooLong")
      : t(reason === "running" ? "runningCell" : "invalidDuration");

  const saveCell = async (row: TimesheetRow, day: LocalDay, text: string): Promise<CellSaveResult> => {
    if (!zone || !entries) return { kind: "unchanged" };
    const edit = planCellEdit({ row, day, text, entries, zone, now: Date.now() });
    if (edit.kind === "unchanged") return edit;
    if (edit.kind === "error") return { kind: "refused", message: refusal(edit.error), restore: false };
    try {
      await save(edit.changes);
      return { kind: "saved" };
    } catch (caught) {
      return { kind: "refused", message: errorMessage(caught, tErrors("somethingWentWrong")), restore: true };
    }
  };

  if (!week || !today) return <TimesheetSkeleton label={t("loading")} />;
  const range = plainSpaces(
    format.dateTimeRange(asDate(week.start), asDate(week.days[6] ?? week.start), RANGE),
  );

  return (
    <Stack gap="md" data-testid="timesheet-tab">
      <WeekNavigator
        start={week.start}
        end={week.days[6] ?? week.start}
        isCurrent={week.start === weekStart(today)}
        onMove={(weeks) => moveTo(shiftWeek(week.start, weeks))}
        onToday={() => moveTo(null)}
      />
      {!editable && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="timesheet-read-only">
          {t("readOnly")}
        </Alert>
      )}
      <LoadError
        error={error}
        title={tTracker("loadFailed")}
        retryLabel={tTracker("retry")}
        onRetry={() => void reload()}
      />
      {!sheet && !error && <TimesheetSkeleton label={t("loading")} />}
      {sheet && sheet.rows.length === 0 && (
        <Paper withBorder radius="md" p="xl" data-testid="timesheet-empty">
          <Center>
            <Stack align="center" gap="xs">
              <IconCalendarOff size={32} aria-hidden />
              <Text c="dimmed" ta="center">
                {editable ? t("emptyEditable") : t("empty")}
              </Text>
            </Stack>
          </Center>
        </Paper>
      )}
      {sheet && sheet.rows.length > 0 && (
        <>
          <TimesheetGrid
            sheet={sheet}
            today={today}
            editable={editable}
            caption={t("caption", { range })}
            focusKey={drafts.length > 0 ? descriptionRowKey(drafts[drafts.length - 1] ?? "") : null}
            onSave={saveCell}
          />
          {editable && (
            <Text size="sm" c="dimmed">
              {t("hint")}
            </Text>
          )}
        </>
      )}
      {sheet && editable && (
        <AddRowForm
          exists={(description) => sheet.rows.some((row) => row.key === descriptionRowKey(description))}
          onAdd={(description) => setDrafts((current) => [...current, description])}
        />
      )}
    </Stack>
  );
}

function TimesheetSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label} data-testid="timesheet-loading">
      <Skeleton h={36} w={280} radius="md" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={40} radius="md" />
      ))}
    </Stack>
  );
}
