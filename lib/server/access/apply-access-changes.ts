import "server-only";
import {
  accessParamsSchema,
  accessPayloadSchema,
  type AccessRowResult,
  type ParsedAccessRow,
} from "@/lib/schemas/access";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RoleValue } from "@/lib/schemas/permissions";
import { recordAudit } from "@/lib/server/audit/record";
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
async function applyRow(scope: Scope, row: ParsedAccessRow, actorId: string): Promise<string[]> {
  return withEvents(async (tx, emit) => {
    const removedModules = await applyRowIn(tx, scope, row);
    emit({ type: "access.changed", workspaceId: scope.workspaceId, userIds: [scope.userId], actorId });
    return removedModules;
  });
}

/** Applies one row; a project's removal answers the ids of the modules it took the member off. */
async function applyRowIn(
  db: Prisma.TransactionClient,
  scope: Scope,
  row: ParsedAccessRow,
): Promise<string[]> {
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
      return seen.map((module) => module.id);
    }
    const role = row.role!;
    assertRoleFits(scope, role);
    await db.projectAccess.upsert({
      where: { projectId_userId: { projectId, userId } },
      create: { id: newId(), projectId, userId, role },
      update: { role },
    });
    return [];
  }
  const projectId = scope.modules.get(row.owner);
  if (!projectId) throw notFound("errors.accessModuleNotFound");
  if (row.parentOwner && row.parentOwner !== projectId) throw badRequest("errors.accessParentMismatch");
  const moduleId = row.owner;
  if (row.action === "remove") {
    await db.moduleMember.deleteMany({ where: { userId, workspaceId, projectModuleId: moduleId } });
    return [];
  }
  const role = row.role!;
  assertRoleFits(scope, role);
  // The same rows every module's User management edits (ModuleMember).
  await db.moduleMember.upsert({
    where: { projectModuleId_userId: { projectModuleId: moduleId, userId } },
    create: { id: newId(), workspaceId, projectModuleId: moduleId, userId, role },
    update: { role },
  });
  return [];
}

/** What the access tree grants a member: project id → role, module id → role (null: nothing). */
interface Grants {
  projects: Map<string, RoleValue | null>;
  modules: Map<string, RoleValue | null>;
}

/**
 * The member's current roles on the payload's projects and modules, and on the modules of the
 * projects it removes (their removal takes those too): what the audit entry compares against.
 */
async function grantsBefore(
  workspaceId: string,
  userId: string,
  rows: ParsedAccessRow[],
  projectIds: string[],
  moduleIds: string[],
): Promise<Grants> {
  const db = getDb();
  const removedProjects = [
    ...new Set(rows.filter((r) => r.type === "project" && r.action === "remove").map((r) => r.owner)),
  ];
  const [projects, modules] = await Promise.all([
    projectIds.length
      ? db.projectAccess.findMany({
          where: { userId, projectId: { in: projectIds }, project: { workspaceId } },
          select: { projectId: true, role: true },
        })
      : [],
    moduleIds.length || removedProjects.length
      ? db.moduleMember.findMany({
          where: {
            userId,
            workspaceId,
            OR: [
              ...(moduleIds.length ? [{ projectModuleId: { in: moduleIds } }] : []),
              ...(removedProjects.length ? [{ projectModule: { projectId: { in: removedProjects } } }] : []),
            ],
          },
          select: { projectModuleId: true, role: true },
        })
      : [],
  ]);
  return {
    projects: new Map(projects.map((p) => [p.projectId, p.role])),
    modules: new Map(
      modules.flatMap((m) => (m.projectModuleId ? [[m.projectModuleId, m.role] as const] : [])),
    ),
  };
}

/** The grants after the applied rows, from the grants before (rows that failed change nothing). */
function applyToGrants(grants: Grants, row: ParsedAccessRow, removedModules: string[]): void {
  const role = row.action === "remove" ? null : row.role!;
  if (row.type === "project") grants.projects.set(row.owner, role);
  else grants.modules.set(row.owner, role);
  for (const moduleId of removedModules) grants.modules.set(moduleId, null);
}

/** The projects and modules whose role changed, as {before, after} of those only, or null if none. */
function grantChanges(before: Grants, after: Grants) {
  type Side = Partial<Record<keyof Grants, Record<string, RoleValue | null>>>;
  const sides: { before: Side; after: Side } = { before: {}, after: {} };
  for (const kind of ["projects", "modules"] as const) {
    const ids = [...after[kind].keys()].filter(
      (id) => (before[kind].get(id) ?? null) !== after[kind].get(id),
    );
    if (ids.length === 0) continue;
    sides.before[kind] = Object.fromEntries(ids.map((id) => [id, before[kind].get(id) ?? null]));
    sides.after[kind] = Object.fromEntries(ids.map((id) => [id, after[kind].get(id) ?? null]));
  }
  return Object.keys(sides.after).length > 0 ? sides : null;
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
  const [projects, modules, before] = await Promise.all([
    projectIds.length ? visibleProjectIds(membership, projectIds) : [],
    moduleIds.length
      ? db.$queryRaw<{ id: string; projectId: string }[]>`
          SELECT vm."id", vm."project_id" AS "projectId"
            FROM suite_visible_modules(${membership.userId}, ${workspaceId}) vm
           WHERE vm."id" = ANY(${moduleIds}) AND vm."project_id" IS NOT NULL`
      : [],
    grantsBefore(workspaceId, target.userId, rows, projectIds, moduleIds),
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
  const after: Grants = { projects: new Map(before.projects), modules: new Map(before.modules) };
  for (const row of rows) {
    try {
      const removedModules = await applyRow(scope, row, actor.userId);
      applyToGrants(after, row, removedModules);
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

  // One entry for the whole save, after the rows (each committed on its own): the roles it changed.
  // The rows stay applied whatever happens here, so a failed entry is logged, not answered as theirs.
  const changed = grantChanges(before, after);
  if (changed) {
    try {
      const user = await db.user.findUnique({ where: { id: target.userId }, select: { name: true } });
      await recordAudit({
        workspaceId,
        actorId: actor.userId,
        action: "access.changed",
        target: { type: "member", id: target.userId, label: user?.name ?? null },
        ...changed,
      });
    } catch (error) {
      logger.error(`[access] audit entry: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return results;
}
