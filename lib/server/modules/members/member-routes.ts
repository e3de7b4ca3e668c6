import "server-only";
import type { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { reply, serve } from "@/lib/server/api/serve";
import { inviteModuleMember } from "@/lib/server/modules/members/invite-module-member";
import { listModuleMembers } from "@/lib/server/modules/members/list-module-members";
import { removeModuleMember } from "@/lib/server/modules/members/remove-module-member";
import { updateModuleMember } from "@/lib/server/modules/members/update-module-member";
import type { ModuleTag } from "@/modules/kinds";

type MemberEndpoints = ReturnType<typeof moduleMemberEndpoints<string>>;

/**
 * The members family of a module kind (spec §7: GET/POST /{kind}/{id}/member, PATCH/DELETE
 * /{kind}/{id}/member/{memberId}), served from the kind's contracts (lib/contracts/module-members.ts):
 * the route files of each kind mount these handlers with their tag, so every kind shares one service.
 */
export function moduleMemberRoutes(tag: ModuleTag, endpoints: MemberEndpoints) {
  return {
    list: serve(endpoints.list, async ({ actor, params, meta }) =>
      listModuleMembers(actor, params, tag, meta.locale),
    ),
    invite: serve(endpoints.invite, async ({ actor, params, body, meta }) => {
      const { result, status } = await inviteModuleMember(actor, { ...params, body }, tag, meta);
      return reply(result, status);
    }),
    update: serve(endpoints.update, async ({ actor, params, body, meta }) =>
      updateModuleMember(actor, { ...params, body }, tag, meta.locale),
    ),
    remove: serve(endpoints.remove, async ({ actor, params, meta }) =>
      removeModuleMember(actor, params, tag, meta.locale),
    ),
  };
}
