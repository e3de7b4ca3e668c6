import { UpdateProgressModal } from "@/components/goals/dialogs/update-progress-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /goals/{goalId}/update-progress?redirect= (dialog): a check-in: a manual goal's value, or a note. */
export default async function UpdateProgressPage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <UpdateProgressModal redirect={search.data.redirect} />;
}
