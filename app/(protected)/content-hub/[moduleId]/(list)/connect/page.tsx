import { ConnectModal } from "@/components/content-hub/connect/connect-modal";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { dialogSearchSchema } from "@/lib/content-hub/routes";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /content-hub/{moduleId}/connect?redirect= (dialog): 'Connect to API'. */
export default async function ConnectPage({ searchParams }: Props) {
  const search = dialogSearchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return <ConnectModal redirect={search.data.redirect} />;
}
