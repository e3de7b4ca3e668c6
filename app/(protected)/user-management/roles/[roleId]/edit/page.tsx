import { RoleDialog } from "@/components/user-management/role-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { requiredRedirectSearchSchema, roleIdParamsSchema } from "@/lib/schemas/members";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { orNotFound } from "@/lib/server/pages/load-page";
import { getRole } from "@/lib/server/roles/get-role";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /user-management/roles/{roleId}/edit?redirect= (dialog 'Edit Role'; redirect required). */
export default async function EditRolePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const route = roleIdParamsSchema.safeParse(await params);
  if (!route.success) return <RouteErrorOverlay kind="params" />;
  const search = requiredRedirectSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const actor = await requireWorkspaceActor();
  const role = await orNotFound(getRole(actor, { id: route.data.roleId }));
  return <RoleDialog role={{ id: role.id, title: role.title }} redirect={search.data.redirect} />;
}
