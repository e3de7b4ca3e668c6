import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { moduleMemberParamsSchema } from "@/lib/schemas/module-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { publishDomainEvent } from "@/lib/server/events/bus";
import { assertManageModuleMembers, moduleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import {
  findModuleMember,
  moduleMembersWhere,
  toModuleMember,
  workspaceOwnerId,
} from "@/lib/server/modules/members/member-row";
import type { ModuleTag } from "@/modules/kinds";

/**
 * DELETE /{kind}/{id}/member/{memberId}: takes a member (the row's id) off the module. For those who
 * manage the module's members; one's own row and owners stay.
 */
export async function removeModuleMember(
  actor: Actor,
  raw: { moduleId?: unknown; memberId?: unknown },
  tag: ModuleTag,
  locale?: Locale,
): Promise<{ removed: true }> {
  const { moduleId, memberId } = parseInput(moduleMemberParamsSchema, raw);
  const scope = await moduleScope(actor, moduleId, tag, locale);
  assertManageModuleMembers(scope);
  const [{ record }, ownerId] = await Promise.all([
    findModuleMember(scope, memberId),
    workspaceOwnerId(scope),
  ]);
  if (record.userId === actor.userId) throw badRequest("errors.ownMembershipLocked");
  if (toModuleMember(record, ownerId).owner) throw badRequest("errors.taskModuleOwnerFixed");

  const removed = await getDb().moduleMember.deleteMany({
    where: { id: record.id, ...moduleMembersWhere(scope) },
  });
  if (removed.count !== 1) throw notFound("errors.taskModuleMemberNotFound");
  publishDomainEvent({
    type: "access.changed",
    workspaceId: scope.membership.workspaceId,
    userIds: [record.userId],
    actorId: actor.userId,
  });
  return { removed: true };
}
