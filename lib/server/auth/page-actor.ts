import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { decodeSessionCookie, sessionCookieName } from "@/lib/server/auth/session-token";
import { resolveActor, type Actor } from "@/lib/server/auth/sessions";

/** The actor of the current page request, resolved once per request. */
export const getPageActor = cache(async (): Promise<Actor | null> => {
  const claims = await decodeSessionCookie((await cookies()).get(sessionCookieName())?.value);
  return claims ? resolveActor(claims) : null;
});

/**
 * For protected pages. A cookie whose session is gone goes through /logout (which clears it), so the
 * proxy and the page never bounce a visitor between them.
 */
export async function requirePageActor(): Promise<Actor> {
  const actor = await getPageActor();
  if (!actor) redirect("/logout");
  return actor;
}

export type WorkspaceActor = Actor & {
  workspaceId: string;
  workspaceName: string;
  role: NonNullable<Actor["role"]>;
};

/**
 * For pages inside a workspace: without an active one, choose or create one first; one that
 * requires single sign-on, reached by another sign-in, asks for it (/sso-required).
 */
export async function requireWorkspaceActor(): Promise<WorkspaceActor> {
  const actor = await requirePageActor();
  if (actor.ssoBlocked) redirect("/sso-required");
  if (!actor.workspaceId || !actor.workspaceName || !actor.role) redirect("/workspaces");
  return { ...actor, workspaceId: actor.workspaceId, workspaceName: actor.workspaceName, role: actor.role };
}
