import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MemberDetail } from "@/lib/members/types";
import { memberParamsSchema, updateMemberSchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { changedFields, recordAudit } from "@/lib/server/audit/record";
import { withEvents } from "@/lib/server/events/commit";
import { conflict, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { requireMembership } from "@/lib/server/permissions/workspace-member";
import { findMember } from "@/lib/server/members/find-member";
import { getMember } from "@/lib/server/members/get-member";
import {
  accessToAllDenial,
  customRoleDenial,
  manageDenial,
  matrixDenial,
  normalizeMatrix,
  roleChangeDenial,
} from "@/lib/server/members/member-rules";
import { transferOwnership } from "@/lib/server/members/transfer-ownership";

/** What the audit log records of a member's change (role, title, access to all, the matrix). */
const auditedColumns = { role: true, customRoleId: true, accessToAll: true, permissions: true } as const;

/**
 * PATCH a member: role (or `owner` = transfer ownership), custom role title, access to all projects
 * (admins only) and the permissions matrix (null = the role's defaults). Every rule is checked
 * before anything is written, so a refused request changes nothing. A role change resets the
 * matrix, which was made for the old role.
 */
export async function updateMember(
  actor: Actor,
  raw: { workspaceId?: unknown; memberId?: unknown; body?: unknown },
): Promise<MemberDetail> {
  const { workspaceId, memberId } = parseInput(memberParamsSchema, raw);
  const input = parseInput(updateMemberSchema, raw.body);
  const membership = await requireMembership(actor, workspaceId);
  const target = await findMember(workspaceId, memberId);

  if (input.role === "owner") {
    await transferOwnership(membership, target);
    return getMember(actor, { workspaceId, memberId });
  }

  const data: Prisma.WorkspaceMemberUncheckedUpdateManyInput = {};
  const role = input.role ?? target.role;
  const fail = (denial: Error | null) => {
    if (denial) throw denial;
  };

  if (input.role !== undefined) {
    fail(roleChangeDenial(membership, target, input.role));
    if (input.role !== target.role) {
      data.role = input.role;
      data.permissions = Prisma.DbNull;
      if (input.role !== "admin") data.accessToAll = false;
    }
  }
  if (input.accessToAll !== undefined) {
    fail(manageDenial(membership, target));
    fail(accessToAllDenial(role, input.accessToAll));
    data.accessToAll = input.accessToAll;
  }
  if (input.customRoleId !== undefined) {
    fail(customRoleDenial(membership, target));
    if (input.customRoleId) {
      const exists = await getDb().workspaceRole.findFirst({
        where: { id: input.customRoleId, workspaceId },
        select: { id: true },
      });
      if (!exists) throw notFound("errors.roleNotFound");
    }
    data.customRoleId = input.customRoleId;
  }
  if (input.permissions !== undefined) {
    fail(manageDenial(membership, target));
    if (input.permissions === null) data.permissions = Prisma.DbNull;
    else {
      fail(matrixDenial(membership, role, input.permissions));
      data.permissions = normalizeMatrix(input.permissions, role);
    }
  }

  if (Object.keys(data).length === 0) return getMember(actor, { workspaceId, memberId });
  // The role in the filter makes a concurrent change (a transfer, another admin's edit) fail
  // cleanly instead of being overwritten.
  await withEvents(async (tx, emit) => {
    const before = await tx.workspaceMember.findUnique({
      where: { workspaceId_userId: { workspaceId, userId: memberId } },
      select: auditedColumns,
    });
    const updated = await tx.workspaceMember.updateMany({
      where: { workspaceId, userId: memberId, role: target.role },
      data,
    });
    if (updated.count !== 1 || !before) throw conflict("errors.memberChanged");
    const after = await tx.workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId, userId: memberId } },
      select: auditedColumns,
    });
    const changed = changedFields(before, after);
    if (changed)
      await recordAudit(
        {
          workspaceId,
          actorId: actor.userId,
          action: "member.updated",
          target: { type: "member", id: memberId },
          ...changed,
        },
        tx,
      );
    // Role, access to all or the permissions matrix changed: their open module rooms are checked again.
    emit({ type: "access.changed", workspaceId, userIds: [memberId], actorId: actor.userId });
  });
  return getMember(actor, { workspaceId, memberId });
}
