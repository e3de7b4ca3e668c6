// Who may change whom in User management: pure rules shared by the member and access services
// (and unit-tested). Each returns the error to throw, or null when the change is allowed.
import "server-only";
import { APPLETS, PERMISSION_ACTIONS, type Permissions, type RoleValue } from "@/lib/schemas/permissions";
import { AppError, badRequest, forbidden } from "@/lib/server/errors";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import type { Membership } from "@/lib/server/permissions/workspace-member";

type Acting = Pick<Membership, "userId" | "role" | "isOwner" | "can">;
interface Target {
  userId: string;
  role: RoleValue;
}

const isOwnerRow = (target: Target) => target.role === "owner";

/**
 * A role change (not a transfer): needs userManagement.edit; never the owner's role nor one's own;
 * only the owner makes or unmakes admins.
 */
export function roleChangeDenial(actor: Acting, target: Target, role: RoleValue): AppError | null {
  if (!actor.can("userManagement", "edit")) return forbidden();
  if (isOwnerRow(target)) return forbidden("errors.ownerRoleFixed");
  if (target.userId === actor.userId) return forbidden("errors.ownRoleChange");
  if ((role === "admin" || target.role === "admin") && !actor.isOwner)
    return forbidden("errors.adminsByOwnerOnly");
  return null;
}

/** Ownership moves only from the owner, to another member. */
export function transferDenial(actor: Acting, target: Target): AppError | null {
  if (!actor.isOwner) return forbidden("errors.ownerOnly");
  if (target.userId === actor.userId) return badRequest("errors.transferToSelf");
  return null;
}

/** Removing a member (userManagement.delete) or leaving (oneself); the owner does neither. */
export function removalDenial(actor: Acting, target: Target): AppError | null {
  if (isOwnerRow(target))
    return forbidden(
      target.userId === actor.userId ? "errors.ownerCannotLeave" : "errors.ownerCannotBeRemoved",
    );
  if (target.userId === actor.userId) return null;
  if (!actor.can("userManagement", "delete")) return forbidden();
  if (target.role === "admin" && !actor.isOwner) return forbidden("errors.adminsByOwnerOnly");
  return null;
}

/**
 * Permissions, access tree and the access-to-all switch of another member: userManagement.edit,
 * never oneself (no self-promotion), never the owner, and admins only by the owner.
 */
export function manageDenial(actor: Acting, target: Target): AppError | null {
  if (!actor.can("userManagement", "edit")) return forbidden();
  if (isOwnerRow(target)) return forbidden("errors.ownerAccessFixed");
  if (target.userId === actor.userId) return forbidden("errors.ownAccessChange");
  if (target.role === "admin" && !actor.isOwner) return forbidden("errors.adminsByOwnerOnly");
  return null;
}

/** A custom title: any editor for others; the owner's title only by the owner. */
export function customRoleDenial(actor: Acting, target: Target): AppError | null {
  if (!actor.can("userManagement", "edit")) return forbidden();
  if (isOwnerRow(target) && !actor.isOwner) return forbidden("errors.ownerRoleFixed");
  return null;
}

/**
 * A saved matrix for `role`: owners and admins always have everything (nothing to save); a write
 * grant implies view; an editor who is not an admin cannot grant what they do not have themselves.
 */
export function matrixDenial(actor: Acting, role: RoleValue, matrix: Permissions): AppError | null {
  if (managesWorkspace(role)) return badRequest("errors.permissionsFixedForAdmins");
  if (managesWorkspace(actor.role)) return null;
  for (const applet of APPLETS)
    for (const action of PERMISSION_ACTIONS)
      if (matrix[applet][action] && !actor.can(applet, action))
        return forbidden("errors.permissionsBeyondOwn");
  return null;
}

/**
 * The matrix as saved: every write grant brings view with it (never "edit but not see"), and
 * viewers and guests keep no write grants, which they could never use.
 */
export function normalizeMatrix(matrix: Permissions, role: RoleValue): Permissions {
  const writes = canWrite(role);
  return Object.fromEntries(
    APPLETS.map((applet) => {
      const { view, add, edit, delete: remove } = matrix[applet];
      return writes
        ? [applet, { view: view || add || edit || remove, add, edit, delete: remove }]
        : [applet, { view, add: false, edit: false, delete: false }];
    }),
  ) as Permissions;
}

/** accessToAll belongs to admins (spec §6): anyone else is refused. */
export function accessToAllDenial(role: RoleValue, accessToAll: boolean): AppError | null {
  if (accessToAll && role !== "admin") return badRequest("errors.accessToAllAdminsOnly");
  return null;
}
