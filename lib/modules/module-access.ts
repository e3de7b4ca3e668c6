import type { Applet, Grant, RoleValue } from "@/lib/schemas/permissions";
import { moduleKind } from "@/modules/kinds";

/**
 * The applet of the permissions matrix (User management > permissions) that governs a module kind,
 * from its manifest. Kinds without a row of their own (time tracker, content hub, files, …) are
 * governed by roles alone.
 */
export function appletOfTag(tag: string): Applet | null {
  return moduleKind(tag)?.applet ?? null;
}

/** What the module gate knows about the actor and one module. */
export interface ModuleAccessInput {
  workspaceRole: RoleValue;
  /** Members with access to all see every project (owners and admins always do). */
  accessToAll: boolean;
  /** The module's project and the actor's role in it; null for a module of the workspace itself. */
  project: { private: boolean; role: RoleValue | null } | null;
  /** The module's privacy and the actor's role in it (ModuleMember). */
  module: { private: boolean; role: RoleValue | null };
  /** The actor's grant on the module's applet (effective: capped by role); null when none governs it. */
  grant: Grant | null;
}

/** What the actor may do in one module. */
export interface ModuleAccess {
  /** The module exists for the actor: otherwise it answers 404, revealing nothing. */
  visible: boolean;
  read: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
  /** add, edit or delete. */
  write: boolean;
  /** Invite, change and remove the module's members (its User management). */
  manageMembers: boolean;
}

const isAdminRole = (role: RoleValue | null) => role === "owner" || role === "admin";
const RANK: Record<RoleValue, number> = { owner: 5, admin: 4, member: 3, viewer: 2, guest: 1 };
const writes = (role: RoleValue) => RANK[role] >= RANK.member;

/**
 * The module gate's rule, the one place module rights are decided:
 * - visible: the project is visible (public, or the actor has a project role, or sees all projects)
 *   and, for a private module, the actor is its member, a project admin or a workspace admin;
 * - read: visible and the applet's View grant;
 * - add / edit / delete: read, a workspace role that writes (member and above), a module role — or,
 *   without one, a project role — that writes (admins of the workspace are never narrowed), and the
 *   applet's grant for that action;
 * - manageMembers: read, a workspace role that writes, and administration of the workspace, the
 *   project or the module.
 */
export function resolveModuleAccess(input: ModuleAccessInput): ModuleAccess {
  const { workspaceRole, project, module, grant } = input;
  const workspaceAdmin = isAdminRole(workspaceRole);
  const projectAdmin = isAdminRole(project?.role ?? null);
  const projectVisible =
    !project || workspaceAdmin || input.accessToAll || !project.private || project.role !== null;
  const moduleVisible = !module.private || workspaceAdmin || projectAdmin || module.role !== null;
  const visible = projectVisible && moduleVisible;
  const read = visible && (grant?.view ?? true);

  const narrowest = module.role ?? project?.role ?? null;
  const roleWrites =
    read && writes(workspaceRole) && (workspaceAdmin || narrowest === null || writes(narrowest));
  const add = roleWrites && (grant?.add ?? true);
  const edit = roleWrites && (grant?.edit ?? true);
  const remove = roleWrites && (grant?.delete ?? true);
  const manageMembers =
    read && writes(workspaceRole) && (workspaceAdmin || projectAdmin || isAdminRole(module.role));
  return { visible, read, add, edit, delete: remove, write: add || edit || remove, manageMembers };
}
