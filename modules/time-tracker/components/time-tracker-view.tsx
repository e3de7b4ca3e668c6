"use client";

import { Stack } from "@mantine/core";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { TIME_TRACKER_TABS, type TimeTrackerTab } from "@/modules/time-tracker/shared/types";
import { EntriesList } from "./entries-list";
import { TimerBar } from "./timer-bar";
import { TimesheetTab } from "./timesheet/timesheet-tab";
import { TimeTrackerHeader } from "./time-tracker-header";

// The reports tab (dates, charts) loads only when it is opened: the timer's bundle stays small.
const ReportsTab = dynamic(() => import("./reports/reports-tab").then((module) => module.ReportsTab));

const isTab = (value: string | null): value is TimeTrackerTab =>
  TIME_TRACKER_TABS.some((tab) => tab === value);

/**
 * /time-tracker/{moduleId}?active=: the header and the active tab. The page validates `active`; an
 * unknown one never reaches here (the page's overlay covers the view), so it reads as the default.
 */
export function TimeTrackerView() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const requested = search.get("active");
  const active: TimeTrackerTab = isTab(requested) ? requested : TIME_TRACKER_TABS[0];
  const query = search.toString();
  const href = `${pathname}${query ? `?${query}` : ""}`;

  const setActive = (tab: TimeTrackerTab) => {
    const next = new URLSearchParams(query);
    next.set("active", tab);
    router.push(`${pathname}?${next.toString()}`, { scroll: false });
  };

  return (
    <Stack gap="md" data-testid="time-tracker-view">
      <TimeTrackerHeader active={active} href={href} onTabChange={setActive} />
      {active === "timer" && (
        <Stack gap="md">
          <TimerBar />
          <EntriesList />
        </Stack>
      )}
      {active === "timesheet" && <TimesheetTab />}
      {active === "reports" && <ReportsTab />}
    </Stack>
  );
}
