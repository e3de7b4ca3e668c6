import * as z from "@/lib/zod";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const searchSchema = z.object({ active: z._default(z.enum(["main", "templates", "insights"]), "main") });

/** /form-builder/{id}/dashboard/forms?active=main|templates|insights: the layout's view; this checks the search. */
export default async function FormsDashboardPage({ searchParams }: Props) {
  if (!searchSchema.safeParse(await searchParams).success) return <RouteErrorOverlay kind="search" />;
  return null;
}
