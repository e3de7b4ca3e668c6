import "server-only";
import { workspaceParamsSchema } from "@/lib/schemas/workspace";
import { getDb } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { claimsForActor, type Actor } from "@/lib/server/auth/sessions";
import type { SessionClaims } from "@/lib/server/auth/session-token";
import { assertOwner, requireMembership } from "@/lib/server/permissions/workspace-member";

export interface DeletedWorkspace {
  workspace: { id: string; name: string };
  /** The caller's session claims after the deletion (re-issue the cookie / token with them). */
  claims: SessionClaims;
}

/**
 * Deletes a workspace and everything in it (members, invitations, roles, projects, their modules
 * and access rows go by foreign-key cascade; sessions in it lose their workspace). Owner only, and
 * never the owner's only workspace. The caller's own session leaves it when it was active.
 */
export async function deleteWorkspace(actor: Actor, rawId: unknown): Promise<DeletedWorkspace> {
  const { workspaceId } = parseInput(workspaceParamsSchema, { workspaceId: rawId });
  assertOwner(await requireMembership(actor, workspaceId));

  const workspace = await getDb().$transaction(
    async (tx) => {
      // Serialises this user's deletions, so two concurrent ones cannot both pass the only-workspace check.
      await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${actor.userId} FOR UPDATE`;
      const memberships = await tx.workspaceMember.count({ where: { userId: actor.userId } });
      if (memberships <= 1) throw conflict("errors.onlyWorkspace");
      const deleted = await tx.workspace.delete({
        where: { id: workspaceId, ownerId: actor.userId },
        select: { id: true, name: true },
      });
      // lastWorkspaceId has no foreign key (it is a preference): forget the deleted workspace.
      await tx.user.updateMany({
        where: { lastWorkspaceId: workspaceId },
        data: { lastWorkspaceId: null },
      });
      return deleted;
      // A large workspace cascades many rows; the default 5 s would abort it half way (and roll back).
    },
    { timeout: 60_000 },
  );

  const stillActive = actor.workspaceId !== workspaceId;
  const claims = await claimsForActor({
    ...actor,
    workspaceId: stillActive ? actor.workspaceId : null,
    workspaceName: stillActive ? actor.workspaceName : null,
    role: stillActive ? actor.role : null,
  });
  return { workspace, claims };
}
