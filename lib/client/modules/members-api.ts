import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import type { InviteModuleMemberInput, UpdateModuleMemberInput } from "@/lib/schemas/module-members";

type Members = ReturnType<typeof moduleMemberEndpoints<string>>;

/**
 * The members family of one module (/api/v1/{segment}/{id}/member), the same for every kind:
 * `segment` is the kind's route segment (task-management, time-tracker, content-hub, form-builder).
 */
export function moduleMembersApi(segment: string, moduleId: string) {
  const list = `/api/v1/${segment}/{moduleId}/member` as const;
  const item = `/api/v1/${segment}/{moduleId}/member/{memberId}` as const;
  const itemParams = (memberId: string) => ({ moduleId, memberId });
  return {
    list: () => call<Members["list"]>(`GET ${list}`, { params: { moduleId } }),
    /** The module's members, a cached query (lib/client/query). */
    members: endpointQuery<Members["list"]>(`GET ${list}`, { params: { moduleId } }),
    invite: (body: InviteModuleMemberInput) =>
      call<Members["invite"]>(`POST ${list}`, { params: { moduleId }, body }),
    update: (memberId: string, role: UpdateModuleMemberInput["role"]) =>
      call<Members["update"]>(`PATCH ${item}`, { params: itemParams(memberId), body: { role } }),
    remove: (memberId: string) => call<Members["remove"]>(`DELETE ${item}`, { params: itemParams(memberId) }),
  };
}

export type ModuleMembersApi = ReturnType<typeof moduleMembersApi>;
