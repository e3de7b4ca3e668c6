import "server-only";
import type { DomainEvent } from "@/lib/server/events/types";

/**
 * Goals' progress or fields changed: realtime tells the workspace room the ids, and each client
 * refetches what it may see. Emitted in the change's transaction (lib/server/events/commit.ts).
 */
export function goalsChanged(
  workspaceId: string,
  goalIds: Iterable<string | null | undefined>,
): DomainEvent[] {
  const ids = [...new Set([...goalIds].filter((id): id is string => Boolean(id)))];
  return ids.length ? [{ type: "goals.changed", workspaceId, goalIds: ids }] : [];
}
