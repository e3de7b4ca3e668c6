import "server-only";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import type { Actor } from "@/lib/server/auth/sessions";
import { toWorkspaceSummary, workspaceSelect } from "@/lib/server/workspaces/list-workspaces";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

/**
 * Creates a workspace owned by the actor and makes the actor its first member (owner). The session
 * stays where it is: switching is a separate call (POST /auth/switch-account).
 */
export async function createWorkspace(actor: Actor, raw: unknown): Promise<WorkspaceSummary> {
  const { name } = parseInput(createWorkspaceSchema, raw);
  const workspace = await getDb().workspace.create({
    data: {
      id: newId(),
      name,
      ownerId: actor.userId,
      members: { create: { id: newId(), userId: actor.userId, role: "owner" } },
    },
    select: workspaceSelect,
  });
  return toWorkspaceSummary(actor, "owner", workspace);
}
