import type { ReactNode } from "react";
import { AppFrame } from "@/components/shell/app-frame";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { getPageWorkspaces } from "@/lib/server/workspaces/page-workspaces";

export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const [actor, workspaces] = await Promise.all([requirePageActor(), getPageWorkspaces()]);
  return (
    <AppFrame
      user={{ name: actor.name, email: actor.email }}
      workspaces={workspaces.map(({ id, name, active }) => ({ id, name, active }))}
    >
      {children}
    </AppFrame>
  );
}
