// The goal page's check-ins as a CSV export (the chart's table view): one row per check-in, oldest
// first, numbers written plainly (a point for decimals) so spreadsheets read them. Pure.
import { buildCsv, fileNameWords } from "@/lib/client/download-csv";
import type { GoalCheckInKind, GoalCheckInRow } from "@/lib/goals/api";
import { progressPercent } from "@/lib/goals/progress";
import type { GoalValueFormat } from "@/lib/goals/types";
import { roundToDecimals } from "@/lib/goals/values";

export interface CheckInsCsvLabels {
  /** Date, kind, progress (%), value, note, by. */
  header: readonly [string, string, string, string, string, string];
  kind: (kind: GoalCheckInKind) => string;
}

/** The rows of the export: ISO instant, kind, progress percent, manual value, note, who. */
export function checkInsCsvRows(
  checkIns: readonly GoalCheckInRow[],
  format: GoalValueFormat,
  kind: CheckInsCsvLabels["kind"],
): (string | number | null)[][] {
  return [...checkIns]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((checkIn) => [
      checkIn.createdAt,
      kind(checkIn.kind),
      checkIn.progress === null ? null : progressPercent(checkIn.progress, format.decimals),
      checkIn.value === null ? null : roundToDecimals(checkIn.value, format.decimals),
      checkIn.note,
      checkIn.actor?.name ?? null,
    ]);
}

/** The CSV document of a goal's check-ins. */
export function checkInsCsv(
  checkIns: readonly GoalCheckInRow[],
  format: GoalValueFormat,
  labels: CheckInsCsvLabels,
): string {
  return buildCsv(labels.header, checkInsCsvRows(checkIns, format, labels.kind));
}

/** A file name for the export: the goal's title made safe, and the day. */
export function checkInsFileName(title: string, day: string): string {
  return `${fileNameWords(title) || "goal"}-check-ins-${day}.csv`;
}
