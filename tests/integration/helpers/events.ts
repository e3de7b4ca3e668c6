// The outbox's dispatcher for a test file: durable subscribers (the inbox, goals) are served only by
// a dispatcher, as on a node. Start it after attaching the subscribers; it reads from the head.
import { startEventDispatcher, type EventDispatcher } from "@/lib/server/events/dispatcher";

export async function startTestDispatcher(
  options: { sweepMs?: number; backoffMs?: (attempt: number) => number; startAt?: "head" | "cursor" } = {},
): Promise<EventDispatcher> {
  return startEventDispatcher({
    databaseUrl: process.env.DATABASE_URL ?? "",
    sweepMs: options.sweepMs ?? 50,
    startAt: options.startAt ?? "head",
    backoffMs: options.backoffMs,
  });
}
