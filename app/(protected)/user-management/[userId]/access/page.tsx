import { AccessDialog } from "@/components/user-management/access-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { requiredRedirectSearchSchema, userIdParamsSchema } from "@/lib/schemas/members";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getMemberAccess } from "@/lib/server/access/get-member-access";
import { listAccessTree } from "@/lib/server/access/list-access-tree";
import { getMember } from "@/lib/server/members/get-member";
import { orNotFound } from "@/lib/server/pages/load-page";

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /user-management/{userId}/access?redirect= (dialog): the member's project and module access tree. */
export default async function AccessPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const route = userIdParamsSchema.safeParse(await params);
  if (!route.success) return <RouteErrorOverlay kind="params" />;
  const search = requiredRedirectSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  const [actor, locale] = await Promise.all([requireWorkspaceActor(), serverLocale()]);
  const memberId = route.data.userId;
  const [member, tree, saved] = await orNotFound(
    Promise.all([
      getMember(actor, { workspaceId: actor.workspaceId, memberId }),
      listAccessTree(actor, locale),
      getMemberAccess(actor, { memberId }, locale),
    ]),
  );
  return <AccessDialog member={member} tree={tree} saved={saved} redirect={search.data.redirect} />;
}
