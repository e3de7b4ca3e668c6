import { InviteModal } from "@/components/goals/dialogs/invite-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { goalDialogSearchSchema } from "../../search-params";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /goals/{goalId}/invite?redirect= (dialog): the goal's members; invite or remove. */
export default async function InvitePage({ searchParams }: { searchParams: SearchParams }) {
  const search = goalDialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <InviteModal redirect={search.data.redirect} />;
}
