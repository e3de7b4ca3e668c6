import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { lookupModuleById } from "@/components/modules/module-page";
import { TimeTrackerProvider } from "@/modules/time-tracker/components/time-tracker-context";
import { TimeTrackerView } from "@/modules/time-tracker/components/time-tracker-view";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound, requireFound } from "@/lib/server/pages/load-page";
import { toldTimeZone } from "@/lib/server/users/viewer-zone";
import { pageSearchParams } from "@/lib/server/pages/page-search";
import { TIME_TRACKER_TABS } from "@/modules/time-tracker/shared/types";
import { getTimeTrackerPage } from "@/modules/time-tracker/server/info";

/**
 * /time-tracker/{moduleId}: the module's view, kept mounted under its dialog route (members), which
 * renders over it, in the user's saved time zone (else the browser's). With a saved zone, or one the
 * browser told on an earlier visit (the `tz` cookie), the timer tab's first entries come with the
 * page (getTimeTrackerPage), and on `?active=timesheet` the timesheet's week. Layouts get no search
 * params: this one reads the first render's tab from the request (pageSearchParams); the view reads
 * them itself, and page.tsx validates them.
 */
export default async function TimeTrackerLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ moduleId: string }>;
}) {
  const lookup = requireFound(await lookupModuleById((await params).moduleId, "TimeTracker", "any"));
  if ("kind" in lookup) return <RouteParamsError kind={lookup.kind} />;
  const [actor, locale, told, search] = await Promise.all([
    requireWorkspaceActor(),
    serverLocale(),
    toldTimeZone(),
    pageSearchParams(),
  ]);
  const tab = TIME_TRACKER_TABS.find((name) => name === search.get("active")) ?? "timer";
  const { info, savedZone, toldZone, entries, timesheet, renderedAt } = await orNotFound(
    getTimeTrackerPage(actor, lookup.module.id, locale, told, tab),
  );
  return (
    <TimeTrackerProvider
      key={info.id}
      info={info}
      savedZone={savedZone}
      toldZone={toldZone}
      firstEntries={entries}
      firstWeek={timesheet}
      renderedAt={renderedAt}
    >
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" miw={0}>
        <TimeTrackerView />
      </Box>
      {children}
    </TimeTrackerProvider>
  );
}
