import type { Metadata } from "next";
import * as z from "@/lib/zod";
import { lookupModuleById, moduleMetadata } from "@/components/modules/module-page";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { TIME_TRACKER_TABS } from "@/modules/time-tracker/shared/types";

type Props = {
  params: Promise<{ moduleId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const searchSchema = z.object({ active: z._default(z.enum(TIME_TRACKER_TABS), TIME_TRACKER_TABS[0]) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return moduleMetadata(await lookupModuleById((await params).moduleId, "TimeTracker", "any"));
}

/**
 * /time-tracker/{moduleId}?active=timer: the view is the layout's; this validates the search
 * ('Invalid search params' over it when it fails).
 */
export default async function TimeTrackerPage({ searchParams }: Props) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
