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
import { getTimeTrackerPage } from "@/modules/time-tracker/server/info";

/**
 * /time-tracker/{moduleId}: the module's view, kept mounted under its dialog route (members), which
 * renders over it, in the user's saved time zone (else the browser's). With a saved zone, or one the
 * browser told on an earlier visit (the `tz` cookie), the timer tab's first entries come with the
 * page (getTimeTrackerPage). Layouts get no search params: the
 * view reads them itself; page.tsx validates them.
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
  const [actor, locale, told] = await Promise.all([requireWorkspaceActor(), serverLocale(), toldTimeZone()]);
  const { info, savedZone, toldZone, entries, renderedAt } = await orNotFound(
    getTimeTrackerPage(actor, lookup.module.id, locale, told),
  );
  return (
    <TimeTrackerProvider
      key={info.id}
      info={info}
      savedZone={savedZone}
      toldZone={toldZone}
      firstEntries={entries}
      renderedAt={renderedAt}
    >
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" miw={0}>
        <TimeTrackerView />
      </Box>
      {children}
    </TimeTrackerProvider>
  );
}
