import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { moduleMemberParamsSchema } from "@/lib/schemas/module-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { changeableModuleMember, changeModuleMember } from "@/lib/server/modules/members/member-row";
import type { ModuleTag } from "@/modules/kinds";

/**
 * DELETE /{kind}/{id}/member/{memberId}: takes a member (the row's id) off the module. For those who
 * manage the module's members; one's own row and owners stay.
 */
export async function removeModuleMember(
  actor: Actor,
  raw: { moduleId?: unknown; memberId?: unknown },
  tag: ModuleTag,
  locale?: Locale,
): Promise<{ removed: true }> {
  const params = parseInput(moduleMemberParamsSchema, raw);
  const { scope, record } = await changeableModuleMember(
    actor,
    params,
    tag,
    locale,
    "errors.ownMembershipLocked",
  );
  await changeModuleMember(actor, scope, record, (db, where) => db.moduleMember.deleteMany({ where }), null);
  return { removed: true };
}
