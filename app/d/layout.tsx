import type { ReactNode } from "react";
import { PublicShell } from "@/components/ui/public-shell";

/** A published dashboard's page (/d/{token}), for anyone with its address: the public header, the grid's full width. */
export default function PublishedDashboardLayout({ children }: { children: ReactNode }) {
  return <PublicShell size="xl">{children}</PublicShell>;
}
