import { Box } from "@mantine/core";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ReportingProvider } from "@/components/reporting/reporting-context";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { reportingClock } from "@/lib/server/reporting/report-page";
import { toldTimeZone } from "@/lib/server/users/viewer-zone";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reporting"))("title") };
}

/**
 * /reporting/**: reports are read in the user's saved time zone (else the browser's), which the
 * client pages send with every request; what each report may show is the API's check. With a saved
 * zone, or one the browser told on an earlier visit (the `tz` cookie), the server knows today there
 * too, so a report's first figures come with the page.
 */
export default async function ReportingLayout({ children }: { children: ReactNode }) {
  const [actor, told] = await Promise.all([requireWorkspaceActor(), toldTimeZone()]);
  const { saved, today } = await reportingClock(actor.userId, told);
  return (
    <ReportingProvider
      workspaceId={actor.workspaceId}
      userId={actor.userId}
      savedZone={saved}
      toldZone={told}
      today={today}
    >
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" maw={1400} mx="auto" miw={0}>
        {children}
      </Box>
    </ReportingProvider>
  );
}
