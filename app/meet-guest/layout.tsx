import type { ReactNode } from "react";
import { PublicShell } from "@/components/ui/public-shell";

/** The guests' lobby and call (/meet-guest/{token}): the public header, the call's full width. */
export default function MeetGuestLayout({ children }: { children: ReactNode }) {
  return <PublicShell size="xl">{children}</PublicShell>;
}
