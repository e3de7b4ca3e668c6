import * as z from "@/lib/zod";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { memberIdSchema } from "@/lib/schemas/members";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const searchSchema = z.object({
  active: z._default(z.enum(["main", "folders", "templates", "insights"]), "main"),
  folder: z.optional(memberIdSchema),
});

/** /form-builder/{id}/dashboard/forms?active=main|folders|templates|insights (&folder={id}): the layout's view; this checks the search. */
export default async function FormsDashboardPage({ searchParams }: Props) {
  if (!searchSchema.safeParse(await searchParams).success) return <RouteErrorOverlay kind="search" />;
  return null;
}
