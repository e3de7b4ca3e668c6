import { AddUserDialog } from "@/components/user-management/add-user-dialog";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema } from "@/lib/schemas/members";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /user-management/users/add (dialog): invite a user. */
export default async function AddUserPage({ searchParams }: { searchParams: SearchParams }) {
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <AddUserDialog redirect={search.data.redirect} />;
}
