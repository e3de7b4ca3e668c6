import "server-only";
import { accessParamsSchema, type AccessGrant } from "@/lib/schemas/access";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { moduleDisplayName } from "@/lib/modules/module-name";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { visibleModuleIds, visibleProjectIds } from "@/lib/server/permissions/project-visibility";
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
  const [given, memberOf] = await Promise.all([
    db.projectAccess.findMany({
      where: { userId, project: { workspaceId } },
      orderBy: { createdAt: "asc" },
      select: { role: true, project: { select: { id: true, name: true } } },
    }),
    db.moduleMember.findMany({
      where: { userId, workspaceId, projectModuleId: { not: null } },
      orderBy: { createdAt: "asc" },
      select: { role: true, projectModule: { select: { id: true, name: true, tag: true, projectId: true } } },
    }),
  ]);
  // Only what the caller sees (the access rule), among the member's rows.
  const [seenProjects, seenModules] = await Promise.all([
    visibleProjectIds(
      membership,
      given.map((row) => row.project.id),
    ),
    visibleModuleIds(
      membership,
      memberOf.flatMap((row) => (row.projectModule ? [row.projectModule.id] : [])),
    ),
  ]);
  const projectSeen = new Set(seenProjects);
  const moduleSeen = new Set(seenModules);
  const projects = given.filter((row) => projectSeen.has(row.project.id));
  const modules = memberOf.filter((row) => row.projectModule && moduleSeen.has(row.projectModule.id));
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
