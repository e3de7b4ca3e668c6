import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { taskMemberParamsSchema, updateTaskMemberSchema } from "@/lib/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import { assertManageMembers, taskModuleScope } from "@/lib/server/tasks/task-module";
import { parseInput } from "@/lib/server/validation";
import type { TaskModuleMember } from "@/lib/tasks/types";
import {
  boardMembersWhere,
  findBoardMember,
  toTaskModuleMember,
  workspaceOwnerId,
} from "@/lib/server/tasks/members/task-member-row";

/**
 * PATCH /task-management/{id}/member/{memberId} { role }: changes a module member's role ({memberId}
 * is the row's id). For those who manage the module's members; one's own row and owners are fixed,
 * and viewers and guests of the workspace get at most viewer or guest.
 */
export async function updateTaskMember(
  actor: Actor,
  raw: { moduleId?: unknown; memberId?: unknown; body?: unknown },
  locale?: Locale,
): Promise<TaskModuleMember> {
  const { moduleId, memberId } = parseInput(taskMemberParamsSchema, raw);
  const input = parseInput(updateTaskMemberSchema, raw.body);
  const scope = await taskModuleScope(actor, moduleId, locale);
  assertManageMembers(scope);
  const [{ record, workspaceRole }, ownerId] = await Promise.all([
    findBoardMember(scope, memberId),
    workspaceOwnerId(scope),
  ]);
  if (record.userId === actor.userId) throw badRequest("errors.ownRoleLocked");
  if (toTaskModuleMember(record, ownerId).owner) throw badRequest("errors.taskModuleOwnerFixed");
  assertRoleFits(workspaceRole, input.role);

  const updated = await getDb().taskBoardMember.updateMany({
    where: { id: record.id, ...boardMembersWhere(scope) },
    data: { role: input.role },
  });
  if (updated.count !== 1) throw notFound("errors.taskModuleMemberNotFound");
  return toTaskModuleMember({ ...record, role: input.role }, ownerId);
}
