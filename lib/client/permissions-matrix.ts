// The permissions modal's matrix rules (View/Add/Edit/Delete per applet, the All Applets row), pure
// and unit-tested; the server applies the same implications when it saves (member-rules.ts).
import {
  APPLETS,
  PERMISSION_ACTIONS,
  type Applet,
  type PermissionAction,
  type Permissions,
  type RoleValue,
} from "@/lib/schemas/permissions";

const WRITES: PermissionAction[] = ["add", "edit", "delete"];

/** Cells the role fixes: everything for owners and admins, the write grants for viewers and guests. */
export function lockedActions(role: RoleValue): Set<PermissionAction> {
  if (role === "owner" || role === "admin") return new Set(PERMISSION_ACTIONS);
  if (role === "viewer" || role === "guest") return new Set(WRITES);
  return new Set();
}

function setCell(
  matrix: Permissions,
  applet: Applet,
  action: PermissionAction,
  value: boolean,
  locked: Set<PermissionAction>,
): Permissions {
  if (locked.has(action)) return matrix;
  const grant = { ...matrix[applet], [action]: value };
  // A write grant needs view; taking view away takes the writes with it.
  if (value && action !== "view" && !locked.has("view")) grant.view = true;
  if (!value && action === "view") for (const write of WRITES) if (!locked.has(write)) grant[write] = false;
  return { ...matrix, [applet]: grant };
}

export function toggleCell(
  matrix: Permissions,
  applet: Applet,
  action: PermissionAction,
  value: boolean,
  locked: Set<PermissionAction> = new Set(),
): Permissions {
  return setCell(matrix, applet, action, value, locked);
}

/** The All Applets row: one action for every applet at once. */
export function toggleColumn(
  matrix: Permissions,
  action: PermissionAction,
  value: boolean,
  locked: Set<PermissionAction> = new Set(),
): Permissions {
  return APPLETS.reduce((next, applet) => setCell(next, applet, action, value, locked), matrix);
}

/** The All Applets checkbox of a column: ticked when every applet has it, indeterminate when some do. */
export function columnState(
  matrix: Permissions,
  action: PermissionAction,
): { checked: boolean; indeterminate: boolean } {
  const count = APPLETS.filter((applet) => matrix[applet][action]).length;
  return { checked: count === APPLETS.length, indeterminate: count > 0 && count < APPLETS.length };
}

export function sameMatrix(a: Permissions, b: Permissions): boolean {
  return APPLETS.every((applet) =>
    PERMISSION_ACTIONS.every((action) => a[applet][action] === b[applet][action]),
  );
}
