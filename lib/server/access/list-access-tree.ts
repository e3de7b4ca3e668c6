import "server-only";
import type { AccessTreeProject } from "@/lib/schemas/access";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { moduleDisplayName } from "@/lib/modules/module-name";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { visibleModuleIds, visibleProjectsWhere } from "@/lib/server/permissions/project-visibility";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";

/** Most projects the access tree lists. */
const TREE_LIMIT = 500;

/**
 * The active workspace's projects the caller can see (latest updated first, as the project list
 * sorts them) with the modules the caller can see, in placement order: the checkbox tree of the
 * Manage access modal. Private projects and private modules are listed only to those who see them
 * (the access rule, project-visibility.ts), so viewing User management reveals nothing else.
 */
export async function listAccessTree(actor: Actor, locale: Locale = "en"): Promise<AccessTreeProject[]> {
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const projects = await getDb().project.findMany({
    where: await visibleProjectsWhere(membership),
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: TREE_LIMIT,
    select: {
      id: true,
      name: true,
      private: true,
      modules: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, name: true, tag: true },
      },
    },
  });
  // Only the modules the caller sees (the access rule), among those of these projects.
  const seen = new Set(
    await visibleModuleIds(
      membership,
      projects.flatMap((project) => project.modules.map((module) => module.id)),
    ),
  );
  const title = (key: string) => translateMessage(locale, key);
  return projects.map((project) => ({
    ...project,
    modules: project.modules
      .filter((module) => seen.has(module.id))
      .map((module) => ({ ...module, name: moduleDisplayName(module, title) })),
  }));
}
