import "server-only";
import type { RoleValue } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

export interface TargetMember {
  id: string;
  userId: string;
  role: RoleValue;
  accessToAll: boolean;
  customRoleId: string | null;
}

/**
 * A member of `workspaceId` by user id (the API's {memberId}). Scoped by the workspace in the query
 * itself: a user of another workspace is simply not found.
 */
export async function findMember(workspaceId: string, userId: string): Promise<TargetMember> {
  const member = await getDb().workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId, userId } },
    select: { id: true, userId: true, role: true, accessToAll: true, customRoleId: true, service: true },
  });
  // A service token's identity is managed on its own page, never as a member.
  if (!member || member.service) throw notFound("errors.memberNotFound");
  const { service: _service, ...target } = member;
  return target;
}
