import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dashboardSearchSchema } from "../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /goals/dashboard?active=my-goals|team-goals&filter=all|open|closed&q=: the list is the layout's;
 * this validates the search ('Invalid search params' over it when it fails).
 */
export default async function GoalsDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const search = dashboardSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
