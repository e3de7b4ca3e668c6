import { ProgressSettingsModal } from "@/components/goals/dialogs/progress-settings-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /goals/{goalId}/progress-settings?redirect= (dialog): source, measurement, decimals and reminder. */
export default async function ProgressSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <ProgressSettingsModal redirect={search.data.redirect} />;
}
