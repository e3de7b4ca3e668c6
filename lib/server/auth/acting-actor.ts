import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";

/**
 * Someone acting in a workspace without a sign-in of their own — an automation as its owner, a
 * calendar feed for its person, a repeating task's next occurrence for who completed it: no session
 * (`sessionId` names what acts), and the services' gates read the person's membership and rights now.
 */
export function actingActor(
  user: { id: string; email: string; name: string },
  workspaceId: string,
  sessionId: string,
): Actor {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    emailVerified: true,
    sessionId,
    remember: false,
    ssoBlocked: null,
    workspaceId,
    workspaceName: null,
    role: null,
    activeMember: null,
    clientId: null,
  };
}
