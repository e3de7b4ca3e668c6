import "server-only";
import { publishDomainEvent } from "@/lib/server/events/bus";

/**
 * Goals' progress or fields changed (after commit): realtime tells the workspace room the ids, and
 * each client refetches what it may see.
 */
export function publishGoalsChanged(workspaceId: string, goalIds: Iterable<string | null | undefined>): void {
  const ids = [...new Set([...goalIds].filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  publishDomainEvent({ type: "goals.changed", workspaceId, goalIds: ids });
}
