"use client";

// Typed calls of User management: a workspace's members (/workspace/{id}/member), their project and
// module access (/workspace/access/{memberId}) and the custom role titles (/users/roles).
import type * as z from "@/lib/zod";
import { api } from "@/lib/client/api";
import type { AccessRow, AccessRowResult } from "@/lib/schemas/access";
import type { MemberListQuery, RoleInput, updateMemberSchema } from "@/lib/schemas/members";
import type { MemberDetail, MemberPage } from "@/lib/members/types";
import type { RoleRow } from "@/lib/roles/types";

/**
 * PATCH /workspace/{id}/member/{memberId}: `role` ("owner" transfers ownership, alone),
 * `customRoleId` (null clears the title), `accessToAll`, `permissions` (null resets to the role's).
 */
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

const members = (workspaceId: string) => `/workspace/${workspaceId}/member`;

export const memberApi = {
  /** One page of the workspace's members, oldest first; `search` filters by name or e-mail. */
  list: (workspaceId: string, query: Partial<MemberListQuery>, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (query.page !== undefined) params.set("page", String(query.page));
    if (query.limit !== undefined) params.set("limit", String(query.limit));
    if (query.search) params.set("search", query.search);
    return api<MemberPage>(`${members(workspaceId)}?${params}`, { signal });
  },
  /** `memberId` is the member's user id. */
  update: (workspaceId: string, memberId: string, body: UpdateMemberInput) =>
    api<MemberDetail>(`${members(workspaceId)}/${memberId}`, { method: "PATCH", body }),
  /** Removes a member; the caller's own id leaves the workspace. */
  remove: (workspaceId: string, memberId: string) =>
    api<{ removed: true; left: boolean }>(`${members(workspaceId)}/${memberId}`, { method: "DELETE" }),
  /** Applies access rows one by one (the active workspace); one result per row, in order. */
  saveAccess: (memberId: string, rows: AccessRow[]) =>
    api<AccessRowResult[]>(`/workspace/access/${memberId}`, { body: rows }),
};

export const roleApi = {
  /** The active workspace's custom roles with how many members carry each. */
  list: (signal?: AbortSignal) => api<RoleRow[]>("/users/roles", { signal }),
  create: (body: RoleInput) => api<RoleRow>("/users/roles", { body }),
  update: (roleId: string, body: RoleInput) =>
    api<RoleRow>(`/users/roles/${roleId}`, { method: "PATCH", body }),
  /** Members keep their role and lose the title. */
  remove: (roleId: string) => api<{ deleted: true }>(`/users/roles/${roleId}`, { method: "DELETE" }),
};
