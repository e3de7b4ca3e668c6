import { PermissionsDialog } from "@/components/user-management/permissions-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema, userIdParamsSchema } from "@/lib/schemas/members";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getMember } from "@/lib/server/members/get-member";
import { orNotFound } from "@/lib/server/pages/load-page";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /user-management/permissions/{userId} (dialog): the member's permissions matrix. */
export default async function PermissionsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const route = userIdParamsSchema.safeParse(await params);
  if (!route.success) return <RouteErrorOverlay kind="params" />;
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const actor = await requireWorkspaceActor();
  const member = await orNotFound(
    getMember(actor, { workspaceId: actor.workspaceId, memberId: route.data.userId }),
  );
  return <PermissionsDialog member={member} redirect={search.data.redirect} />;
}
