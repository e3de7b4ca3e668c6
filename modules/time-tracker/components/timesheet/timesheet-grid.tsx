"use client";

import { Table, Text } from "@mantine/core";
import { useFormatter, useTranslations } from "next-intl";
import type { LocalDay } from "@/modules/time-tracker/shared/grouping";
import {
  formatSheetDuration,
  type Timesheet,
  type TimesheetRow,
} from "@/modules/time-tracker/shared/timesheet";
import { TimesheetCell, type CellSaveResult } from "./timesheet-cell";
import classes from "./timesheet.module.css";

// Days are calendar dates: read them at noon UTC so no zone moves them to a neighbouring day.
export const asDate = (day: LocalDay) => new Date(`${day}T12:00:00Z`);
const WEEKDAY = { weekday: "short", timeZone: "UTC" } as const;
const DATE = { day: "numeric", month: "short", timeZone: "UTC" } as const;
const LONG_DATE = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;

/** A row's title (its task's title, or its description) and its name (the task's key and title). */
function useRowNames(): (row: TimesheetRow) => { title: string; label: string } {
  const t = useTranslations("timeTracker.entry");
  return (row) => {
    if (!row.task) {
      const title = row.description || t("noDescription");
      return { title, label: title };
    }
    const title = row.task.title ?? t("taskUnavailable");
    return { title, label: `${row.task.taskKey} ${title}` };
  };
}

/**
 * The week as a table: a row header per task or description, a column per day (name and date), an
 * editable cell at each crossing, the rows' totals on the right and the days' totals at the bottom.
 */
export function TimesheetGrid({
  sheet,
  today,
  editable,
  caption,
  focusKey,
  onSave,
}: {
  sheet: Timesheet;
  today: LocalDay;
  editable: boolean;
  caption: string;
  /** A row just added: its first cell (today's, in this week) takes the focus when it appears. */
  focusKey: string | null;
  onSave: (row: TimesheetRow, day: LocalDay, text: string) => Promise<CellSaveResult>;
}) {
  const t = useTranslations("timeTracker.timesheet");
  const format = useFormatter();
  const rowNames = useRowNames();
  const days = sheet.week.days;
  // Today's column is shaded from its header to its total.
  const dayClass = (base: string | undefined, day: LocalDay | undefined) =>
    day === today ? `${base} ${classes.today}` : base;
  const focusDay = days.includes(today) ? today : days[0];

  return (
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="timesheet"
    >
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        withTableBorder
        withColumnBorders
        tabularNums
        aria-label={caption}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.rowHeader}>
              {t("rowHeader")}
            </Table.Th>
            {days.map((day) => (
              <Table.Th
                key={day}
                scope="col"
                className={dayClass(classes.dayHeader, day)}
                aria-label={format.dateTime(asDate(day), LONG_DATE)}
                data-testid="timesheet-day"
                data-day={day}
              >
                <Text span size="sm" fw={600} display="block">
                  {format.dateTime(asDate(day), WEEKDAY)}
                </Text>
                <Text span size="xs" c="dimmed" display="block">
                  {format.dateTime(asDate(day), DATE)}
                </Text>
              </Table.Th>
            ))}
            <Table.Th scope="col" className={classes.totalHeader}>
              {t("total")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.rows.map((row) => {
            const { title, label } = rowNames(row);
            return (
              <Table.Tr key={row.key} data-testid="timesheet-row" data-row-key={row.key}>
                <Table.Th scope="row" className={classes.rowHeader}>
                  {row.task ? (
                    <>
                      <Text span size="sm" fw={600}>
                        {row.task.taskKey}
                      </Text>{" "}
                      <Text span size="sm">
                        {title}
                      </Text>
                    </>
                  ) : (
                    <Text span size="sm" c={row.description ? undefined : "dimmed"}>
                      {title}
                    </Text>
                  )}
                </Table.Th>
                {row.cells.map((cell) => (
                  <Table.Td
                    key={cell.day}
                    className={dayClass(classes.cell, cell.day)}
                    data-testid="timesheet-cell"
                    data-day={cell.day}
                  >
                    <TimesheetCell
                      label={t("cellLabel", {
                        row: label,
                        day: format.dateTime(asDate(cell.day), LONG_DATE),
                      })}
                      seconds={cell.seconds}
                      running={cell.running}
                      editable={editable}
                      autoFocus={row.key === focusKey && cell.day === focusDay}
                      onSave={(text) => onSave(row, cell.day, text)}
                    />
                  </Table.Td>
                ))}
                <Table.Td className={classes.total} data-testid="timesheet-row-total">
                  {formatSheetDuration(row.total)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot className={classes.footer}>
          <Table.Tr>
            <Table.Th scope="row" className={classes.rowHeader}>
              {t("total")}
            </Table.Th>
            {sheet.dayTotals.map((seconds, index) => (
              <Table.Td
                key={days[index]}
                className={dayClass(classes.total, days[index])}
                data-testid="timesheet-day-total"
              >
                {formatSheetDuration(seconds)}
              </Table.Td>
            ))}
            <Table.Td className={classes.total} data-testid="timesheet-week-total">
              {formatSheetDuration(sheet.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
