import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { userManagementSearchSchema } from "@/lib/schemas/members";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /user-management?active=users|pending: the tables are the layout's; this validates the search. */
export default async function UserManagementPage({ searchParams }: { searchParams: SearchParams }) {
  const search = userManagementSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
