import "server-only";
import type { AccessTreeProject } from "@/lib/schemas/access";
import { getDb } from "@/lib/server/db";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";

/** Most projects the access tree lists. */
const TREE_LIMIT = 500;

/**
 * The active workspace's projects (latest updated first, as the project list sorts them) with their
 * modules in placement order: the checkbox tree of the Manage access modal. One SQL statement.
 */
export async function listAccessTree(actor: Actor): Promise<AccessTreeProject[]> {
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  return getDb().project.findMany({
    where: { workspaceId: membership.workspaceId },
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
}
