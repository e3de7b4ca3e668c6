import "server-only";
import { logger } from "@/lib/server/logger";
import { SERVER_KINDS } from "@/modules/kinds.server";

/**
 * Runs every module kind's start-up work (`start` in its kind.server.ts) once the database is ready;
 * returns the shutdown step, which runs what they returned (in reverse order), each failure logged.
 */
export function startModuleKinds(): () => Promise<void> {
  const stops: { tag: string; stop: () => Promise<void> | void }[] = [];
  for (const server of Object.values(SERVER_KINDS)) {
    if (server.start) stops.push({ tag: server.kind.tag, stop: server.start() });
  }
  return async () => {
    for (const { tag, stop } of stops.reverse()) {
      await Promise.resolve()
        .then(stop)
        .catch((error: unknown) => logger.error(`[modules] ${tag}'s shutdown step failed: ${String(error)}`));
    }
  };
}
