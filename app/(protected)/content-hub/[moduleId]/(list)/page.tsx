import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { listSearchSchema } from "@/modules/content-hub/shared/routes";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /content-hub/{moduleId}?active=blog|products: the list is the layout's; this validates the search. */
export default async function ContentHubPage({ searchParams }: Props) {
  const search = listSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
