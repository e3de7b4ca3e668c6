// The members family every module kind mounts (spec §7: /{segment}/{moduleId}/member): one set of
// contracts per kind, made from its route segment, served by lib/server/modules/members/member-routes.ts.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { moduleMemberInviteResultSchema, moduleMemberSchema } from "@/lib/modules/types";
import {
  inviteModuleMemberSchema,
  moduleMemberParamsSchema,
  moduleParamsSchema,
  updateModuleMemberSchema,
} from "@/lib/schemas/module-members";

export function moduleMemberEndpoints<const S extends string>(segment: S) {
  const list = `/api/v1/${segment}/{moduleId}/member` as const;
  const item = `/api/v1/${segment}/{moduleId}/member/{memberId}` as const;
  return {
    list: defineEndpoint({
      method: "GET",
      path: list,
      auth: "session",
      summary: "The module's members, oldest first",
      params: moduleParamsSchema,
      response: z.object({ data: z.array(moduleMemberSchema) }),
    }),
    invite: defineEndpoint({
      method: "POST",
      path: list,
      auth: "session",
      summary:
        "Add a workspace member to the module, or invite an e-mail (201 when added or invited, 200 when updated)",
      params: moduleParamsSchema,
      body: inviteModuleMemberSchema,
      response: moduleMemberInviteResultSchema,
      status: 201,
      otherStatuses: [200],
    }),
    update: defineEndpoint({
      method: "PATCH",
      path: item,
      auth: "session",
      summary: "Change a module member's role",
      params: moduleMemberParamsSchema,
      body: updateModuleMemberSchema,
      response: moduleMemberSchema,
    }),
    remove: defineEndpoint({
      method: "DELETE",
      path: item,
      auth: "session",
      summary: "Take a member off the module",
      params: moduleMemberParamsSchema,
      response: z.object({ removed: z.literal(true) }),
    }),
  };
}
