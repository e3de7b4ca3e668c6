"use client";

// Typed calls of User management (lib/contracts/workspaces.ts, lib/contracts/users.ts): a
// workspace's members, their project and module access and the custom role titles.
import type * as z from "@/lib/zod";
import { call } from "@/lib/client/api";
import { createRole, deleteRole, listRoles, updateRole } from "@/lib/contracts/users";
import { applyMemberAccess, listMembers, removeMember, updateMember } from "@/lib/contracts/workspaces";
import type { AccessRow } from "@/lib/schemas/access";
import type { MemberListQuery, RoleInput, updateMemberSchema } from "@/lib/schemas/members";

/**
 * PATCH /workspace/{id}/member/{memberId}: `role` ("owner" transfers ownership, alone),
 * `customRoleId` (null clears the title), `accessToAll`, `permissions` (null resets to the role's).
 */
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

export const memberApi = {
  /** One page of the workspace's members, oldest first; `search` filters by name or e-mail. */
  list: (workspaceId: string, query: Partial<MemberListQuery>, signal?: AbortSignal) =>
    call(listMembers, { params: { workspaceId }, query }, { signal }),
  /** `memberId` is the member's user id. */
  update: (workspaceId: string, memberId: string, body: UpdateMemberInput) =>
    call(updateMember, { params: { workspaceId, memberId }, body }),
  /** Removes a member; the caller's own id leaves the workspace. */
  remove: (workspaceId: string, memberId: string) =>
    call(removeMember, { params: { workspaceId, memberId } }),
  /** Applies access rows one by one (the active workspace); one result per row, in order. */
  saveAccess: (memberId: string, rows: AccessRow[]) =>
    call(applyMemberAccess, { params: { memberId }, body: rows }),
};

export const roleApi = {
  /** The active workspace's custom roles with how many members carry each. */
  list: (signal?: AbortSignal) => call(listRoles, {}, { signal }),
  create: (body: RoleInput) => call(createRole, { body }),
  update: (roleId: string, body: RoleInput) => call(updateRole, { params: { id: roleId }, body }),
  /** Members keep their role and lose the title. */
  remove: (roleId: string) => call(deleteRole, { params: { id: roleId } }),
};
