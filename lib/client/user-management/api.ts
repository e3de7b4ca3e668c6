"use client";

// Typed calls of User management (lib/contracts/workspaces.ts, lib/contracts/users.ts): a
// workspace's members, their project and module access and the custom role titles.
import type * as z from "@/lib/zod";
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type { createRole, deleteRole, listRoles, updateRole } from "@/lib/contracts/users";
import type { applyMemberAccess, listMembers, removeMember, updateMember } from "@/lib/contracts/workspaces";
import type { AccessRow } from "@/lib/schemas/access";
import type { MemberListQuery, RoleInput, updateMemberSchema } from "@/lib/schemas/members";

/**
 * PATCH /workspace/{id}/member/{memberId}: `role` ("owner" transfers ownership, alone),
 * `customRoleId` (null clears the title), `accessToAll`, `permissions` (null resets to the role's).
 */
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

/** The member and role reads, cached (lib/client/query). */
export const userManagementQueries = {
  /** One page of the workspace's members, oldest first; `search` filters by name or e-mail. */
  members: (workspaceId: string, query: Partial<MemberListQuery>) =>
    endpointQuery<typeof listMembers>("GET /api/v1/workspace/{workspaceId}/member", {
      params: { workspaceId },
      query,
    }),
  /** The active workspace's custom roles with how many members carry each. */
  roles: () => endpointQuery<typeof listRoles>("GET /api/v1/users/roles", {}),
};

/** Every query of the members list (any workspace, page or search). */
export const MEMBERS_QUERIES = "GET /api/v1/workspace/{workspaceId}/member ";

export const memberApi = {
  /** `memberId` is the member's user id. */
  update: (workspaceId: string, memberId: string, body: UpdateMemberInput) =>
    call<typeof updateMember>("PATCH /api/v1/workspace/{workspaceId}/member/{memberId}", {
      params: { workspaceId, memberId },
      body,
    }),
  /** Removes a member; the caller's own id leaves the workspace. */
  remove: (workspaceId: string, memberId: string) =>
    call<typeof removeMember>("DELETE /api/v1/workspace/{workspaceId}/member/{memberId}", {
      params: { workspaceId, memberId },
    }),
  /** Applies access rows one by one (the active workspace); one result per row, in order. */
  saveAccess: (memberId: string, rows: AccessRow[]) =>
    call<typeof applyMemberAccess>("POST /api/v1/workspace/access/{memberId}", {
      params: { memberId },
      body: rows,
    }),
};

export const roleApi = {
  create: (body: RoleInput) => call<typeof createRole>("POST /api/v1/users/roles", { body }),
  update: (roleId: string, body: RoleInput) =>
    call<typeof updateRole>("PATCH /api/v1/users/roles/{id}", { params: { id: roleId }, body }),
  /** Members keep their role and lose the title. */
  remove: (roleId: string) =>
    call<typeof deleteRole>("DELETE /api/v1/users/roles/{id}", { params: { id: roleId } }),
};
