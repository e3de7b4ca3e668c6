import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ModuleMember } from "@/lib/modules/types";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { moduleScope } from "@/lib/server/modules/module-scope";
import {
  moduleMemberSelect,
  moduleMembersWhere,
  showsMemberEmails,
  toModuleMember,
  workspaceOwnerId,
} from "@/lib/server/modules/members/member-row";
import type { ModuleTag } from "@/modules/kinds";

/**
 * GET /{kind}/{id}/member: the module's members (its User management), oldest first. Open to anyone
 * who can read the module, with e-mails per showsMemberEmails; the workspace owner always shows as
 * an owner.
 */
export async function listModuleMembers(
  actor: Actor,
  raw: { moduleId?: unknown },
  tag: ModuleTag,
  locale?: Locale,
): Promise<{ data: ModuleMember[] }> {
  const scope = await moduleScope(actor, raw.moduleId, tag, locale);
  const [rows, ownerId] = await Promise.all([
    getDb().moduleMember.findMany({
      where: moduleMembersWhere(scope),
      select: moduleMemberSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      relationLoadStrategy: "join",
    }),
    workspaceOwnerId(scope),
  ]);
  const showEmail = showsMemberEmails(scope);
  return { data: rows.map((row) => toModuleMember(row, ownerId, showEmail)) };
}
