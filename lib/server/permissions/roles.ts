import "server-only";
import type { Applet, Grant, Permissions, RoleValue } from "@/lib/schemas/permissions";
import { APPLETS } from "@/lib/schemas/permissions";

const RANK: Record<RoleValue, number> = { owner: 5, admin: 4, member: 3, viewer: 2, guest: 1 };

/** True when `role` is `min` or above (owner > admin > member > viewer > guest). */
export function atLeast(role: RoleValue, min: RoleValue): boolean {
  return RANK[role] >= RANK[min];
}

/** Owners and admins manage the workspace. */
export const managesWorkspace = (role: RoleValue) => atLeast(role, "admin");

/** Viewers and guests never write, whatever their saved grants say. */
export const canWrite = (role: RoleValue) => atLeast(role, "member");

const all: Grant = { view: true, add: true, edit: true, delete: true };
const viewOnly: Grant = { view: true, add: false, edit: false, delete: false };

function grants(make: (applet: Applet) => Grant): Permissions {
  return Object.fromEntries(APPLETS.map((applet) => [applet, make(applet)])) as Permissions;
}

const none: Grant = { view: false, add: false, edit: false, delete: false };

/**
 * What a role may do when no matrix was saved for the member. Guests see only what they were given
 * (the access tree decides which projects and modules), so not the workspace's people.
 */
export function defaultPermissions(role: RoleValue): Permissions {
  if (managesWorkspace(role)) return grants(() => all);
  if (role === "member") return grants((applet) => (applet === "userManagement" ? viewOnly : all));
  if (role === "guest") return grants((applet) => (applet === "userManagement" ? none : viewOnly));
  return grants(() => viewOnly);
}

/**
 * The member's effective grants: the saved matrix (else the role's defaults), capped by the role:
 * owners and admins can do everything, viewers and guests can only view.
 */
export function effectivePermissions(role: RoleValue, saved: Permissions | null): Permissions {
  if (managesWorkspace(role)) return defaultPermissions(role);
  const base = saved ?? defaultPermissions(role);
  if (canWrite(role)) return base;
  return grants((applet) => ({ ...viewOnly, view: base[applet].view }));
}
