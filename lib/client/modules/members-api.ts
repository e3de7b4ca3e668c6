import { api } from "@/lib/client/api";
import type { ModuleMember, ModuleMemberInviteResult } from "@/lib/modules/types";
import type { InviteModuleMemberInput } from "@/lib/schemas/module-members";
import type { RoleValue } from "@/lib/schemas/permissions";

/**
 * The members family of one module (/api/v1/{segment}/{id}/member), the same for every kind:
 * `segment` is the kind's route segment (task-management, time-tracker, content-hub, form-builder).
 */
export function moduleMembersApi(segment: string, moduleId: string) {
  const base = `/${segment}/${moduleId}/member`;
  return {
    list: () => api<{ data: ModuleMember[] }>(base),
    invite: (body: InviteModuleMemberInput) => api<ModuleMemberInviteResult>(base, { body }),
    update: (memberId: string, role: RoleValue) =>
      api<ModuleMember>(`${base}/${memberId}`, { method: "PATCH", body: { role } }),
    remove: (memberId: string) => api<{ removed: true }>(`${base}/${memberId}`, { method: "DELETE" }),
  };
}

export type ModuleMembersApi = ReturnType<typeof moduleMembersApi>;
