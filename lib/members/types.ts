// Workspace member data shapes (User management), shared by the services, the route handlers and the
// client, as the schemas of the answers (lib/contracts/workspaces.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";
import { permissionsSchema, ROLES, type RoleValue } from "@/lib/schemas/permissions";

/** A workspace member as the API shows it (spec §3: member{id, email, name}, role, owner, createdAt). */
export const memberRowSchema = z.object({
  /** The membership row's id; the API's {memberId} is `member.id`, the user's id. */
  id: z.string(),
  member: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  role: z.enum(ROLES),
  owner: z.boolean(),
  accessToAll: z.boolean(),
  customRole: z.nullable(z.object({ id: z.string(), title: z.string() })),
  createdAt: isoDate,
});
export type MemberRow = z.output<typeof memberRowSchema>;

/**
 * A page of a workspace's members with the filtered total (numbered pages: the members table shows
 * the total and jumps to a page, which keyset cursors cannot).
 */
export const memberPageSchema = z.object({
  data: z.array(memberRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type MemberPage = z.output<typeof memberPageSchema>;

export const memberDetailSchema = z.extend(memberRowSchema, {
  /** The effective View/Add/Edit/Delete grants (the saved matrix capped by the role, else its defaults). */
  permissions: permissionsSchema,
  /** True when a matrix is saved; false when the role's defaults apply. */
  customPermissions: z.boolean(),
  /** Whether the caller may change this member's permissions matrix. */
  permissionsEditable: z.boolean(),
  /** Whether the caller may change this member's project and module access (the access tree). */
  accessEditable: z.boolean(),
});
export type MemberDetail = z.output<typeof memberDetailSchema>;

/** DELETE /workspace/{id}/member/{memberId}: `left` when the caller removed themselves. */
export const memberRemovedSchema = z.object({ removed: z.literal(true), left: z.boolean() });
export type MemberRemoved = z.output<typeof memberRemovedSchema>;

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
