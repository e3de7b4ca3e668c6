import { ConnectModal } from "@/modules/content-hub/components/connect/connect-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema } from "@/modules/content-hub/shared/routes";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /content-hub/{moduleId}/connect?redirect= (dialog): 'Connect to API'. */
export default async function ConnectPage({ searchParams }: Props) {
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <ConnectModal redirect={search.data.redirect} />;
}
