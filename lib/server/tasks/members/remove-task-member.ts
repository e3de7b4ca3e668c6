import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { taskMemberParamsSchema } from "@/lib/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { assertManageMembers, taskModuleScope } from "@/lib/server/tasks/task-module";
import { parseInput } from "@/lib/server/validation";
import {
  boardMembersWhere,
  findBoardMember,
  toTaskModuleMember,
  workspaceOwnerId,
} from "@/lib/server/tasks/members/task-member-row";

/**
 * DELETE /task-management/{id}/member/{memberId}: takes a member (the row's id) off the module. For
 * those who manage the module's members; one's own row and owners stay.
 */
export async function removeTaskMember(
  actor: Actor,
  raw: { moduleId?: unknown; memberId?: unknown },
  locale?: Locale,
): Promise<{ removed: true }> {
  const { moduleId, memberId } = parseInput(taskMemberParamsSchema, raw);
  const scope = await taskModuleScope(actor, moduleId, locale);
  assertManageMembers(scope);
  const [{ record }, ownerId] = await Promise.all([
    findBoardMember(scope, memberId),
    workspaceOwnerId(scope),
  ]);
  if (record.userId === actor.userId) throw badRequest("errors.ownMembershipLocked");
  if (toTaskModuleMember(record, ownerId).owner) throw badRequest("errors.taskModuleOwnerFixed");

  const removed = await getDb().taskBoardMember.deleteMany({
    where: { id: record.id, ...boardMembersWhere(scope) },
  });
  if (removed.count !== 1) throw notFound("errors.taskModuleMemberNotFound");
  return { removed: true };
}
