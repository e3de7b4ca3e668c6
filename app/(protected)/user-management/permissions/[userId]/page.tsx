import { notFound } from "next/navigation";
import { PermissionsDialog } from "@/components/user-management/permissions-dialog";
import { RouteErrorOverlay } from "@/components/user-management/route-error-overlay";
import { dialogSearchSchema, userIdParamsSchema } from "@/lib/schemas/members";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { AppError } from "@/lib/server/errors";
import { getMember } from "@/lib/server/members/get-member";

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
  const member = await getMember(actor, {
    workspaceId: actor.workspaceId,
    memberId: route.data.userId,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return <PermissionsDialog member={member} redirect={search.data.redirect} />;
}
