import { ConnectGoalModal } from "@/components/goals/dialogs/connect-goal-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /goals/{goalId}/connect-parent-goal?redirect= (dialog): link the goal under a parent goal. */
export default async function ConnectParentGoalPage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <ConnectGoalModal kind="parent" redirect={search.data.redirect} />;
}
