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

/** A module the access rule (suite_visible_modules) shows the actor, with what the gate reads. */
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
  /** The permissions matrix lets the actor view the module's kind. */
  readable: boolean;
};

/**
 * The columns of Row from the access rule's row `vm` (suite_visible_modules), its project `p` and
 * its module row `pm` or `wmod`.
 */
const rowColumns = Prisma.sql`vm."id", vm."tag", COALESCE(pm."name", wmod."name") AS "name", vm."private",
       p."id" AS "projectId", p."name" AS "projectName", p."private" AS "projectPrivate",
       vm."project_role"::text AS "projectRole", vm."module_role"::text AS "moduleRole", vm."readable"`;

/**
 * The workspace's modules that match `filter` (by id, or by kinds) that the actor sees, with their
 * projects and the actor's project and module roles: the access rule (suite_visible_modules) in one
 * indexed statement. A module it does not return is not visible to the actor.
 */
function moduleRows(
  membership: Membership,
  filter: { moduleId: string; tag: ModuleTag | null } | { tags: readonly ModuleTag[] },
): Promise<Row[]> {
  const { workspaceId, userId } = membership;
  const where =
    "tags" in filter
      ? Prisma.sql`vm."tag" = ANY(${[...filter.tags]}::text[])`
      : filter.tag === null
        ? Prisma.sql`vm."id" = ${filter.moduleId}`
        : Prisma.sql`vm."id" = ${filter.moduleId} AND vm."tag" = ${filter.tag}`;
  // An API token limited to some projects sees only their modules.
  const limit = membership.projectLimit
    ? Prisma.sql` AND vm."project_id" = ANY(${[...membership.projectLimit]}::text[])`
    : Prisma.empty;
  return getDb().$queryRaw<Row[]>`
    SELECT ${rowColumns}
      FROM suite_visible_modules(${userId}, ${workspaceId}) vm
      LEFT JOIN "Project" p ON p."id" = vm."project_id"
      LEFT JOIN "ProjectModule" pm ON pm."id" = vm."id" AND vm."project_id" IS NOT NULL
      LEFT JOIN "WorkspaceModule" wmod ON wmod."id" = vm."id" AND vm."project_id" IS NULL
     WHERE ${where}${limit}`;
}

/** One indexed statement: the module by id (and kind) in the actor's active workspace, if visible. */
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
  return readableModulesFor(await activeMembership(actor), tags, locale);
}

/** readableModulesOfKinds for a membership the caller has already found. */
export async function readableModulesFor(
  membership: Membership,
  tags: readonly ModuleTag[],
  locale: Locale = "en",
): Promise<ModuleScope[]> {
  const rows = await moduleRows(membership, { tags });
  return rows.map((row) => scopeOf(membership, row, locale)).filter((scope) => scope.access.read);
}

/** The scope of a membership and a module row the access rule returned (no query). */
export function scopeOf(membership: Membership, row: Row, locale: Locale): ModuleScope {
  const applet = appletOfTag(row.tag);
  const project =
    row.projectId && row.projectName !== null
      ? { id: row.projectId, name: row.projectName, private: row.projectPrivate === true }
      : null;
  const access = resolveModuleAccess({
    workspaceRole: membership.role,
    visible: true,
    readable: row.readable,
    projectRole: row.projectRole,
    moduleRole: row.moduleRole,
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
  // The project comes back even without visible modules (vm."id" null), so a hidden or unknown one is a 404.
  const rows = await getDb().$queryRaw<
    (Omit<Row, "id" | "tag"> & { id: string | null; tag: string | null })[]
  >`
    SELECT ${rowColumns}
      FROM suite_visible_projects(${userId}, ${workspaceId}) vp
      JOIN "Project" p ON p."id" = vp."id"
      LEFT JOIN suite_visible_modules(${userId}, ${workspaceId}) vm ON vm."project_id" = vp."id"
      LEFT JOIN "ProjectModule" pm ON pm."id" = vm."id"
      LEFT JOIN "WorkspaceModule" wmod ON false -- rowColumns' name of a workspace module: none here
     WHERE vp."id" = ${projectId}`;
  if (rows.length === 0) throw notFound("errors.projectNotFound");
  return rows
    .flatMap((row) =>
      row.id && row.tag ? [scopeOf(membership, { ...row, id: row.id, tag: row.tag }, locale)] : [],
    )
    .filter((scope) => scope.access.read);
}
