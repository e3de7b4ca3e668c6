import { RoleDialog } from "@/components/user-management/role-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema } from "@/lib/schemas/members";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /user-management/roles/add (dialog): a new custom role. */
export default async function AddRolePage({ searchParams }: { searchParams: SearchParams }) {
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <RoleDialog redirect={search.data.redirect} />;
}
