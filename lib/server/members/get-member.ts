import "server-only";
import { memberParamsSchema } from "@/lib/schemas/members";
import { permissionsSchema, type Permissions } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { effectivePermissions, managesWorkspace } from "@/lib/server/permissions/roles";
import { assertCan, requireMembership } from "@/lib/server/permissions/workspace-member";
import { manageDenial } from "@/lib/server/members/member-rules";
import { memberRowSelect, toMemberRow, type MemberRow } from "@/lib/server/members/member-row";

export interface MemberDetail extends MemberRow {
  /** The effective View/Add/Edit/Delete grants (the saved matrix capped by the role, else its defaults). */
  permissions: Permissions;
  /** True when a matrix is saved; false when the role's defaults apply. */
  customPermissions: boolean;
  /** Whether the caller may change this member's permissions matrix. */
  permissionsEditable: boolean;
  /** Whether the caller may change this member's project and module access (the access tree). */
  accessEditable: boolean;
}

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
    select: { ...memberRowSelect, userId: true, permissions: true },
  });
  if (!row) throw notFound("errors.memberNotFound");
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
