import { call } from "@/lib/client/api";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import type { InviteModuleMemberInput, UpdateModuleMemberInput } from "@/lib/schemas/module-members";

/**
 * The members family of one module (/api/v1/{segment}/{id}/member), the same for every kind:
 * `segment` is the kind's route segment (task-management, time-tracker, content-hub, form-builder).
 */
export function moduleMembersApi(segment: string, moduleId: string) {
  const endpoints = moduleMemberEndpoints(segment);
  const item = (memberId: string) => ({ moduleId, memberId });
  return {
    list: () => call(endpoints.list, { params: { moduleId } }),
    invite: (body: InviteModuleMemberInput) => call(endpoints.invite, { params: { moduleId }, body }),
    update: (memberId: string, role: UpdateModuleMemberInput["role"]) =>
      call(endpoints.update, { params: item(memberId), body: { role } }),
    remove: (memberId: string) => call(endpoints.remove, { params: item(memberId) }),
  };
}

export type ModuleMembersApi = ReturnType<typeof moduleMembersApi>;
