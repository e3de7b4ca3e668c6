import type { ReactNode } from "react";
import { PublicShell } from "@/components/ui/public-shell";

/** A public link's page (/s/{token}), for anyone with its address: the public header, a column of its own. */
export default function LinkLayout({ children }: { children: ReactNode }) {
  return <PublicShell size="md">{children}</PublicShell>;
}
