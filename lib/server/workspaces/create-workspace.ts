import "server-only";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";

/** Creates a workspace owned by the actor and makes the actor its first member (owner). */
export async function createWorkspace(actor: Actor, raw: unknown): Promise<{ id: string; name: string }> {
  const { name } = parseInput(createWorkspaceSchema, raw);
  const id = newId();
  return getDb().workspace.create({
    data: {
      id,
      name,
      ownerId: actor.userId,
      members: { create: { id: newId(), userId: actor.userId, role: "owner" } },
    },
    select: { id: true, name: true },
  });
}
