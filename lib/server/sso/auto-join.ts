import "server-only";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";

/**
 * After a single sign-on (the OpenID Connect provider vouched for the address): the workspace that
 * claims the address's domain gets the person as a member with its role, unless they are one already;
 * it becomes their workspace when they had none. Returns the workspace joined, or null.
 *
 * `byWorkspace`: the sign-in was through that workspace's own provider, which vouches only for its
 * own verified domains: no other workspace is joined.
 */
export async function joinByEmailDomain(
  userId: string,
  email: string,
  byWorkspace?: string,
): Promise<string | null> {
  const domain = email.toLowerCase().split("@")[1];
  if (!domain) return null;
  const db = getDb();
  const claim = await db.ssoDomain.findUnique({
    where: { domain },
    select: { workspaceId: true, verifiedAt: true, workspace: { select: { ssoDefaultRole: true } } },
  });
  if (!claim) return null;
  if (byWorkspace !== undefined && (claim.workspaceId !== byWorkspace || !claim.verifiedAt)) return null;
  const { workspaceId } = claim;
  const role = claim.workspace.ssoDefaultRole === "owner" ? "member" : claim.workspace.ssoDefaultRole;
  return db.$transaction(async (tx) => {
    const created = await tx.workspaceMember.createMany({
      data: [{ id: newId(), workspaceId, userId, role }],
      skipDuplicates: true,
    });
    if (created.count === 0) return null;
    await tx.user.updateMany({
      where: { id: userId, lastWorkspaceId: null },
      data: { lastWorkspaceId: workspaceId },
    });
    await recordAudit(
      {
        workspaceId,
        actorId: userId,
        action: "member.joined",
        target: { type: "member", id: userId },
        after: { role, via: "sso", domain },
      },
      tx,
    );
    return workspaceId;
  });
}
