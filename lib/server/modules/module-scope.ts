import "server-only";
import type { ModuleInfo } from "@/lib/modules/types";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { appletOfTag, resolveModuleAccess, type ModuleAccess } from "@/lib/modules/module-access";
import { moduleDisplayName } from "@/lib/modules/module-name";
import type { RoleValue } from "@/lib/schemas/permissions";
import { memberIdSchema } from "@/lib/schemas/members";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import {
  seesAllProjects,
  seesAllWorkspaceModules,
  seesPublicProjects,
} from "@/lib/server/permissions/project-visibility";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import type { ModuleTag } from "@/modules/kinds";

/** A module the actor may read, where it lives, and what the actor may do in it. */
export interface ModuleScope {
  membership: Membership;
  moduleId: string;
  tag: string;
  /** The name someone gave it; null shows the catalog title (see `name`). */
  customName: string | null;
  /** The name to show: customName, else the catalog title in the request's language. */
  name: string;
  /** The project it is placed on; null for a module of the workspace itself. */
  project: { id: string; name: string; private: boolean } | null;
  private: boolean;
  projectRole: RoleValue | null;
  /** The actor's role in the module (ModuleMember), if they were given one. */
  moduleRole: RoleValue | null;
  access: ModuleAccess;
}

export type ModuleAction = "add" | "edit" | "delete";

type Row = {
  id: string;
  tag: string;
  name: string | null;
  private: boolean;
  projectId: string | null;
  projectName: string | null;
  projectPrivate: boolean | null;
  projectRole: RoleValue | null;
  moduleRole: RoleValue | null;
};

/**
 * The workspace's modules that match `filter` (by id, or by kinds), with their projects and the
 * actor's project and module roles: what resolveModuleAccess decides from. Indexed either way.
 */
function moduleRows(
  membership: Membership,
  filter: { moduleId: string; tag: ModuleTag | null } | { tags: readonly ModuleTag[] },
): Promise<Row[]> {
  const { workspaceId, userId } = membership;
  const where = (alias: "m" | "w") => {
    const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
    if ("tags" in filter) return Prisma.sql`AND ${column("tag")} = ANY(${[...filter.tags]}::text[])`;
    const tag = filter.tag === null ? Prisma.empty : Prisma.sql`AND ${column("tag")} = ${filter.tag}`;
    return Prisma.sql`AND ${column("id")} = ${filter.moduleId} ${tag}`;
  };
  return getDb().$queryRaw<Row[]>`
    SELECT m."id", m."tag", m."name", m."private", p."id" AS "projectId", p."name" AS "projectName",
           p."private" AS "projectPrivate", pa."role"::text AS "projectRole", mm."role"::text AS "moduleRole"
      FROM "ProjectModule" m
      JOIN "Project" p ON p."id" = m."projectId"
      LEFT JOIN "ProjectAccess" pa ON pa."projectId" = p."id" AND pa."userId" = ${userId}
      LEFT JOIN "ModuleMember" mm ON mm."projectModuleId" = m."id" AND mm."userId" = ${userId}
     WHERE p."workspaceId" = ${workspaceId} ${where("m")}
    UNION ALL
    SELECT w."id", w."tag", w."name", false, NULL, NULL, NULL, NULL, mm."role"::text
      FROM "WorkspaceModule" w
      LEFT JOIN "ModuleMember" mm ON mm."workspaceModuleId" = w."id" AND mm."userId" = ${userId}
     WHERE w."workspaceId" = ${workspaceId} ${where("w")}`;
}

/** One indexed statement: the module by id (and kind) in the actor's active workspace. */
async function findModule(
  membership: Membership,
  moduleId: string,
  tag: ModuleTag | null,
): Promise<Row | null> {
  const [row] = await moduleRows(membership, { moduleId, tag });
  return row ?? null;
}

/**
 * The gate for every module of some kinds in the active workspace at once (one statement): the
 * scopes of those the actor may read.
 */
export async function readableModulesOfKinds(
  actor: Actor,
  tags: readonly ModuleTag[],
  locale: Locale = "en",
): Promise<ModuleScope[]> {
  const membership = await activeMembership(actor);
  const rows = await moduleRows(membership, { tags });
  return rows.map((row) => scopeOf(membership, row, locale)).filter((scope) => scope.access.read);
}

/** The scope of a membership and a module row (the rule applied; no query). */
export function scopeOf(membership: Membership, row: Row, locale: Locale): ModuleScope {
  const applet = appletOfTag(row.tag);
  const project =
    row.projectId && row.projectName !== null
      ? { id: row.projectId, name: row.projectName, private: row.projectPrivate === true }
      : null;
  const access = resolveModuleAccess({
    workspaceRole: membership.role,
    accessToAll: membership.accessToAll,
    // A guest sees a project only with a project role, as if every project were private to them.
    project: project && {
      private: project.private || !seesPublicProjects(membership),
      role: row.projectRole,
    },
    // A guest sees a workspace module only as its member, as if it were private to them.
    module: {
      private: row.private || (!project && !seesAllWorkspaceModules(membership)),
      role: row.moduleRole,
    },
    grant: applet
      ? {
          view: membership.can(applet, "view"),
          add: membership.can(applet, "add"),
          edit: membership.can(applet, "edit"),
          delete: membership.can(applet, "delete"),
        }
      : null,
  });
  return {
    membership,
    moduleId: row.id,
    tag: row.tag,
    customName: row.name,
    name: moduleDisplayName(row, (key) => translateMessage(locale, key)),
    project,
    private: row.private,
    projectRole: row.projectRole,
    moduleRole: row.moduleRole,
    access,
  };
}

