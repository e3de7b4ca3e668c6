import "server-only";
import { conflict } from "@/lib/server/errors";

// One generation per person and module at a time: the running ones on this node, each with the
// controller that stops it. (A person's sockets and requests meet on one node behind sticky sessions;
// across nodes two could run at once, see docs/known-gaps.md, Ask AI.)

const globalForAi = globalThis as unknown as { suiteAiGenerations?: Map<string, AbortController> };
const running = () => (globalForAi.suiteAiGenerations ??= new Map());
const keyOf = (userId: string, moduleId: string) => `${userId}:${moduleId}`;

/** Claims the person's slot for the module (409 errors.aiBusy while a reply runs) and returns its controller. */
export function claimGeneration(
  userId: string,
  moduleId: string,
): { controller: AbortController; release: () => void } {
  const key = keyOf(userId, moduleId);
  if (running().has(key)) throw conflict("errors.aiBusy");
  const controller = new AbortController();
  running().set(key, controller);
  return {
    controller,
    release: () => {
      if (running().get(key) === controller) running().delete(key);
    },
  };
}

/** Stops the person's running reply in the module, if any (it ends with state "stopped"). */
export function stopGeneration(userId: string, moduleId: string): boolean {
  const controller = running().get(keyOf(userId, moduleId));
  controller?.abort();
  return Boolean(controller);
}
