import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleMember } from "@/lib/modules/types";
import { moduleMemberParamsSchema, updateModuleMemberSchema } from "@/lib/schemas/module-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { publishDomainEvent } from "@/lib/server/events/bus";
import { assertManageModuleMembers, moduleScope } from "@/lib/server/modules/module-scope";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import { parseInput } from "@/lib/server/validation";
import {
  findModuleMember,
  moduleMembersWhere,
  toModuleMember,
  workspaceOwnerId,
} from "@/lib/server/modules/members/member-row";
import type { ModuleTag } from "@/modules/kinds";

/**
 * PATCH /{kind}/{id}/member/{memberId} { role }: changes a module member's role ({memberId} is the
 * row's id). For those who manage the module's members; one's own row and owners are fixed, and
 * viewers and guests of the workspace get at most viewer or guest.
 */
export async function updateModuleMember(
  actor: Actor,
  raw: { moduleId?: unknown; memberId?: unknown; body?: unknown },
  tag: ModuleTag,
  locale?: Locale,
): Promise<ModuleMember> {
  const { moduleId, memberId } = parseInput(moduleMemberParamsSchema, raw);
  const input = parseInput(updateModuleMemberSchema, raw.body);
  const scope = await moduleScope(actor, moduleId, tag, locale);
  assertManageModuleMembers(scope);
  const [{ record, workspaceRole }, ownerId] = await Promise.all([
    findModuleMember(scope, memberId),
    workspaceOwnerId(scope),
  ]);
  if (record.userId === actor.userId) throw badRequest("errors.ownRoleLocked");
  if (toModuleMember(record, ownerId).owner) throw badRequest("errors.taskModuleOwnerFixed");
  assertRoleFits(workspaceRole, input.role);

  const updated = await getDb().moduleMember.updateMany({
    where: { id: record.id, ...moduleMembersWhere(scope) },
    data: { role: input.role },
  });
  if (updated.count !== 1) throw notFound("errors.taskModuleMemberNotFound");
  publishDomainEvent({
    type: "access.changed",
    workspaceId: scope.membership.workspaceId,
    userIds: [record.userId],
    actorId: actor.userId,
  });
  return toModuleMember({ ...record, role: input.role }, ownerId);
}
