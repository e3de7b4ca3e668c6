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
  /**
   * The access rule's answer (the SQL function suite_visible_modules, the one place visibility is
   * written): the module exists for the actor, and the permissions matrix lets them view its kind.
   */
  visible: boolean;
  readable: boolean;
  /** The actor's role in the module's project (ProjectAccess); null for none or a workspace module. */
  projectRole: RoleValue | null;
  /** The actor's role in the module (ModuleMember). */
  moduleRole: RoleValue | null;
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
 * The module gate's rights, from the access rule's answer (visible, readable: see ModuleAccessInput):
 * - read: visible and readable;
 * - add / edit / delete: read, a workspace role that writes (member and above), a module role — or,
 *   without one, a project role — that writes (admins of the workspace are never narrowed), and the
 *   applet's grant for that action;
 * - manageMembers: read, a workspace role that writes, and administration of the workspace, the
 *   project or the module.
 */
export function resolveModuleAccess(input: ModuleAccessInput): ModuleAccess {
  const { workspaceRole, projectRole, moduleRole, grant } = input;
  const workspaceAdmin = isAdminRole(workspaceRole);
  const visible = input.visible;
  const read = visible && input.readable;
  const narrowest = moduleRole ?? projectRole;
  const roleWrites =
    read && writes(workspaceRole) && (workspaceAdmin || narrowest === null || writes(narrowest));
  const add = roleWrites && (grant?.add ?? true);
  const edit = roleWrites && (grant?.edit ?? true);
  const remove = roleWrites && (grant?.delete ?? true);
  const manageMembers =
    read && writes(workspaceRole) && (workspaceAdmin || isAdminRole(projectRole) || isAdminRole(moduleRole));
  return { visible, read, add, edit, delete: remove, write: add || edit || remove, manageMembers };
}
