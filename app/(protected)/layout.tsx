import type { ReactNode } from "react";
import { AppFrame } from "@/components/shell/app-frame";
import { requirePageActor } from "@/lib/server/auth/page-actor";

export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const actor = await requirePageActor();
  return <AppFrame user={{ name: actor.name, email: actor.email }}>{children}</AppFrame>;
}
