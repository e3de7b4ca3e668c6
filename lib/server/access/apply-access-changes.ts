import "server-only";
import {
  accessParamsSchema,
  accessPayloadSchema,
  type AccessRowResult,
  type ParsedAccessRow,
} from "@/lib/schemas/access";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RoleValue } from "@/lib/schemas/permissions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, notFound } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { visibleProjectIds } from "@/lib/server/permissions/project-visibility";
import { canWrite } from "@/lib/server/permissions/roles";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { findMember } from "@/lib/server/members/find-member";
import { manageDenial } from "@/lib/server/members/member-rules";

interface Scope {
  workspaceId: string;
  userId: string;
  memberRole: RoleValue;
  /** Project ids named by the payload that the caller sees (of this workspace). */
  projects: Set<string>;
  /** Module id → its project, for modules named by the payload that the caller sees. */
  modules: Map<string, string>;
  /** The caller: a project's removal touches only the modules the caller sees (the access rule). */
  caller: { userId: string; workspaceId: string };
}

/** Viewers and guests never write, so a project or module can make them at most a viewer. */
function assertRoleFits(scope: Scope, role: RoleValue): void {
  if (!canWrite(scope.memberRole) && canWrite(role)) throw badRequest("errors.accessRoleTooHigh");
}

/**
 * One row in its own transaction, with its event: the member's open sockets are checked again (a
 * narrowed role leaves the rooms it no longer reads).
 */
async function applyRow(scope: Scope, row: ParsedAccessRow, actorId: string): Promise<void> {
  await withEvents(async (tx, emit) => {
    await applyRowIn(tx, scope, row);
    emit({ type: "access.changed", workspaceId: scope.workspaceId, userIds: [scope.userId], actorId });
  });
}

async function applyRowIn(db: Prisma.TransactionClient, scope: Scope, row: ParsedAccessRow): Promise<void> {
  const { userId, workspaceId } = scope;
  if (row.type === "project") {
    if (!scope.projects.has(row.owner)) throw notFound("errors.accessProjectNotFound");
    const projectId = row.owner;
    if (row.action === "remove") {
      // Removing a project removes its modules too (spec §4 "Access tree"), those the caller sees.
      const seen = await db.$queryRaw<{ id: string }[]>`
        SELECT vm."id" FROM suite_visible_modules(${scope.caller.userId}, ${workspaceId}) vm
         WHERE vm."project_id" = ${projectId}`;
      await db.moduleMember.deleteMany({
        where: { userId, workspaceId, projectModuleId: { in: seen.map((module) => module.id) } },
      });
      await db.projectAccess.deleteMany({ where: { userId, projectId, project: { workspaceId } } });
      return;
    }
    const role = row.role!;
    assertRoleFits(scope, role);
    await db.projectAccess.upsert({
      where: { projectId_userId: { projectId, userId } },
      create: { id: newId(), projectId, userId, role },
      update: { role },
    });
    return;
  }
  const projectId = scope.modules.get(row.owner);
  if (!projectId) throw notFound("errors.accessModuleNotFound");
  if (row.parentOwner && row.parentOwner !== projectId) throw badRequest("errors.accessParentMismatch");
  const moduleId = row.owner;
  if (row.action === "remove") {
    await db.moduleMember.deleteMany({ where: { userId, workspaceId, projectModuleId: moduleId } });
    return;
  }
  const role = row.role!;
  assertRoleFits(scope, role);
  // The same rows every module's User management edits (ModuleMember).
  await db.moduleMember.upsert({
    where: { projectModuleId_userId: { projectModuleId: moduleId, userId } },
    create: { id: newId(), workspaceId, projectModuleId: moduleId, userId, role },
    update: { role },
  });
}

/**
 * POST /workspace/access/{memberId}: applies the access tree's rows one by one, in order, each on
 * its own, and reports each row's outcome (messages are keys) so the modal can mark and retry the
 * failed ones. Projects and modules of another workspace, and those the caller cannot see (hidden
 * projects, private modules: project-visibility.ts), fail alike as not found, so a row reveals
 * nothing and an editor grants nothing beyond what they see.
 */
export async function applyAccessChanges(
  actor: Actor,
  raw: { memberId?: unknown; body?: unknown },
): Promise<AccessRowResult[]> {
  const { memberId } = parseInput(accessParamsSchema, raw);
  const rows = parseInput(accessPayloadSchema, raw.body);
  const membership = await activeMembership(actor);
  const { workspaceId } = membership;
  const target = await findMember(workspaceId, memberId);
  const denial = manageDenial(membership, target);
  if (denial) throw denial;

  // Which named projects and modules of this workspace the caller sees: two queries for the payload.
  const db = getDb();
  const projectIds = [...new Set(rows.filter((r) => r.type === "project").map((r) => r.owner))];
  const moduleIds = [...new Set(rows.filter((r) => r.type === "module").map((r) => r.owner))];
  const [projects, modules] = await Promise.all([
    projectIds.length ? visibleProjectIds(membership, projectIds) : [],
    moduleIds.length
      ? db.$queryRaw<{ id: string; projectId: string }[]>`
          SELECT vm."id", vm."project_id" AS "projectId"
            FROM suite_visible_modules(${membership.userId}, ${workspaceId}) vm
           WHERE vm."id" = ANY(${moduleIds}) AND vm."project_id" IS NOT NULL`
      : [],
  ]);
  const scope: Scope = {
    workspaceId,
    userId: target.userId,
    memberRole: target.role,
    projects: new Set(projects),
    modules: new Map(modules.map((m) => [m.id, m.projectId])),
    caller: membership,
  };

  const results: AccessRowResult[] = [];
  for (const row of rows) {
    try {
      await applyRow(scope, row, actor.userId);
      results.push({ type: row.type, owner: row.owner, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) {
        logger.error(
          `[access] row ${row.type} ${row.owner}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const message = error instanceof AppError ? error.message : "errors.accessRowFailed";
      results.push({ type: row.type, owner: row.owner, ok: false, message });
    }
  }
  return results;
}
