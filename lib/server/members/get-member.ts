import "server-only";
import { memberParamsSchema } from "@/lib/schemas/members";
import type { MemberDetail } from "@/lib/members/types";
import { permissionsSchema } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { effectivePermissions, managesWorkspace } from "@/lib/server/permissions/roles";
import { assertCan, requireMembership } from "@/lib/server/permissions/workspace-member";
import { manageDenial } from "@/lib/server/members/member-rules";
import { memberRowSelect, toMemberRow } from "@/lib/server/members/member-row";

/** One member of a workspace by user id, with the grants the permissions modal shows. */
export async function getMember(
  actor: Actor,
  raw: { workspaceId?: unknown; memberId?: unknown },
): Promise<MemberDetail> {
  const { workspaceId, memberId } = parseInput(memberParamsSchema, raw);
  const membership = await requireMembership(actor, workspaceId);
  assertCan(membership, "userManagement", "view");
  const row = await getDb().workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: memberId } },
    select: { ...memberRowSelect, userId: true, permissions: true, service: true },
  });
  if (!row || row.service) throw notFound("errors.memberNotFound");
  const saved = permissionsSchema.safeParse(row.permissions);
  const target = { userId: row.userId, role: row.role };
  const manageable = manageDenial(membership, target) === null;
  return {
    ...toMemberRow(row),
    permissions: effectivePermissions(row.role, saved.success ? saved.data : null),
    customPermissions: saved.success,
    permissionsEditable: manageable && !managesWorkspace(row.role),
    accessEditable: manageable,
  };
}
