import "server-only";
import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { inviteModuleMember } from "@/lib/server/modules/members/invite-module-member";
import { listModuleMembers } from "@/lib/server/modules/members/list-module-members";
import { removeModuleMember } from "@/lib/server/modules/members/remove-module-member";
import { updateModuleMember } from "@/lib/server/modules/members/update-module-member";
import type { ModuleTag } from "@/modules/kinds";

/**
 * The members family of a module kind (spec §7: GET/POST /{kind}/{id}/member): the route files of
 * each kind mount these handlers with their tag, so every kind shares one service.
 */
export function moduleMemberRoutes(tag: ModuleTag) {
  return {
    // GET /api/v1/{kind}/{id}/member - the module's members, oldest first ({ data })
    GET: withApi({}, async ({ actor, params, meta }) => listModuleMembers(actor, params, tag, meta.locale)),
    // POST /api/v1/{kind}/{id}/member - add a workspace member or invite an e-mail { email, role, permissions }
    POST: withApi({ body: true }, async ({ actor, params, body, meta }) => {
      const { result, status } = await inviteModuleMember(actor, { ...params, body }, tag, meta);
      return NextResponse.json(result, { status });
    }),
  };
}

/** PATCH/DELETE /{kind}/{id}/member/{memberId}. */
export function moduleMemberItemRoutes(tag: ModuleTag) {
  return {
    // PATCH /api/v1/{kind}/{id}/member/{memberId} - change a module member's role { role }
    PATCH: withApi({ body: true }, async ({ actor, params, body, meta }) =>
      updateModuleMember(actor, { ...params, body }, tag, meta.locale),
    ),
    // DELETE /api/v1/{kind}/{id}/member/{memberId} - take a member off the module
    DELETE: withApi({}, async ({ actor, params, meta }) =>
      removeModuleMember(actor, params, tag, meta.locale),
    ),
  };
}
