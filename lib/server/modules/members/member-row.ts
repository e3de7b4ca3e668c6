import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ModuleMember } from "@/lib/modules/types";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

export const moduleMemberSelect = {
  id: true,
  userId: true,
  role: true,
  createdAt: true,
  user: { select: { id: true, name: true, email: true } },
} satisfies Prisma.ModuleMemberSelect;

export type ModuleMemberRecord = Prisma.ModuleMemberGetPayload<{ select: typeof moduleMemberSelect }>;

/** The ModuleMember column that names the scope's module. */
export function moduleKey(scope: Pick<ModuleScope, "moduleId" | "project">) {
  return scope.project ? { projectModuleId: scope.moduleId } : { workspaceModuleId: scope.moduleId };
}

/**
 * The module's member rows whose users still belong to its workspace, scoped by module and workspace
 * in the query itself.
 */
export function moduleMembersWhere(scope: ModuleScope): Prisma.ModuleMemberWhereInput {
  const { workspaceId } = scope.membership;
  return { ...moduleKey(scope), workspaceId, user: { memberships: { some: { workspaceId } } } };
}

/** The workspace's owner: always shown as an owner of its modules. */
export async function workspaceOwnerId(scope: ModuleScope): Promise<string> {
  const workspace = await getDb().workspace.findUniqueOrThrow({
    where: { id: scope.membership.workspaceId },
    select: { ownerId: true },
  });
  return workspace.ownerId;
}

/**
 * E-mails are the workspace's people directory: only for callers who manage this module's members
 * (they invite by e-mail) or may view User management; everyone else who sees the module gets names.
 */
export function showsMemberEmails(scope: ModuleScope): boolean {
  return scope.access.manageMembers || scope.membership.can("userManagement", "view");
}

export function toModuleMember(row: ModuleMemberRecord, ownerId: string, showEmail = true): ModuleMember {
  return {
    id: row.id,
    member: showEmail ? row.user : { id: row.user.id, name: row.user.name },
    role: row.role,
    owner: row.role === "owner" || row.userId === ownerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One member row of the module by its id (the API's {memberId}), with the member's workspace role. */
export async function findModuleMember(scope: ModuleScope, memberId: string) {
  const row = await getDb().moduleMember.findFirst({
    where: { id: memberId, ...moduleMembersWhere(scope) },
    select: {
      ...moduleMemberSelect,
      user: {
        select: {
          ...moduleMemberSelect.user.select,
          memberships: { where: { workspaceId: scope.membership.workspaceId }, select: { role: true } },
        },
      },
    },
  });
  const workspaceRole = row?.user.memberships[0]?.role;
  if (!row || !workspaceRole) throw notFound("errors.taskModuleMemberNotFound");
  const { memberships: _memberships, ...user } = row.user;
  return { record: { ...row, user } satisfies ModuleMemberRecord, workspaceRole };
}
