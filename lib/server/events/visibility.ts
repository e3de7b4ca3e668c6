import "server-only";
import { publishDomainEvent } from "@/lib/server/events/bus";

/**
 * Who may see some modules changed for anyone in the workspace (a project or module made private or
 * deleted, a module moved to another project): realtime re-checks every socket in the workspace's
 * module rooms and drops those the gate now refuses. Call after the change has committed.
 */
export function publishVisibilityChanged(workspaceId: string, actorId: string): void {
  publishDomainEvent({ type: "access.changed", workspaceId, userIds: "all", actorId });
}
