import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { listEntriesQuerySchema } from "@/modules/time-tracker/schemas/time-tracker";
import { localDay } from "@/modules/time-tracker/shared/grouping";
import { timesheetWeek } from "@/modules/time-tracker/shared/timesheet";
import {
  ENTRY_PAGE_MAX,
  type TimeEntryItem,
  type TimesheetFirstWeek,
} from "@/modules/time-tracker/shared/types";
import { entryPageIn } from "./list-entries";

/**
 * The caller's entries that start in the week of `at` in `zone` (Monday first), as the timesheet tab
 * reads them: every page of GET …/entry?tz=&from=&to=&limit=200, newest first, until a page reaches
 * before the week.
 */
export async function timesheetWeekIn(
  actor: Actor,
  scope: Pick<ModuleScope, "moduleId">,
  zone: string,
  at: number,
): Promise<TimesheetFirstWeek> {
  const week = timesheetWeek(localDay(at, zone), zone);
  const from = week.from.toISOString();
  const to = week.to.toISOString();
  const entries: TimeEntryItem[] = [];
  let cursor: string | undefined;
  do {
    const query = parseInput(listEntriesQuerySchema, {
      tz: zone,
      from,
      to,
      limit: String(ENTRY_PAGE_MAX),
      cursor,
    });
    const page = await entryPageIn(actor, scope, query);
    entries.push(...page.data);
    const oldest = page.data.at(-1);
    cursor =
      oldest && Date.parse(oldest.start) >= week.from.getTime() ? (page.nextCursor ?? undefined) : undefined;
  } while (cursor);
  return { zone, from, to, entries };
}
