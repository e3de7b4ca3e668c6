import "server-only";
import { seesProject } from "@/lib/server/permissions/project-visibility";
import type { ModuleMemberInviteResult } from "@/lib/modules/types";
import type { RoleValue } from "@/lib/schemas/permissions";
import { inviteModuleMemberSchema } from "@/lib/schemas/module-members";
import type { RequestMeta } from "@/lib/server/auth/request-meta";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { inviteMember } from "@/lib/server/invitations/invite-member";
import { assertManageModuleMembers, moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import { canWrite } from "@/lib/server/permissions/roles";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import { administersProject } from "@/lib/server/projects/update-project";
import { parseInput } from "@/lib/server/validation";
import {
  moduleKey,
  moduleMemberSelect,
  recordModuleMemberAudit,
  toModuleMember,
  workspaceOwnerId,
} from "@/lib/server/modules/members/member-row";
import type { ModuleTag } from "@/modules/kinds";

interface WorkspacePerson {
  userId: string;
  role: RoleValue;
  accessToAll: boolean;
}

export interface ModuleInviteOutcome {
  result: ModuleMemberInviteResult;
  /** 201 when a row or an invitation was created, 200 when an existing row was updated. */
  status: 200 | 201;
}

/**
 * A workspace member who cannot see the module's project — a private one, or any project for a
 * guest, who sees only what was given — gets access to it (member, viewer when their workspace role
 * cannot write, guest for guests), else the module would be theirs but closed to them. That opens
 * the whole project (its public modules too), so only those who administer the project may do it
 * (administersProject: workspace owners and admins, project admins); a module admin who does not is
 * refused (403 errors.moduleMemberProjectClosed) and adds only people who already see the project.
 * The access rule stays as it is: a project module is seen through its project (docs/architecture.md).
 */
async function openProjectFor(scope: ModuleScope, person: WorkspacePerson): Promise<void> {
  if (!scope.project) return;
  const workspaceId = scope.membership.workspaceId;
  if (await seesProject({ userId: person.userId, workspaceId }, scope.project.id)) return;
  if (!administersProject(scope.membership, scope.projectRole)) {
    throw forbidden("errors.moduleMemberProjectClosed");
  }
  await getDb().projectAccess.createMany({
    data: [
      {
        id: newId(),
        projectId: scope.project.id,
        userId: person.userId,
        role: person.role === "guest" ? "guest" : canWrite(person.role) ? "member" : "viewer",
      },
    ],
    skipDuplicates: true,
  });
}

async function addWorkspaceMember(
  actor: Actor,
  scope: ModuleScope,
  person: WorkspacePerson,
  role: RoleValue,
): Promise<ModuleInviteOutcome> {
  assertRoleFits(person.role, role);
  const db = getDb();
  const key = moduleKey(scope);
  const existing = await db.moduleMember.findFirst({
    where: { ...key, userId: person.userId },
    select: { id: true, role: true },
  });
  // The caller's own role is changed by someone else (they could lock themselves out).
  if (person.userId === actor.userId && existing && existing.role !== role) {
    throw badRequest("errors.ownRoleLocked");
  }
  await openProjectFor(scope, person);
  const write = withEvents(async (tx, emit) => {
    const written = existing
      ? await tx.moduleMember.update({
          where: { id: existing.id },
          data: { role },
          select: moduleMemberSelect,
        })
      : await tx.moduleMember.create({
          data: {
            id: newId(),
            workspaceId: scope.membership.workspaceId,
            ...key,
            userId: person.userId,
            role,
          },
          select: moduleMemberSelect,
        });
    emit({
      type: "access.changed",
      workspaceId: scope.membership.workspaceId,
      userIds: [person.userId],
      actorId: actor.userId,
    });
    if (existing?.role !== role) {
      await recordModuleMemberAudit(
        tx,
        actor,
        scope,
        existing ? "module.member_updated" : "module.member_added",
        { userId: person.userId, name: written.user.name },
        { before: existing?.role ?? null, after: role },
      );
    }
    return written;
  });
  const [row, ownerId] = await Promise.all([write, workspaceOwnerId(scope)]);
  return { result: { status: "added", member: toModuleMember(row, ownerId) }, status: existing ? 200 : 201 };
}

/**
 * POST /{kind}/{id}/member { email, role, permissions }: one e-mail per call (§7). A member of the
 * workspace joins the module with the role (or gets it: idempotent); anyone else is invited to the
 * workspace through the invitation service, which needs the right to invite there. The invitation
 * opens the module's project and the module itself with the role (InvitationModule); the workspace
 * role is the role itself, except that a module admin joins the workspace as a member (only the
 * owner makes admins).
 */
export async function inviteModuleMember(
  actor: Actor,
  raw: { moduleId?: unknown; body?: unknown },
  tag: ModuleTag,
  meta: RequestMeta,
): Promise<ModuleInviteOutcome> {
  const input = parseInput(inviteModuleMemberSchema, raw.body);
  const scope = await moduleScope(actor, raw.moduleId, tag, meta.locale);
  assertManageModuleMembers(scope);
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
  const db = getDb();
  const key = moduleKey(scope);
  await db.$transaction([
    db.invitationModule.deleteMany({ where: { invitationId: invitation.id, ...key } }),
    db.invitationModule.create({
      data: { id: newId(), invitationId: invitation.id, ...key, role: input.role },
    }),
  ]);
  return { result: { status: "invited", email: invitation.email }, status: 201 };
}
