import "server-only";
import type { DomainEvent } from "@/lib/server/events/types";

/**
 * Who may see some modules changed for anyone in the workspace (a project or module made private or
 * deleted, a module moved to another project): realtime re-checks every socket in the workspace's
 * module rooms and drops those the gate now refuses. Emit it in the change's transaction.
 */
export function visibilityChanged(workspaceId: string, actorId: string): DomainEvent {
  return { type: "access.changed", workspaceId, userIds: "all", actorId };
}
