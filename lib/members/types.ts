// Workspace member data shapes (User management), shared by the services, the route handlers and the
// client.
import type { Permissions, RoleValue } from "@/lib/schemas/permissions";

/** A workspace member as the API shows it (spec §3: member{id, email, name}, role, owner, createdAt). */
export interface MemberRow {
  /** The membership row's id; the API's {memberId} is `member.id`, the user's id. */
  id: string;
  member: { id: string; email: string; name: string };
  role: RoleValue;
  owner: boolean;
  accessToAll: boolean;
  customRole: { id: string; title: string } | null;
  createdAt: string;
}

/** A page of a workspace's members with the filtered total. */
export interface MemberPage {
  data: MemberRow[];
  total: number;
  page: number;
  limit: number;
}

export interface MemberDetail extends MemberRow {
  /** The effective View/Add/Edit/Delete grants (the saved matrix capped by the role, else its defaults). */
  permissions: Permissions;
  /** True when a matrix is saved; false when the role's defaults apply. */
  customPermissions: boolean;
  /** Whether the caller may change this member's permissions matrix. */
  permissionsEditable: boolean;
  /** Whether the caller may change this member's project and module access (the access tree). */
  accessEditable: boolean;
}

/** What the caller may do in User management of the active workspace (the screens' switches). */
export interface ManagementGrants {
  workspaceId: string;
  userId: string;
  role: RoleValue;
  isOwner: boolean;
  view: boolean;
  add: boolean;
  edit: boolean;
  delete: boolean;
}
