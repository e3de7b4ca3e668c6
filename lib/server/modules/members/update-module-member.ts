import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleMember } from "@/lib/modules/types";
import { moduleMemberParamsSchema, updateModuleMemberSchema } from "@/lib/schemas/module-members";
import type { Actor } from "@/lib/server/auth/sessions";
import { assertRoleFits } from "@/lib/server/project-members/add-project-member";
import { parseInput } from "@/lib/server/validation";
import {
  changeableModuleMember,
  changeModuleMember,
  toModuleMember,
} from "@/lib/server/modules/members/member-row";
import type { ModuleTag } from "@/modules/kinds";

/**
 * PATCH /{kind}/{id}/member/{memberId} { role }: changes a module member's role ({memberId} is the
 * row's id). For those who manage the module's members; one's own row and owners are fixed, and
 * viewers and guests of the workspace get at most viewer or guest.
 */
export async function updateModuleMember(
  actor: Actor,
  raw: { moduleId?: unknown; memberId?: unknown; body?: unknown },
  tag: ModuleTag,
  locale?: Locale,
): Promise<ModuleMember> {
  const params = parseInput(moduleMemberParamsSchema, raw);
  const input = parseInput(updateModuleMemberSchema, raw.body);
  const { scope, record, workspaceRole, ownerId } = await changeableModuleMember(
    actor,
    params,
    tag,
    locale,
    "errors.ownRoleLocked",
  );
  assertRoleFits(workspaceRole, input.role);
  await changeModuleMember(
    actor,
    scope,
    record,
    (db, where) => db.moduleMember.updateMany({ where, data: { role: input.role } }),
    input.role,
  );
  return toModuleMember({ ...record, role: input.role }, ownerId);
}
