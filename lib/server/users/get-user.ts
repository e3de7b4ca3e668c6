import "server-only";
import { idSchema } from "@/lib/schemas/common";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { toPublicUser } from "@/lib/server/users/public-user";
import type { UserProfile } from "@/lib/users/types";

/** A user's own profile with the active workspace; other users' ids answer 404 (no enumeration). */
export async function getUser(actor: Actor, rawId: unknown): Promise<UserProfile> {
  const id = parseInput(idSchema, rawId);
  if (id !== actor.userId) throw notFound("errors.userNotFound");
  const user = await getDb().user.findUnique({
    where: { id },
    select: { id: true, email: true, name: true, image: true, createdAt: true },
  });
  if (!user) throw notFound("errors.userNotFound");
  const { workspaceId, workspaceName, role } = actor;
  return {
    ...toPublicUser(user),
    workspace: workspaceId && workspaceName && role ? { id: workspaceId, name: workspaceName, role } : null,
  };
}
