import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleMember } from "@/lib/modules/types";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { assertManageModuleMembers, moduleScope, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { ModuleTag } from "@/modules/kinds";

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
  return {
    ...moduleKey(scope),
    workspaceId,
    user: { memberships: { some: { workspaceId, service: false } } },
  };
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

/**
 * The member row `memberId` of the module, for a caller who manages its members and may change it:
 * not their own row (`ownRowError`), not an owner's.
 */
export async function changeableModuleMember(
  actor: Actor,
  params: { moduleId: string; memberId: string },
  tag: ModuleTag,
  locale: Locale | undefined,
  ownRowError: string,
) {
  const scope = await moduleScope(actor, params.moduleId, tag, locale);
  assertManageModuleMembers(scope);
  const [{ record, workspaceRole }, ownerId] = await Promise.all([
    findModuleMember(scope, params.memberId),
    workspaceOwnerId(scope),
  ]);
  if (record.userId === actor.userId) throw badRequest(ownRowError);
  if (toModuleMember(record, ownerId).owner) throw badRequest("errors.taskModuleOwnerFixed");
  return { scope, record, workspaceRole, ownerId };
}

/**
 * The audit entry of a change to a module's members (issue 39): the module as its target, the member
 * with their role before and after (null: they were not a member, or are no longer).
 */
export function recordModuleMemberAudit(
  tx: Prisma.TransactionClient,
  actor: Actor,
  scope: ModuleScope,
  action: Extract<AuditAction, `module.member_${string}`>,
  member: { userId: string; name: string },
  roles: { before: string | null; after: string | null },
): Promise<void> {
  const side = (role: string | null) => (role === null ? null : { ...member, role });
  return recordAudit(
    {
      workspaceId: scope.membership.workspaceId,
      actorId: actor.userId,
      action,
      target: { type: "module", id: scope.moduleId, label: scope.name },
      before: side(roles.before),
      after: side(roles.after),
    },
    tx,
  );
}

/** Writes `change` on the member row (still the module's), then tells its user their access changed. */
export async function changeModuleMember(
  actor: Actor,
  scope: ModuleScope,
  record: ModuleMemberRecord,
  change: (db: Prisma.TransactionClient, where: Prisma.ModuleMemberWhereInput) => Promise<{ count: number }>,
  /** The member's role after the change (null: removed), for the audit log. */
  roleAfter: string | null,
): Promise<void> {
  await withEvents(async (tx, emit) => {
    const changed = await change(tx, { id: record.id, ...moduleMembersWhere(scope) });
    if (changed.count !== 1) throw notFound("errors.taskModuleMemberNotFound");
    if (roleAfter !== record.role) {
      await recordModuleMemberAudit(
        tx,
        actor,
        scope,
        roleAfter === null ? "module.member_removed" : "module.member_updated",
        { userId: record.userId, name: record.user.name },
        { before: record.role, after: roleAfter },
      );
    }
    emit({
      type: "access.changed",
      workspaceId: scope.membership.workspaceId,
      userIds: [record.userId],
      actorId: actor.userId,
    });
  });
}
