import "server-only";
import type { PickerUser } from "@/lib/users/types";
import { MEMBER_LIST_MAX_LIMIT, userListQuerySchema } from "@/lib/schemas/members";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { activeMembership, assertCan } from "@/lib/server/permissions/workspace-member";

/**
 * The active workspace's members for pickers (project members, invitations), by name, with their
 * e-mails: the workspace's people, so only for those who may see them (User management's View,
 * which guests lack by default); 403 otherwise. Module pickers list a module's own people instead
 * (modules/task-management/server/task-people.ts).
 */
export async function listUsers(actor: Actor, raw: { search?: unknown } = {}): Promise<PickerUser[]> {
  const { search } = parseInput(userListQuerySchema, raw);
  const membership = await activeMembership(actor);
  assertCan(membership, "userManagement", "view");
  const rows = await getDb().workspaceMember.findMany({
    where: {
      workspaceId: membership.workspaceId,
      service: false,
      ...(search && {
        user: {
          OR: [
            { name: { contains: search, mode: "insensitive" as const } },
            { email: { contains: search, mode: "insensitive" as const } },
          ],
        },
      }),
    },
    orderBy: [{ user: { name: "asc" } }, { id: "asc" }],
    take: MEMBER_LIST_MAX_LIMIT,
    select: { role: true, user: { select: { id: true, email: true, name: true } } },
  });
  return rows.map(({ role, user }) => ({ ...user, role }));
}
