// What the caller may do to a row, to enable or hide controls. A display mirror of the server's
// rules (lib/server/members/member-rules.ts), which decide.
import type { RoleValue } from "@/lib/schemas/permissions";
import type { Grants } from "./management-context";

interface Row {
  userId: string;
  role: RoleValue;
}

const self = (grants: Grants, row: Row) => grants.userId === row.userId;

/** May change the row's role at all (the admin option needs the owner: see `canAssignAdmin`). */
export function canChangeRole(grants: Grants, row: Row): boolean {
  if (!grants.edit || row.role === "owner" || self(grants, row)) return false;
  return row.role !== "admin" || grants.isOwner;
}

export const canAssignAdmin = (grants: Grants) => grants.isOwner;

export function canSetCustomRole(grants: Grants, row: Row): boolean {
  return grants.edit && (row.role !== "owner" || grants.isOwner);
}

export function canRemove(grants: Grants, row: Row): boolean {
  if (row.role === "owner") return false;
  if (self(grants, row)) return true;
  return grants.delete && (row.role !== "admin" || grants.isOwner);
}

export function canTransfer(grants: Grants, row: Row): boolean {
  return grants.isOwner && !self(grants, row);
}

/** Permissions and access of another member (owners have no Manage access button at all). */
export function canManage(grants: Grants, row: Row): boolean {
  if (!grants.edit || row.role === "owner" || self(grants, row)) return false;
  return row.role !== "admin" || grants.isOwner;
}