/**
 * The module gate: every read and write of a module goes through it. Resolves the module by id in
 * the actor's active workspace (`tag`: only a module of that kind; null: any kind). A module of
 * another workspace, of a project the actor cannot see, or private to others is not found (404,
 * revealing nothing); one the actor sees but whose applet they may not view is forbidden (403).
 */
export async function moduleScope(
  actor: Actor,
  rawModuleId: unknown,
  tag: ModuleTag | null,
  locale: Locale = "en",
): Promise<ModuleScope> {
  const moduleId = parseInput(memberIdSchema, rawModuleId);
  const membership = await activeMembership(actor);
  const row = await findModule(membership, moduleId, tag);
  if (!row) throw notFound("errors.moduleNotFound");
  const scope = scopeOf(membership, row, locale);
  if (!scope.access.visible) throw notFound("errors.moduleNotFound");
  if (!scope.access.read) throw forbidden();
  return scope;
}

/**
 * A kind's row keys for its module: `moduleId` (what queries filter on) and the one owner column its
 * rows fill (ProjectModule or WorkspaceModule, so deleting the module deletes them).
 */
/**
 * What a module's own page is told of it (the Content hub's and the Form builder's `GET /{kind}/{id}`):
 * its id, name, project and the caller's rights, `manage` being administration of its members.
 */
export function moduleInfo(scope: ModuleScope): ModuleInfo {
  return {
    id: scope.moduleId,
    name: scope.name,
    project: scope.project && { id: scope.project.id, name: scope.project.name },
    access: {
      read: scope.access.read,
      add: scope.access.add,
      edit: scope.access.edit,
      delete: scope.access.delete,
      manage: scope.access.manageMembers,
    },
  };
}

export function ownerColumns(scope: Pick<ModuleScope, "moduleId" | "project">) {
  return scope.project
    ? { moduleId: scope.moduleId, projectModuleId: scope.moduleId, workspaceModuleId: null }
    : { moduleId: scope.moduleId, projectModuleId: null, workspaceModuleId: scope.moduleId };
}

/** The caller may add, edit or delete in the module (403 otherwise). */
export function assertModuleCan(scope: { access: ModuleAccess }, action: ModuleAction): void {
  if (!scope.access[action]) throw forbidden();
}

export function assertManageModuleMembers(scope: { access: ModuleAccess }): void {
  if (!scope.access.manageMembers) throw forbidden();
}

/**
 * The gate for a whole project grid at once: every module of the project the actor may read, in
 * one statement (the project visible, private modules only for those who see them, applet View).
 */
export async function readableProjectModules(
  actor: Actor,
  rawProjectId: unknown,
  locale: Locale = "en",
): Promise<ModuleScope[]> {
  const projectId = parseInput(memberIdSchema, rawProjectId);
  const membership = await activeMembership(actor);
  const { workspaceId, userId } = membership;
  // The project comes back even without modules (m."id" null), so a hidden or unknown one is a 404.
  const rows = await getDb().$queryRaw<
    (Omit<Row, "id" | "tag" | "private"> & {
      id: string | null;
      tag: string | null;
      private: boolean | null;
    })[]
  >`
    SELECT m."id", m."tag", m."name", m."private", p."id" AS "projectId", p."name" AS "projectName",
           p."private" AS "projectPrivate", pa."role"::text AS "projectRole", mm."role"::text AS "moduleRole"
      FROM "Project" p
      LEFT JOIN "ProjectModule" m ON m."projectId" = p."id"
      LEFT JOIN "ProjectAccess" pa ON pa."projectId" = p."id" AND pa."userId" = ${userId}
      LEFT JOIN "ModuleMember" mm ON mm."projectModuleId" = m."id" AND mm."userId" = ${userId}
     WHERE p."id" = ${projectId} AND p."workspaceId" = ${workspaceId}`;
  const [first] = rows;
  const projectVisible =
    first &&
    (seesAllProjects(membership) ||
      (first.projectPrivate === false && seesPublicProjects(membership)) ||
      first.projectRole !== null);
  if (!projectVisible) throw notFound("errors.projectNotFound");
  return rows
    .flatMap((row) =>
      row.id && row.tag
        ? [scopeOf(membership, { ...row, id: row.id, tag: row.tag, private: row.private === true }, locale)]
        : [],
    )
    .filter((scope) => scope.access.read);
}
