import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /goals/{goalId}?redirect=: the page is the layout's; this validates the search (`redirect`, where
 * its back link goes).
 */
export default async function GoalPage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
