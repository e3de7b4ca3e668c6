import type { ReactNode } from "react";
import { MantineRoot } from "@/components/providers/mantine-root";
import { AppFrame } from "@/components/shell/app-frame";
import { serverLocale } from "@/lib/i18n/server-locale";
import { requirePageActor } from "@/lib/server/auth/page-actor";
import { getNavigation } from "@/lib/server/navigation/get-navigation";
import { getPageWorkspaces } from "@/lib/server/workspaces/page-workspaces";

export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const actorRequest = requirePageActor();
  // The sidebar's data only exists inside a workspace; it loads beside the switcher's list.
  const [actor, workspaces, navigation] = await Promise.all([
    actorRequest,
    getPageWorkspaces(),
    actorRequest.then(async (actor) =>
      actor.workspaceId ? getNavigation(actor, await serverLocale()) : undefined,
    ),
  ]);
  return (
    <MantineRoot>
      <AppFrame
        user={{ id: actor.userId, name: actor.name, email: actor.email, image: actor.image ?? null }}
        emailVerified={actor.emailVerified}
        workspaces={workspaces.map(({ id, name, active }) => ({ id, name, active }))}
        navigation={navigation}
      >
        {children}
      </AppFrame>
    </MantineRoot>
  );
}
