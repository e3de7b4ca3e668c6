import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { taskModuleScope } from "@/lib/server/tasks/task-module";
import type { TaskModuleMember } from "@/lib/tasks/types";
import {
  boardMembersWhere,
  taskMemberSelect,
  toTaskModuleMember,
  workspaceOwnerId,
} from "@/lib/server/tasks/members/task-member-row";

/**
 * GET /task-management/{id}/member: the module's members (User management), oldest first. Open to
 * anyone who can see the module; the workspace owner always shows as an owner.
 */
export async function listTaskMembers(
  actor: Actor,
  raw: { moduleId?: unknown },
  locale?: Locale,
): Promise<{ data: TaskModuleMember[] }> {
  const scope = await taskModuleScope(actor, raw.moduleId, locale);
  const [rows, ownerId] = await Promise.all([
    getDb().taskBoardMember.findMany({
      where: boardMembersWhere(scope),
      select: taskMemberSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      relationLoadStrategy: "join",
    }),
    workspaceOwnerId(scope),
  ]);
  return { data: rows.map((row) => toTaskModuleMember(row, ownerId)) };
}
