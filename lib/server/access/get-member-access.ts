import "server-only";
import { accessParamsSchema, type AccessGrant } from "@/lib/schemas/access";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { moduleDisplayName } from "@/lib/modules/module-name";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { visibleModulesWhere, visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";
import { findMember } from "@/lib/server/members/find-member";

/**
 * A member's saved access in the active workspace, as payload rows: projects with their role, then
 * modules with their role and project (parentOwner). Only rows of this workspace's projects, and
 * only those the caller can see (the access tree's rule): a hidden project or private module is
 * neither named nor listed.
 */
export async function getMemberAccess(
  actor: Actor,
  raw: { memberId?: unknown },
  locale: Locale = "en",
): Promise<AccessGrant[]> {
  const { memberId } = parseInput(accessParamsSchema, raw);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const { workspaceId } = membership;
  const { userId } = await findMember(workspaceId, memberId);
  const db = getDb();
  const [projects, modules] = await Promise.all([
    db.projectAccess.findMany({
      where: { userId, project: visibleProjectsWhere(membership) },
      orderBy: { createdAt: "asc" },
      select: { role: true, project: { select: { id: true, name: true } } },
    }),
    db.moduleMember.findMany({
      where: {
        userId,
        workspaceId,
        projectModule: {
          AND: [{ project: visibleProjectsWhere(membership) }, visibleModulesWhere(membership)],
        },
      },
      orderBy: { createdAt: "asc" },
      select: { role: true, projectModule: { select: { id: true, name: true, tag: true, projectId: true } } },
    }),
  ]);
  return [
    ...projects.map(({ role, project }) => ({
      type: "project" as const,
      owner: project.id,
      name: project.name,
      role,
      parentOwner: null,
    })),
    ...modules.flatMap(({ role, projectModule: module }) =>
      module
        ? [
            {
              type: "module" as const,
              owner: module.id,
              name: moduleDisplayName(module, (key) => translateMessage(locale, key)),
              role,
              parentOwner: module.projectId,
            },
          ]
        : [],
    ),
  ];
}
