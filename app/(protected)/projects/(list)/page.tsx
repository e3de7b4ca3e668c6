import * as z from "@/lib/zod";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { viewSchema } from "@/lib/schemas/common";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const searchSchema = z.object({ view: z._default(viewSchema, "grid") });

/** /projects?view=grid|list: the list is the layout's; this validates the search. */
export default async function ProjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
