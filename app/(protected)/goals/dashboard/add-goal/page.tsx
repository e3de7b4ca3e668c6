import { AddGoalModal } from "@/components/goals/add-goal-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /goals/dashboard/add-goal?redirect= (dialog): a new goal; closing goes back to `redirect`. */
export default async function AddGoalPage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <AddGoalModal redirect={search.data.redirect} />;
}
