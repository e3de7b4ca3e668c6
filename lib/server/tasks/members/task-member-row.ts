import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { TaskModuleScope } from "@/lib/server/tasks/task-module";
import type { TaskModuleMember } from "@/lib/tasks/types";

export const taskMemberSelect = {
  id: true,
  userId: true,
  role: true,
  createdAt: true,
  user: { select: { id: true, name: true, email: true } },
} satisfies Prisma.TaskBoardMemberSelect;

export type TaskMemberRecord = Prisma.TaskBoardMemberGetPayload<{ select: typeof taskMemberSelect }>;

/**
 * The rows of the scope's board whose users still belong to its workspace (someone who left the
 * workspace keeps no place in its modules), scoped by board and workspace in the query itself.
 */
export function boardMembersWhere(scope: TaskModuleScope): Prisma.TaskBoardMemberWhereInput {
  const { workspaceId } = scope.membership;
  return {
    boardId: scope.boardId,
    board: { workspaceId },
    user: { memberships: { some: { workspaceId } } },
  };
}

/** The workspace's owner: always shown as an owner of its modules. */
export async function workspaceOwnerId(scope: TaskModuleScope): Promise<string> {
  const workspace = await getDb().workspace.findUniqueOrThrow({
    where: { id: scope.membership.workspaceId },
    select: { ownerId: true },
  });
  return workspace.ownerId;
}

export function toTaskModuleMember(row: TaskMemberRecord, ownerId: string): TaskModuleMember {
  return {
    id: row.id,
    member: row.user,
    role: row.role,
    owner: row.role === "owner" || row.userId === ownerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One member row of the board by its id (the API's {memberId}), with the member's workspace role. */
export async function findBoardMember(scope: TaskModuleScope, memberId: string) {
  const row = await getDb().taskBoardMember.findFirst({
    where: { id: memberId, ...boardMembersWhere(scope) },
    select: {
      ...taskMemberSelect,
      user: {
        select: {
          ...taskMemberSelect.user.select,
          memberships: { where: { workspaceId: scope.membership.workspaceId }, select: { role: true } },
        },
      },
    },
  });
  const workspaceRole = row?.user.memberships[0]?.role;
  if (!row || !workspaceRole) throw notFound("errors.taskModuleMemberNotFound");
  const { memberships: _memberships, ...user } = row.user;
  return { record: { ...row, user } satisfies TaskMemberRecord, workspaceRole };
}
