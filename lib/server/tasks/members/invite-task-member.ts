import "server-only";
import type { RoleValue } from "@/lib/schemas/permissions";
import { inviteTaskMemberSchema } from "@/lib/schemas/tasks";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { inviteMember } from "@/lib/server/invitations/invite-member";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import { assertManageMembers, taskModuleScope, type TaskModuleScope } from "@/lib/server/tasks/task-module";
import { parseInput } from "@/lib/server/validation";
import type { TaskMemberInviteResult } from "@/lib/tasks/types";
import {
  taskMemberSelect,
  toTaskModuleMember,
  workspaceOwnerId,
} from "@/lib/server/tasks/members/task-member-row";

interface WorkspacePerson {
  userId: string;
  role: RoleValue;
  accessToAll: boolean;
}

export interface TaskInviteOutcome {
  result: TaskMemberInviteResult;
  /** 201 when a row or an invitation was created, 200 when an existing row was updated. */
  status: 200 | 201;
}

/**
 * A workspace member who cannot see the module's private project gets access to it (member, or
 * viewer when their workspace role cannot write), else the module would be listed but closed to them.
 */
async function openProjectFor(scope: TaskModuleScope, person: WorkspacePerson): Promise<void> {
  if (!scope.project || managesWorkspace(person.role) || person.accessToAll) return;
  const { workspaceId } = scope.membership;
  const db = getDb();
  const project = await db.project.findFirst({
    where: { id: scope.project.id, workspaceId, private: true },
    select: { id: true },
  });
  if (!project) return;
  await db.projectAccess.createMany({
    data: [
      {
        id: newId(),
        projectId: project.id,
        userId: person.userId,
        role: canWrite(person.role) ? "member" : "viewer",
      },
    ],
    skipDuplicates: true,
  });
}

async function addWorkspaceMember(
  actor: Actor,
  scope: TaskModuleScope,
  person: WorkspacePerson,
  role: RoleValue,
): Promise<TaskInviteOutcome> {
  assertRoleFits(person.role, role);
  const db = getDb();
  const key = { boardId_userId: { boardId: scope.boardId, userId: person.userId } };
  const existing = await db.taskBoardMember.findUnique({ where: key, select: { role: true } });
  // The caller's own role is changed by someone else (they could lock themselves out).
  if (person.userId === actor.userId && existing && existing.role !== role) {
    throw badRequest("errors.ownRoleLocked");
  }
  await openProjectFor(scope, person);
  const [row, ownerId] = await Promise.all([
    db.taskBoardMember.upsert({
      where: key,
      create: { id: newId(), boardId: scope.boardId, userId: person.userId, role },
      update: { role },
      select: taskMemberSelect,
    }),
    workspaceOwnerId(scope),
  ]);
  return {
    result: { status: "added", member: toTaskModuleMember(row, ownerId) },
    status: existing ? 200 : 201,
  };
}

/**
 * POST /task-management/{id}/member { email, role, permissions }: one e-mail per call (§7). A member
 * of the workspace joins the module with the role (or gets it: idempotent); anyone else is invited
 * to the workspace through the invitation service, which needs the right to invite there. The
 * invitation opens the module's project with the role; the workspace role is the role itself,
 * except that a module admin joins the workspace as a member (only the owner makes admins).
 */
export async function inviteTaskMember(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
  meta: RequestMeta,
): Promise<TaskInviteOutcome> {
  const input = parseInput(inviteTaskMemberSchema, raw.body);
  const scope = await taskModuleScope(actor, raw.moduleId, meta.locale);
  assertManageMembers(scope);
  const { workspaceId } = scope.membership;

  const person = await getDb().workspaceMember.findFirst({
    where: { workspaceId, user: { email: input.email } },
    select: { userId: true, role: true, accessToAll: true },
  });
  if (person) return addWorkspaceMember(actor, scope, person, input.role);

  if (!scope.membership.can("userManagement", "add")) throw forbidden();
  const { invitation } = await inviteMember(
    actor,
    {
      email: input.email,
      role: input.role === "admin" ? "member" : input.role,
      permissions: {},
      projects: scope.project ? [{ project: scope.project.id, role: input.role }] : [],
    },
    meta,
  );
  // On acceptance they join this module's User management with the role (join-workspace.ts).
  await getDb().invitationTaskBoard.upsert({
    where: { invitationId_boardId: { invitationId: invitation.id, boardId: scope.boardId } },
    create: { invitationId: invitation.id, boardId: scope.boardId, role: input.role },
    update: { role: input.role },
  });
  return { result: { status: "invited", email: invitation.email }, status: 201 };
}
