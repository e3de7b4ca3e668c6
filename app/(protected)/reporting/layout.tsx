import { Box } from "@mantine/core";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ReportingProvider } from "@/components/reporting/reporting-context";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getUserTimeZone } from "@/lib/server/users/get-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reporting"))("title") };
}

/**
 * /reporting/**: reports are read in the user's saved time zone (else the browser's), which the
 * client pages send with every request; what each report may show is the API's check.
 */
export default async function ReportingLayout({ children }: { children: ReactNode }) {
  const actor = await requireWorkspaceActor();
  const savedZone = await getUserTimeZone(actor);
  return (
    <ReportingProvider workspaceId={actor.workspaceId} userId={actor.userId} savedZone={savedZone}>
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" maw={1400} mx="auto" miw={0}>
        {children}
      </Box>
    </ReportingProvider>
  );
}
