import { ConnectGoalModal } from "@/components/goals/dialogs/connect-goal-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /goals/{goalId}/connect-sub-goal?redirect= (dialog): link another goal as a sub-goal. */
export default async function ConnectSubGoalPage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <ConnectGoalModal kind="sub" redirect={search.data.redirect} />;
}
