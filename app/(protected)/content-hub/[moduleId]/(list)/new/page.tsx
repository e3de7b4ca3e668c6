import { ChooseTypeModal } from "@/modules/content-hub/components/list/choose-type-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema } from "@/modules/content-hub/shared/routes";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /content-hub/{moduleId}/new?redirect=&active= (dialog): 'Choose your content type'. */
export default async function NewContentPage({ searchParams }: Props) {
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <ChooseTypeModal redirect={search.data.redirect} active={search.data.active} />;
}
